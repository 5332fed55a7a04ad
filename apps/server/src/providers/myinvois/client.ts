import {
  backOffMs,
  type CallRequest,
  callOnce,
  DEFAULT_RETRY,
  errorReasons,
  MyInvoisError,
  type Outcome,
  type RetryPolicy,
} from './http.ts';
import { type JournalEntry, memoryJournal, type SubmissionJournal } from './journal.ts';
import { documentHash } from './signature.ts';
import type {
  DocumentDetails,
  DocumentSummary,
  SearchAnswer,
  Submission,
  SubmitAnswer,
} from './types.ts';

export interface MyInvoisClientOptions {
  /** e.g. https://preprod-api.myinvois.hasil.gov.my (pre-production) */
  apiUrl: string;
  /** Where `/connect/token` is; the API's host for a taxpayer's own system. */
  identityUrl: string;
  /** The portal of validation links: https://preprod.myinvois.hasil.gov.my */
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  /** Deadline of each call; one that passes it is tried again. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Where sent documents are remembered; in memory unless the caller keeps them. */
  journal?: SubmissionJournal;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

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

/** How long after validation a document may still be cancelled. */
export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;

/** A token is renewed this long before MyInvois says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Searching back this far before a lost submission was sent, for the clocks of both sides. */
const SEARCH_SLACK_MS = 5 * 60_000;

/** Search answers name the submission `submissionUID`; other answers `submissionUid`. */
const heldAs = (found: DocumentSummary & { submissionUID?: string }) => ({
  uuid: found.uuid,
  submissionUid: found.submissionUid ?? found.submissionUID ?? '',
});

const isoSeconds = (at: number) => `${new Date(at).toISOString().slice(0, 19)}Z`;

export function createMyInvoisClient(options: MyInvoisClientOptions) {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 15_000;
  const journal = options.journal ?? memoryJournal();
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const identityUrl = options.identityUrl.replace(/\/+$/, '');
  const portalUrl = options.portalUrl.replace(/\/+$/, '');

  let token: { value: string; expiresAt: number } | undefined;
  /** Our numbers being submitted now, so two calls in this process never send one together. */
  const inFlight = new Set<string>();
  let login: Promise<string> | undefined;

  /** Calls until an answer, a refusal, or the attempts run out; waits between as the rule says. */
  async function withRetries(send: () => Promise<Outcome>): Promise<Outcome & { kind: 'answer' }> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await send();
      if (outcome.kind === 'answer') return outcome;
      if (outcome.kind === 'refused' || attempt >= policy.attempts) throw outcome.error;
      await sleep(backOffMs(policy, attempt, random, outcome.retryAfterMs));
    }
  }

  async function logIn(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: 'InvoicingAPI',
    });
    const answer = await withRetries(() =>
      callOnce(
        {
          method: 'POST',
          url: `${identityUrl}/connect/token`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          timeoutMs,
        },
        fetcher,
        now,
      ),
    );
    const body = answer.body as { access_token?: string; expires_in?: number };
    if (!body?.access_token) {
      throw new MyInvoisError('MyInvois answered the login without a token', { code: 'NoToken' });
    }
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  /** The cached token, or a new one when it is about to expire; one login at a time. */
  async function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return token.value;
    login ??= logIn().finally(() => {
      login = undefined;
    });
    return login;
  }

  /** One authorised call; a 401 (the token expired or was revoked) logs in again once. */
  async function authorised(request: Omit<CallRequest, 'timeoutMs' | 'url'> & { path: string }) {
    for (let renewed = false; ; renewed = true) {
      const outcome = await callOnce(
        {
          method: request.method,
          url: `${apiUrl}${request.path}`,
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            accept: 'application/json',
            ...request.headers,
          },
          body: request.body,
          timeoutMs,
        },
        fetcher,
        now,
      );
      if (outcome.kind === 'refused' && outcome.error.status === 401 && !renewed) {
        token = undefined;
        continue;
      }
      return outcome;
    }
  }

  const get = async <T>(path: string) =>
    (await withRetries(() => authorised({ method: 'GET', path }))).body as T;

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
      await sleep(backOffMs(policy, attempt, random, retryAfter));
    }
  }

  /** Marks a document the caller learns is invalid as refused, so a corrected one may be sent. */
  async function noteStatus(summary: DocumentSummary, reasons: string[]) {
    if (summary.status !== 'Invalid' || !summary.internalId) return;
    const entry = await journal.get(summary.internalId);
    if (entry?.state === 'accepted' && entry.uuid === summary.uuid) {
      await remember(summary.internalId, { state: 'refused', reasons });
    }
  }

  /** A submission's status and its documents, a page at a time (LHDN: poll every 3 to 5 s). */
  async function getSubmission(
    submissionUid: string,
    page: { pageNo?: number; pageSize?: number } = {},
  ): Promise<Submission> {
    const query = new URLSearchParams({
      pageNo: String(page.pageNo ?? 1),
      pageSize: String(page.pageSize ?? 100),
    });
    const submission = await get<Submission>(
      `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?${query}`,
    );
    for (const summary of submission.documentSummary ?? []) {
      await noteStatus(summary, ['MyInvois found the document invalid; see its details']);
    }
    return submission;
  }

  /** The public link a validated document's QR code carries. */
  const validationLink = (uuid: string, longId: string) => `${portalUrl}/${uuid}/share/${longId}`;

  /** One document with its validation results, LHDN's reasons for an invalid one, and its link. */
  async function getDocumentDetails(uuid: string) {
    const details = await get<DocumentDetails>(
      `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`,
    );
    const reasons = (details.validationResults?.validationSteps ?? [])
      .filter((step) => step.status === 'Invalid')
      .flatMap((step) =>
        errorReasons(step.error ?? undefined).map((reason) => `${step.name}: ${reason}`),
      );
    await noteStatus(details, reasons);
    return {
      ...details,
      reasons,
      validationLink: details.longId ? validationLink(details.uuid, details.longId) : undefined,
    };
  }

  /**
   * Cancels a valid document within 72 hours of its validation. Past that it is refused here,
   * without asking MyInvois: the way back is a credit or refund note. `validatedAt` saves a call
   * when the caller knows it.
   */
  async function cancelDocument(request: { uuid: string; reason: string; validatedAt?: Date }) {
    const reason = request.reason.trim();
    if (reason === '' || reason.length > 300) {
      throw new MyInvoisError('a cancellation needs a reason of 1 to 300 characters', {
        code: 'BadArgument',
      });
    }
    let validatedAt = request.validatedAt?.getTime();
    if (validatedAt === undefined) {
      const details = await getDocumentDetails(request.uuid);
      if (details.status !== 'Valid' || !details.dateTimeValidated) {
        throw new MyInvoisError(
          `document ${request.uuid} is ${details.status}; only a valid document can be cancelled`,
          { code: 'IncorrectState' },
        );
      }
      validatedAt = Date.parse(details.dateTimeValidated);
    }
    if (now() - validatedAt > CANCEL_WINDOW_MS) {
      throw new MyInvoisError(
        `document ${request.uuid} was validated at ${new Date(validatedAt).toISOString()}, more than 72 hours ago: LHDN no longer lets it be cancelled; issue a credit note or refund note instead`,
        { code: 'CancelWindowClosed' },
      );
    }
    const path = `/api/v1.0/documents/state/${encodeURIComponent(request.uuid)}/state`;
    let answerLost = false;
    try {
      const answer = await withRetries(async () => {
        const outcome = await authorised({
          method: 'PUT',
          path,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'cancelled', reason }),
        });
        if (outcome.kind === 'retryable' && outcome.answerLost) answerLost = true;
        return outcome;
      });
      return answer.body as { uuid: string; status: string };
    } catch (error) {
      // A cancellation whose answer was lost may have gone through: the refusal of a second one
      // then only says so.
      if (answerLost && error instanceof MyInvoisError && error.code === 'IncorrectState') {
        const details = await getDocumentDetails(request.uuid);
        if (details.status === 'Cancelled') return { uuid: request.uuid, status: 'Cancelled' };
      }
      throw error;
    }
  }

  return {
    submitDocuments,
    getSubmission,
    getDocumentDetails,
    cancelDocument,
    findSubmitted,
    validationLink,
    journal,
  };
}

export type MyInvoisClient = ReturnType<typeof createMyInvoisClient>;
