import { errorReasons, MyInvoisError } from './http.ts';
import { type JournalEntry, memoryJournal, type SubmissionJournal } from './journal.ts';
import { createSession, type SessionOptions } from './session.ts';
import { createSubmitter } from './submission.ts';
import type { DocumentDetails, DocumentSummary, Submission } from './types.ts';

export {
  SUBMISSION_LIMITS,
  type SubmitResult,
  type SubmittableDocument,
} from './submission.ts';

export interface MyInvoisClientOptions extends SessionOptions {
  /** The portal of validation links: https://preprod.myinvois.hasil.gov.my */
  portalUrl: string;
  /** Where sent documents are remembered; in memory unless the caller keeps them. */
  journal?: SubmissionJournal;
}

/** How long after validation a document may still be cancelled. */
export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;

/** The MyInvois calls the park makes: submit, follow up, cancel. */
export function createMyInvoisClient(options: MyInvoisClientOptions) {
  const session = createSession(options);
  const { withRetries, authorised, get, now } = session;
  const journal = options.journal ?? memoryJournal();
  const portalUrl = options.portalUrl.replace(/\/+$/, '');
  const { submitDocuments, findSubmitted } = createSubmitter(session, journal);

  async function remember(codeNumber: string, entry: JournalEntry) {
    await journal.put(codeNumber, entry);
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
