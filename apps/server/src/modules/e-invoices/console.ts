import type { ConsoleEInvoice, EInvoiceSettings, EInvoiceState } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { MyInvoisError } from '#server/providers/myinvois/http.ts';
import type { EInvoicing } from '#server/providers/myinvois/index.ts';
import { monthOf, monthStart, nextMonth } from './months.ts';
import { readEInvoiceSettings, saveEInvoiceSettings } from './settings.ts';
import type { EInvoiceDocumentRow } from './tables.ts';

export interface ConsoleDeps {
  db: Db;
  audit: Audit;
  eInvoicing: EInvoicing | undefined;
  utcOffset: string;
  now: () => number;
}

/** The console's e-invoices screen (admins): the documents, resubmitting, cancelling, settings. */
export function createEInvoiceConsole(deps: ConsoleDeps) {
  const { db, audit, eInvoicing, utcOffset, now } = deps;
  const iso = (at: number) => new Date(at).toISOString();

  const show = (row: EInvoiceDocumentRow): ConsoleEInvoice => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    period: row.period,
    orderId: row.order_id,
    status: row.status,
    uuid: row.uuid,
    errors: JSON.parse(row.errors) as string[],
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    validatedAt: row.validated_at,
    validationLink:
      row.status === 'valid' && row.uuid && row.long_id && eInvoicing
        ? eInvoicing.client.validationLink(row.uuid, row.long_id)
        : null,
  });

  async function find(id: number, from: Db = db): Promise<EInvoiceDocumentRow> {
    const row = await from
      .selectFrom('e_invoice_document')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: { status?: EInvoiceState | undefined; page: number; pageSize: number }) {
      let base = db.selectFrom('e_invoice_document');
      if (query.status) base = base.where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(show), total: Number(count.n) };
    },

    /**
     * Queues an invalid document again, after the operator corrected what LHDN objected to (the
     * settings, the receipts' registration numbers): it is built anew when sent, under its number.
     */
    async resubmit(id: number, actor: StaffActor): Promise<ConsoleEInvoice> {
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('e_invoice_document')
          .set({ status: 'queued', next_attempt_at: iso(now()), lease_until: null })
          .where('id', '=', id)
          .where('status', '=', 'invalid')
          .executeTakeFirst();
        if (moved.numUpdatedRows !== 1n) {
          await find(id, trx);
          throw new AppError('eInvoiceNotResubmittable');
        }
        await audit.record(trx, {
          ...actor,
          action: 'e_invoice.resubmitted',
          target: `e_invoice:${id}`,
          before: { status: 'invalid' },
          after: { status: 'queued' },
        });
      });
      return show(await find(id));
    },

    /** Cancels a valid document within LHDN's 72 hours; after that a note is the way back. */
    async cancel(id: number, reason: string, actor: StaffActor): Promise<ConsoleEInvoice> {
      const row = await find(id);
      if (!eInvoicing || row.status !== 'valid' || !row.uuid) {
        throw new AppError('eInvoiceNotCancellable');
      }
      try {
        await eInvoicing.client.cancelDocument({
          uuid: row.uuid,
          reason,
          ...(row.validated_at ? { validatedAt: new Date(row.validated_at) } : {}),
        });
      } catch (error) {
        if (error instanceof MyInvoisError && !error.retryable) {
          throw new AppError('eInvoiceNotCancellable');
        }
        throw error;
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('e_invoice_document')
          .set({ status: 'cancelled' })
          .where('id', '=', id)
          .execute();
        await audit.record(trx, {
          ...actor,
          action: 'e_invoice.cancelled',
          target: `e_invoice:${id}`,
          before: { status: 'valid' },
          after: { status: 'cancelled', reason },
        });
      });
      return show(await find(id));
    },

    async settings() {
      return { settings: await readEInvoiceSettings(db), connected: eInvoicing !== undefined };
    },

    /**
     * Saves the settings. Turned on, the first consolidated e-invoice is of the month it is turned
     * on in: earlier months are not sent.
     */
    async saveSettings(next: EInvoiceSettings, actor: StaffActor) {
      const before = await readEInvoiceSettings(db);
      await saveEInvoiceSettings({ db, audit }, next, actor);
      if (next.enabled && !before.enabled) {
        const first = monthStart(nextMonth(monthOf(now(), utcOffset)), utcOffset);
        await db
          .updateTable('e_invoice_run')
          .set({ due_at: iso(first) })
          .where('job', '=', 'consolidate')
          .where('due_at', '<', iso(first))
          .execute();
      }
      return { settings: next, connected: eInvoicing !== undefined };
    },
  };
}

export type EInvoiceConsole = ReturnType<typeof createEInvoiceConsole>;
