import { errorReasons, MyInvoisError } from './http.ts';
import type { JournalEntry, SubmissionJournal } from './journal.ts';
import type { Session } from './session.ts';
import { documentHash } from './signature.ts';
import type { DocumentSummary, SearchAnswer, SubmitAnswer } from './types.ts';

/** A signed document, as `signEInvoice` made it, and our number for it (its idempotency key). */
export interface SubmittableDocument {
  codeNumber: string;
  json: string;
}

export interface SubmitResult {
  accepted: {
    codeNumber: string;
    uuid: string;
    submissionUid: string;
    /** True when it had been sent before and was not sent again. */
    alreadySubmitted: boolean;
  }[];
  rejected: { codeNumber: string; reasons: string[] }[];
}

/** LHDN's limits on one submission (Submit Documents, "Additional considerations"). */
export const SUBMISSION_LIMITS = {
  documents: 100,
  documentBytes: 300 * 1024,
  submissionBytes: 5 * 1024 * 1024,
};

/** Searching back this far before a lost submission was sent, for the clocks of both sides. */
const SEARCH_SLACK_MS = 5 * 60_000;

/** Search answers name the submission `submissionUID`; other answers `submissionUid`. */
const heldAs = (found: DocumentSummary & { submissionUID?: string }) => ({
  uuid: found.uuid,
  submissionUid: found.submissionUid ?? found.submissionUID ?? '',
});

const isoSeconds = (at: number) => `${new Date(at).toISOString().slice(0, 19)}Z`;

/** Submitting documents at most once each: see submitDocuments. */
export function createSubmitter(session: Session, journal: SubmissionJournal) {
  const { authorised, get, backOff, now, policy } = session;
  /** Our numbers being submitted now, so two calls in this process never send one together. */
  const inFlight = new Set<string>();

  async function search(query: Record<string, string>): Promise<SearchAnswer> {
    return get<SearchAnswer>(`/api/v1.0/documents/search?${new URLSearchParams(query)}`);
  }

  /**
   * Our documents as MyInvois holds them, of those a submission sent since `since` reached: one
   * search of the documents submitted from then to now (the search API allows 12 calls a minute),
   * matched by our number. A valid match wins over an invalid one.
   */
  async function findSubmitted(
    codeNumbers: string[],
    since: number,
  ): Promise<Map<string, DocumentSummary>> {
    const wanted = new Set(codeNumbers);
    const found = new Map<string, DocumentSummary>();
    for (let pageNo = 1; pageNo <= 10; pageNo++) {
      const page = await search({
        submissionDateFrom: isoSeconds(since - SEARCH_SLACK_MS),
        submissionDateTo: isoSeconds(now() + SEARCH_SLACK_MS),
        invoiceDirection: 'Sent',
        pageSize: '100',
        pageNo: String(pageNo),
      });
      for (const document of page.result) {
        if (!wanted.has(document.internalId)) continue;
        const known = found.get(document.internalId);
        if (!known || known.status === 'Invalid') found.set(document.internalId, document);
      }
      if (pageNo >= (page.metadata?.totalPages ?? 1)) break;
    }
    return found;
  }

  function checkLimits(documents: SubmittableDocument[]) {
    const refuse = (message: string) => {
      throw new MyInvoisError(message, { code: 'SubmissionTooLarge' });
    };
    if (documents.length === 0) refuse('a submission needs at least one document');
    if (documents.length > SUBMISSION_LIMITS.documents)
      refuse(`a submission holds at most ${SUBMISSION_LIMITS.documents} documents; split it`);
    const numbers = new Set(documents.map((document) => document.codeNumber));
    if (numbers.size !== documents.length)
      throw new MyInvoisError('a submission names one of our documents twice', {
        code: 'BadArgument',
      });
    let total = 0;
    for (const document of documents) {
      const bytes = Buffer.byteLength(document.json, 'utf8');
      if (bytes > SUBMISSION_LIMITS.documentBytes)
        refuse(`document ${document.codeNumber} is ${bytes} bytes; LHDN takes at most 300 KB`);
      total += Math.ceil(bytes / 3) * 4 + 200;
    }
    if (total > SUBMISSION_LIMITS.submissionBytes) refuse('a submission is at most 5 MB; split it');
  }

  async function remember(codeNumber: string, entry: JournalEntry) {
    await journal.put(codeNumber, entry);
  }

  /**
   * Sends signed documents once. Each is remembered as "sending" before it goes; a 202 settles
   * each as accepted (with its UUID) or refused (with LHDN's reasons). When an answer is lost (a
   * timeout, a cut connection, a 5xx) the documents are looked up at MyInvois before anything is
   * sent again, and only those it does not hold are sent; a document already accepted is never
   * sent again, even by a later call (the journal answers for it).
   */
  async function submitDocuments(documents: SubmittableDocument[]): Promise<SubmitResult> {
    checkLimits(documents);
    const busy = documents.find((document) => inFlight.has(document.codeNumber));
    if (busy) {
      throw new MyInvoisError(`document ${busy.codeNumber} is being submitted by another call`, {
        code: 'InFlight',
        retryable: true,
      });
    }
    for (const document of documents) inFlight.add(document.codeNumber);
    try {
      return await submitUnlocked(documents);
    } finally {
      for (const document of documents) inFlight.delete(document.codeNumber);
    }
  }

  async function submitUnlocked(documents: SubmittableDocument[]): Promise<SubmitResult> {
    const result: SubmitResult = { accepted: [], rejected: [] };
    const accept = async (
      codeNumber: string,
      hash: string,
      held: { uuid: string; submissionUid: string },
      alreadySubmitted: boolean,
    ) => {
      await remember(codeNumber, { state: 'accepted', ...held, documentHash: hash });
      result.accepted.push({ codeNumber, ...held, alreadySubmitted });
    };

    let pending: (SubmittableDocument & { hash: string })[] = [];
    const unanswered: (SubmittableDocument & { hash: string; since: number })[] = [];
    for (const document of documents) {
      const hash = documentHash(document.json);
      const entry = await journal.get(document.codeNumber);
      if (entry?.state === 'accepted') {
        if (entry.documentHash !== hash) {
          throw new MyInvoisError(
            `document ${document.codeNumber} was already submitted (UUID ${entry.uuid}) with other content; cancel it or issue a note, under a new number`,
            { code: 'AlreadySubmitted' },
          );
        }
        result.accepted.push({
          codeNumber: document.codeNumber,
          uuid: entry.uuid,
          submissionUid: entry.submissionUid,
          alreadySubmitted: true,
        });
      } else if (entry?.state === 'sending') {
        unanswered.push({ ...document, hash: entry.documentHash, since: entry.since });
      } else {
        pending.push({ ...document, hash });
      }
    }
    if (unanswered.length > 0) {
      // Sent before (by a run that died, or that gave up) with no answer: look before sending.
      const since = Math.min(...unanswered.map((document) => document.since));
      const found = await findSubmitted(
        unanswered.map((d) => d.codeNumber),
        since,
      );
      for (const document of unanswered) {
        const held = found.get(document.codeNumber);
        if (held) await accept(document.codeNumber, document.hash, heldAs(held), true);
        else pending.push({ ...document, hash: documentHash(document.json) });
      }
    }
    if (pending.length === 0) return result;

    const since = now();
    for (const document of pending) {
      await remember(document.codeNumber, { state: 'sending', since, documentHash: document.hash });
    }
    for (let attempt = 1; ; attempt++) {
      const outcome = await authorised({
        method: 'POST',
        path: '/api/v1.0/documentsubmissions',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          documents: pending.map((document) => ({
            format: 'JSON',
            document: Buffer.from(document.json, 'utf8').toString('base64'),
            documentHash: document.hash,
            codeNumber: document.codeNumber,
          })),
        }),
      });

      if (outcome.kind === 'answer') {
        const answer = outcome.body as SubmitAnswer;
        for (const accepted of answer.acceptedDocuments ?? []) {
          const document = pending.find((d) => d.codeNumber === accepted.invoiceCodeNumber);
          if (!document) continue;
          const held = { uuid: accepted.uuid, submissionUid: answer.submissionUid };
          await accept(document.codeNumber, document.hash, held, false);
        }
        for (const rejected of answer.rejectedDocuments ?? []) {
          const reasons = errorReasons(rejected.error);
          await remember(rejected.invoiceCodeNumber, { state: 'refused', reasons });
          result.rejected.push({ codeNumber: rejected.invoiceCodeNumber, reasons });
        }
        return result;
      }

      const duplicate = outcome.kind === 'refused' && outcome.error.code === 'DuplicateSubmission';
      if (outcome.kind === 'refused' && !duplicate) {
        const reasons = [outcome.error.message];
        for (const document of pending)
          await remember(document.codeNumber, { state: 'refused', reasons });
        throw outcome.error;
      }
      const lost = duplicate || (outcome.kind === 'retryable' && outcome.answerLost);
      if (lost) {
        // MyInvois may hold what was sent: find it before sending anything again.
        const found = await findSubmitted(
          pending.map((d) => d.codeNumber),
          since,
        );
        const still: typeof pending = [];
        for (const document of pending) {
          const held = found.get(document.codeNumber);
          if (held) await accept(document.codeNumber, document.hash, heldAs(held), false);
          else still.push(document);
        }
        pending = still;
        if (pending.length === 0) return result;
      }
      if (duplicate) {
        throw new MyInvoisError(
          `MyInvois already has this submission but does not show ${pending.map((d) => d.codeNumber).join(', ')} yet; ask again later (nothing was sent twice)`,
          { code: 'SubmittedNotYetVisible', retryable: true, status: 422 },
        );
      }
      if (attempt >= policy.attempts) throw outcome.error;
      const retryAfter = outcome.kind === 'retryable' ? outcome.retryAfterMs : undefined;
      await backOff(attempt, retryAfter);
    }
  }

  return { submitDocuments, findSubmitted };
}
