import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import {
  creditNoteById,
  creditNotesIssuedBetween,
  receiptOfOrder,
  receiptsIssuedBetween,
} from '#server/modules/receipts/for-e-invoices.ts';
import { SUBMISSION_LIMITS, type SubmittableDocument } from '#server/providers/myinvois/client.ts';
import {
  type EInvoiceInput,
  EInvoiceInputError,
} from '#server/providers/myinvois/document-input.ts';
import { MyInvoisError } from '#server/providers/myinvois/http.ts';
import type { EInvoicing } from '#server/providers/myinvois/index.ts';
import {
  type BuyerDetails,
  buyerOf,
  consolidatedInput,
  consolidatedLines,
  documentLines,
  supplierOf,
} from './inputs.ts';
import { monthDays, monthStart, nextMonth } from './months.ts';
import { readEInvoiceSettings } from './settings.ts';
import type { EInvoiceDocumentRow } from './tables.ts';

/** What one submission may weigh, with room below LHDN's 5 MB. */
const SUBMISSION_BYTES = 4.5 * 1024 * 1024;
/** How long an instance holds a document it is sending before another may take it over. */
const LEASE_MS = 10 * 60_000;
/** Waits between tries of a document MyInvois could not take: 1, 2, 4... minutes, at most 1 hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export interface SenderDeps {
  db: Db;
  eInvoicing: EInvoicing;
  utcOffset: string;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * Sends queued documents and follows submitted ones (decision 046). A document is taken by one
 * instance at a time (a guarded update of its lease), and the client's journal, kept in the
 * database, makes sure that what MyInvois already holds is never sent again. A document MyInvois
 * could not take (429, 5xx, no answer) stays queued and is tried again later.
 */
export function createSender(deps: SenderDeps) {
  const { db, eInvoicing, utcOffset, now, log } = deps;
  const iso = (at: number) => new Date(at).toISOString();

  async function claim(id: number): Promise<boolean> {
    const at = now();
    const claimed = await db
      .updateTable('e_invoice_document')
      .set({ lease_until: iso(at + LEASE_MS) })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', iso(at))
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(at))]))
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  /** The document as it is to be sent now, from the receipts and settings as they stand. */
  async function inputOf(document: EInvoiceDocumentRow): Promise<EInvoiceInput> {
    const settings = await readEInvoiceSettings(db);
    const issuedAt = new Date(now());
    if (document.kind === 'invoice_consolidated' && document.period) {
      const from = iso(monthStart(document.period, utcOffset));
      const to = iso(monthStart(nextMonth(document.period), utcOffset));
      const individual = await db
        .selectFrom('e_invoice_document')
        .select('receipt_id')
        .where('kind', '=', 'invoice_individual')
        // A cancelled one gives its sale back to the month's consolidated e-invoice.
        .where('status', '!=', 'cancelled')
        // Asked for within the month of the sale, so made within the period.
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
      const own = new Set(individual.map((row) => row.receipt_id));
      // A supplementary receipt is on no individual e-invoice: always in the month's.
      const receipts = (await receiptsIssuedBetween(db, from, to)).filter(
        (r) => r.supplementOf !== undefined || !own.has(r.id),
      );
      const notes = await creditNotesIssuedBetween(db, from, to);
      const last = receipts.at(-1);
      if (!last) throw new EInvoiceInputError([{ path: 'lines', problem: 'no sales this month' }]);
      return consolidatedInput({
        number: document.number,
        issuedAt,
        supplier: supplierOf(last.body.seller, settings),
        period: monthDays(document.period),
        lines: consolidatedLines(receipts, notes),
      });
    }
    const receipt = document.order_id ? await receiptOfOrder(db, document.order_id) : undefined;
    if (!receipt) throw new EInvoiceInputError([{ path: 'receipt', problem: 'is missing' }]);
    const buyer = await db
      .selectFrom('e_invoice_buyer')
      .select('details')
      .where('document_id', '=', document.original_id ?? document.id)
      .executeTakeFirst();
    const supplier = supplierOf(receipt.body.seller, settings);
    if (document.kind === 'invoice_individual') {
      if (!buyer) throw new EInvoiceInputError([{ path: 'buyer', problem: 'details were erased' }]);
      return {
        kind: 'invoice',
        number: document.number,
        issuedAt,
        supplier,
        buyer: buyerOf(JSON.parse(buyer.details) as BuyerDetails),
        lines: documentLines(receipt.body),
      };
    }
    const original = await db
      .selectFrom('e_invoice_document')
      .select(['number', 'uuid', 'kind'])
      .where('id', '=', document.original_id ?? 0)
      .executeTakeFirstOrThrow();
    const note = document.credit_note_id
      ? await creditNoteById(db, document.credit_note_id)
      : undefined;
    if (!note) throw new EInvoiceInputError([{ path: 'creditNote', problem: 'is missing' }]);
    return {
      kind: 'refund-note',
      number: document.number,
      issuedAt,
      supplier,
      buyer:
        original.kind === 'invoice_individual' && buyer
          ? buyerOf(JSON.parse(buyer.details) as BuyerDetails)
          : 'general-public',
      lines: documentLines(note.body).map((line) =>
        original.kind === 'invoice_consolidated' ? { ...line, classification: '004' } : line,
      ),
      original: { number: original.number, uuid: original.uuid ?? '' },
    };
  }

  async function settle(id: number, values: Partial<Omit<EInvoiceDocumentRow, 'id'>>) {
    await db
      .updateTable('e_invoice_document')
      .set({ ...values, lease_until: null })
      .where('id', '=', id)
      .execute();
  }

  type Prepared = { document: EInvoiceDocumentRow; prepared: SubmittableDocument };

  const problemsOf = (error: EInvoiceInputError) =>
    JSON.stringify(error.problems.map((p) => `${p.path} ${p.problem}`));

  /** Builds and signs a claimed document; one our checks find incomplete is invalid at once. */
  async function prepare(document: EInvoiceDocumentRow): Promise<Prepared | undefined> {
    try {
      const input = await inputOf(document);
      return { document, prepared: eInvoicing.prepare(input, new Date(now())) };
    } catch (error) {
      if (!(error instanceof EInvoiceInputError)) throw error;
      await settle(document.id, {
        status: 'invalid',
        attempts: document.attempts + 1,
        errors: problemsOf(error),
      });
      return undefined;
    }
  }

  /**
   * Sends claimed documents in one submission (LHDN's limit is 100 submissions a minute, 100
   * documents each); never throws for MyInvois's answers: what it could not take stays queued.
   */
  async function submit(batch: Prepared[]): Promise<void> {
    try {
      const { accepted, rejected } = await eInvoicing.client.submitDocuments(
        batch.map((each) => each.prepared),
      );
      for (const { document } of batch) {
        const attempts = document.attempts + 1;
        const taken = accepted.find((each) => each.codeNumber === document.number);
        const refused = rejected.find((each) => each.codeNumber === document.number);
        if (taken) {
          await settle(document.id, {
            status: 'submitted',
            attempts,
            uuid: taken.uuid,
            submission_uid: taken.submissionUid,
            errors: '[]',
          });
        } else if (refused) {
          await settle(document.id, {
            status: 'invalid',
            attempts,
            errors: JSON.stringify(refused.reasons),
          });
        } else {
          await settle(document.id, {
            attempts,
            next_attempt_at: iso(now() + retryDelayMs(attempts)),
          });
        }
      }
    } catch (error) {
      if (!(error instanceof MyInvoisError)) throw error;
      log.warn(
        { err: error, numbers: batch.map((each) => each.document.number) },
        'e-invoices not taken yet; tried again later',
      );
      for (const { document } of batch) {
        const attempts = document.attempts + 1;
        await settle(document.id, {
          attempts,
          next_attempt_at: iso(now() + retryDelayMs(attempts)),
          errors: JSON.stringify([`${error.code}: ${error.message}`]),
        });
      }
    }
  }

  /** Asks MyInvois how a submitted document fared: valid (with its link) or invalid (why). */
  async function follow(document: EInvoiceDocumentRow): Promise<void> {
    if (!document.uuid) return;
    try {
      const details = await eInvoicing.client.getDocumentDetails(document.uuid);
      if (details.status === 'Valid') {
        await settle(document.id, {
          status: 'valid',
          long_id: details.longId ?? null,
          validated_at: details.dateTimeValidated ?? iso(now()),
        });
      } else if (details.status === 'Invalid') {
        await settle(document.id, { status: 'invalid', errors: JSON.stringify(details.reasons) });
      } else if (details.status === 'Cancelled') {
        await settle(document.id, { status: 'cancelled' });
      }
    } catch (error) {
      if (!(error instanceof MyInvoisError)) throw error;
      log.warn({ err: error, number: document.number }, 'e-invoice status not known yet');
    }
  }

  return {
    inputOf,

    /** Sends every queued document that is due and not held by another instance. */
    async sendDue(): Promise<number> {
      const due = await db
        .selectFrom('e_invoice_document')
        .selectAll()
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', iso(now()))
        .orderBy('id')
        .limit(100)
        .execute();
      const ready: Prepared[] = [];
      for (const document of due) {
        if (!(await claim(document.id))) continue;
        const prepared = await prepare(document);
        if (prepared) ready.push(prepared);
      }
      // One submission holds at most 100 documents and 5 MB (sent as base64).
      let batch: Prepared[] = [];
      let bytes = 0;
      for (const each of ready) {
        const size = Math.ceil(Buffer.byteLength(each.prepared.json, 'utf8') / 3) * 4 + 200;
        if (
          batch.length > 0 &&
          (batch.length === SUBMISSION_LIMITS.documents || bytes + size > SUBMISSION_BYTES)
        ) {
          await submit(batch);
          batch = [];
          bytes = 0;
        }
        batch.push(each);
        bytes += size;
      }
      if (batch.length > 0) await submit(batch);
      return ready.length;
    },

    /** Follows every submitted document (LHDN validates within seconds to minutes). */
    async followSubmitted(): Promise<void> {
      const submitted = await db
        .selectFrom('e_invoice_document')
        .selectAll()
        .where('status', '=', 'submitted')
        .orderBy('id')
        .limit(100)
        .execute();
      for (const document of submitted) await follow(document);
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
