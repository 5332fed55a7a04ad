import { formatShortCode, type Locale, normalizeShortCode } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { AppError } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { isGenuinePassCode } from './passes.ts';

/** A pass for another day: says which, so the gate can tell the visitor. */
export class PassForAnotherDay extends AppError {
  readonly visitDate: string;
  constructor(visitDate: string) {
    super('passNotToday');
    this.visitDate = visitDate;
    this.data = { visitDate };
  }
}

export class PassAlreadyUsed extends AppError {
  readonly usedAt: string;
  constructor(usedAt: string) {
    super('passUsed');
    this.usedAt = usedAt;
    this.data = { usedAt };
  }
}

/**
 * Which pass a code names: the QR's long code (its HMAC tag checked first, so a forged one is
 * refused without a look-up), else the short code as typed, read kindly; null for neither.
 */
function passWhere(secret: string, code: string) {
  if (isGenuinePassCode(secret, code)) return { column: 'ticket_pass.code', value: code } as const;
  const short = normalizeShortCode(code);
  return short ? ({ column: 'ticket_pass.short_code', value: short } as const) : null;
}

/**
 * The gate's scan, by the QR's code or the short code typed under it (the same answers for both):
 * a genuine pass for today admits once. A second scan is refused and says when the first one was.
 * Each admission is audited with who let the ticket in (a person or a turnstile). Guessing short
 * codes is hopeless: 50 bits, and only staff (or a turnstile's key) may ask, at the rate limit.
 */
export function createGate(deps: {
  db: Db;
  orders: OrderService;
  audit: Audit;
  secret: string;
  utcOffset: string;
}) {
  const { db } = deps;
  return async function scan(code: string, locale: Locale, actor: StaffActor) {
    const where = passWhere(deps.secret, code);
    if (!where) throw new AppError('passUnknown');
    const pass = await db
      .selectFrom('ticket_pass')
      .innerJoin('orders', 'orders.id', 'ticket_pass.order_id')
      .select([
        'ticket_pass.id',
        'ticket_pass.status',
        'ticket_pass.used_at',
        'ticket_pass.short_code',
        'orders.id as order_id',
        'orders.order_no',
        'orders.title',
        'orders.visit_date',
        'orders.slot_label',
        'orders.quantity',
        'orders.status as order_status',
      ])
      .where(where.column, '=', where.value)
      .executeTakeFirst();
    if (!pass) throw new AppError('passUnknown');
    if (pass.status === 'used' && pass.used_at) throw new PassAlreadyUsed(pass.used_at);
    if (pass.order_status === 'refunded') throw new AppError('passRefunded');
    if (pass.order_status !== 'ready_to_use') throw new AppError('passUnknown');
    const today = attractionToday(deps.utcOffset);
    if (pass.visit_date !== today) throw new PassForAnotherDay(pass.visit_date ?? '');
    const usedAt = new Date().toISOString();
    // What was read above is checked again as it is written: a ticket moved to another date
    // or used at another gate meanwhile is not admitted today.
    const move = { from: 'ready_to_use', to: 'used', at: usedAt, onVisitDay: today } as const;
    const admitted = await deps.orders.moveAt(pass.order_id, move, async (trx) => {
      const marked = await trx
        .updateTable('ticket_pass')
        .set({ status: 'used', used_at: usedAt })
        .where('id', '=', pass.id)
        .where('status', '=', 'ready')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await deps.audit.record(trx, {
        ...actor,
        action: 'order.admitted',
        target: `order:${pass.order_no}`,
        before: { status: 'ready_to_use' },
        after: { status: 'used' },
      });
      return true;
    });
    if (!admitted) {
      const again = await db
        .selectFrom('ticket_pass')
        .innerJoin('orders', 'orders.id', 'ticket_pass.order_id')
        .select(['ticket_pass.used_at', 'orders.visit_date'])
        .where('ticket_pass.id', '=', pass.id)
        .executeTakeFirst();
      if (again?.used_at) throw new PassAlreadyUsed(again.used_at);
      if (again?.visit_date && again.visit_date !== today) {
        throw new PassForAnotherDay(again.visit_date);
      }
      throw new AppError('passUnknown');
    }
    const lines = await db
      .selectFrom('order_line')
      .select(['name', 'quantity', 'refunded'])
      .where('order_id', '=', pass.order_id)
      .orderBy('id')
      .execute();
    return {
      shortCode: formatShortCode(pass.short_code),
      tickets: lines
        .filter((line) => line.quantity > line.refunded)
        .map((line) => ({
          name: localizeJson(line.name, locale),
          quantity: line.quantity - line.refunded,
        })),
      orderNo: pass.order_no,
      title: localizeJson(pass.title, locale),
      visitDate: pass.visit_date ?? '',
      slot: pass.slot_label,
      quantity: pass.quantity,
      usedAt,
    };
  };
}

/** Today's gate figures: people admitted, and people holding tickets for today still to come. */
export async function gateToday(db: Db, today: string) {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.sum<number | string>('quantity').as('people')])
    .where('kind', '=', 'ticket')
    .where('visit_date', '=', today)
    .where('status', 'in', ['used', 'ready_to_use'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.people ?? 0);
  return { date: today, checkedIn: count('used'), expected: count('ready_to_use') };
}
