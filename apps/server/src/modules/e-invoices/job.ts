import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { offsetMinutes } from '#server/lib/attraction-time.ts';
import { startPeriodicJob } from '#server/lib/periodic-job.ts';
import {
  creditNotesIssuedBetween,
  receiptOfOrder,
  receiptsIssuedBetween,
} from '#server/modules/receipts/for-e-invoices.ts';
import { monthOf, monthStart, nextMonth, previousMonth } from './months.ts';
import type { Sender } from './sender.ts';
import { readEInvoiceSettings } from './settings.ts';

const JOB = 'consolidate';
/** Refunds looked at for notes: those of the last 13 months (a later one has no e-invoice left). */
const NOTES_LOOK_BACK_MS = 400 * 86_400_000;

export interface JobDeps {
  db: Db;
  /** Absent without MyInvois credentials: the job then only erases old buyer details. */
  sender: Sender | undefined;
  utcOffset: string;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Our number of a month's consolidated e-invoice: "CEI-2026-11". */
export const consolidatedNumber = (month: string) => `CEI-${month}`;

/**
 * The e-invoice job (decision 046), run by every instance every few minutes:
 * 1. From the 1st, the previous month's consolidated e-invoice is queued, once: one row
 *    (`e_invoice_run`) says when it is next due, and only the instance whose guarded update moved
 *    it on queues it (its number is unique besides).
 * 2. Refunds of sales already in a valid e-invoice get a refund note referencing it.
 * 3. Queued documents are sent, submitted ones followed (`sender.ts`).
 * 4. Buyer details past their keeping period are erased.
 */
export function createEInvoiceJob(deps: JobDeps) {
  const { db, sender, utcOffset, now } = deps;
  const iso = (at: number) => new Date(at).toISOString();

  /** Moves the due time to the next month's 1st if it has come: true for the one caller that did. */
  async function claimMonth(at: number): Promise<boolean> {
    const next = monthStart(nextMonth(monthOf(at, utcOffset)), utcOffset);
    const claimed = await db
      .updateTable('e_invoice_run')
      .set({ due_at: iso(next), ran_at: iso(at) })
      .where('job', '=', JOB)
      .where('due_at', '<=', iso(at))
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  /** Queues the previous month's consolidated e-invoice when it is due; true when it did. */
  async function queueConsolidated(at: number): Promise<boolean> {
    if (!(await claimMonth(at))) return false;
    const month = previousMonth(monthOf(at, utcOffset));
    const sales = await receiptsIssuedBetween(
      db,
      iso(monthStart(month, utcOffset)),
      iso(monthStart(nextMonth(month), utcOffset)),
    );
    if (sales.length === 0) return false;
    const inserted = await db
      .insertInto('e_invoice_document')
      .values({
        kind: 'invoice_consolidated',
        number: consolidatedNumber(month),
        period: month,
        status: 'queued',
        next_attempt_at: iso(at),
        created_at: iso(at),
      })
      .onConflict((oc) => oc.column('number').doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Refund notes for credit notes of sales whose e-invoice is already valid. */
  async function queueRefundNotes(at: number): Promise<void> {
    const notes = await creditNotesIssuedBetween(db, iso(at - NOTES_LOOK_BACK_MS), iso(at + 1));
    if (notes.length === 0) return;
    const done = new Set(
      (
        await db
          .selectFrom('e_invoice_document')
          .select('credit_note_id')
          .where('credit_note_id', 'is not', null)
          .execute()
      ).map((row) => row.credit_note_id),
    );
    for (const note of notes) {
      if (done.has(note.id)) continue;
      const individual = await db
        .selectFrom('e_invoice_document')
        .select(['id', 'status'])
        .where('kind', '=', 'invoice_individual')
        .where('receipt_id', '=', note.receiptId)
        .executeTakeFirst();
      let original: { id: number; status: string } | undefined = individual;
      if (!individual) {
        // A refund in the sale's own month is netted in that month's consolidated e-invoice.
        const receiptMonth = await saleMonthOf(note.orderId);
        if (!receiptMonth || receiptMonth === monthOf(Date.parse(note.issuedAt), utcOffset))
          continue;
        original = await db
          .selectFrom('e_invoice_document')
          .select(['id', 'status'])
          .where('number', '=', consolidatedNumber(receiptMonth))
          .executeTakeFirst();
      }
      if (original?.status !== 'valid') continue;
      await db
        .insertInto('e_invoice_document')
        .values({
          kind: 'refund_note',
          number: `ERN-${note.number}`,
          order_id: note.orderId,
          receipt_id: note.receiptId,
          credit_note_id: note.id,
          original_id: original.id,
          status: 'queued',
          next_attempt_at: iso(at),
          created_at: iso(at),
        })
        .onConflict((oc) => oc.column('number').doNothing())
        .execute();
    }
  }

  async function saleMonthOf(orderId: number): Promise<string | undefined> {
    const receipt = await receiptOfOrder(db, orderId);
    return receipt ? monthOf(Date.parse(receipt.issuedAt), utcOffset) : undefined;
  }

  /** Erases the buyer details whose keeping period is over. */
  async function purgeBuyers(at: number): Promise<number> {
    const purged = await db
      .deleteFrom('e_invoice_buyer')
      .where('keep_until', '<', iso(at))
      .executeTakeFirst();
    return Number(purged.numDeletedRows);
  }

  /** LHDN wants last month's consolidated e-invoice by the 7th: say so from the 5th if it is not valid. */
  async function warnIfLate(at: number): Promise<void> {
    const day = Number(new Date(at + offsetMinutes(utcOffset) * 60_000).toISOString().slice(8, 10));
    if (day < 5) return;
    const month = previousMonth(monthOf(at, utcOffset));
    const document = await db
      .selectFrom('e_invoice_document')
      .select(['status', 'errors'])
      .where('number', '=', consolidatedNumber(month))
      .executeTakeFirst();
    if (document && document.status !== 'valid' && document.status !== 'cancelled') {
      deps.log.warn(
        { month, status: document.status, errors: document.errors },
        'the consolidated e-invoice is not valid yet; LHDN expects it by the 7th',
      );
    }
  }

  return {
    queueConsolidated,

    /** One round of the job; nothing happens while e-invoicing is off. */
    async run(): Promise<void> {
      const at = now();
      await purgeBuyers(at);
      if (!sender || !(await readEInvoiceSettings(db)).enabled) return;
      await queueConsolidated(at);
      await queueRefundNotes(at);
      await sender.sendDue();
      await sender.followSubmitted();
      await warnIfLate(at);
    },
  };
}

export type EInvoiceJob = ReturnType<typeof createEInvoiceJob>;

/** Each instance runs the job every `minutes`; stops with the server. */
export function startEInvoiceTimer(
  job: EInvoiceJob,
  {
    minutes,
    log,
    onClose,
  }: { minutes: number; log: FastifyBaseLogger; onClose: (stop: () => void) => void },
): void {
  startPeriodicJob({
    name: 'e-invoice job',
    everyMs: minutes * 60_000,
    log,
    onClose,
    run: job.run,
  });
}
