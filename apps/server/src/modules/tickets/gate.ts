import {
  formatShortCode,
  type GateCardMissing,
  type GateCardMissingBody,
  type Locale,
  normalizeShortCode,
  senToRm,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { AppError } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { isGenuinePassCode } from './passes.ts';
import * as repo from './repository.ts';
import { dayPrice } from './service.ts';

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
        'orders.ticket_id',
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
    const [lines, checks, types] = await Promise.all([
      db
        .selectFrom('order_line')
        .select(['name', 'quantity', 'refunded'])
        .where('order_id', '=', pass.order_id)
        .orderBy('id')
        .execute(),
      repo.gateChecksOf(db, [pass.order_id]),
      typesOn(db, pass.ticket_id ?? 0, today),
    ]);
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
      checks: checks.map((check) => ({
        variantId: check.variant_id,
        ticket: localizeJson(check.ticket, locale),
        check: localizeJson(check.check, locale),
        people: Number(check.people),
      })),
      // Only a pass with a card to check needs the types to admit its people at instead.
      types:
        checks.length === 0
          ? []
          : types.map((type) => ({
              id: type.id,
              name: localizeJson(type.name, locale),
              price: senToRm(type.priceSen),
              check: type.check_name === null ? null : localizeJson(type.check_name, locale),
            })),
    };
  };
}

/** A ticket's types with their price on `date` (the date's percentage of the base prices). */
async function typesOn(db: Db, ticketId: number, date: string) {
  const [variants, day] = await Promise.all([
    repo.listVariants(db, ticketId),
    db
      .selectFrom('ticket_day')
      .select('price_percent')
      .where('ticket_id', '=', ticketId)
      .where('date', '=', date)
      .executeTakeFirst(),
  ]);
  const percent = day?.price_percent ?? 100;
  return variants.map((variant) => ({
    ...variant,
    priceSen: dayPrice(variant.price_sen, percent),
  }));
}

/**
 * People a pass admitted today at another ticket type than they bought, because the card their
 * type asks for was not shown (staff's note says so): recorded with the type they were let in at
 * and what it costs more that day, to collect at the counter, and audited. Never more people than
 * the pass's carded type still admits, less those already recorded; never a type of another
 * ticket, nor one asking for the same card. No card number is asked for or kept.
 */
export function createCardMissing(deps: {
  db: Db;
  audit: Audit;
  utcOffset: string;
  now?: () => number;
}) {
  const { db } = deps;
  return async function cardMissing(
    body: GateCardMissingBody,
    locale: Locale,
    actor: StaffActor,
  ): Promise<GateCardMissing> {
    const today = attractionToday(deps.utcOffset, (deps.now ?? Date.now)());
    const order = await db
      .selectFrom('orders')
      .innerJoin('ticket_pass', 'ticket_pass.order_id', 'orders.id')
      .select(['orders.id', 'orders.order_no', 'orders.ticket_id', 'ticket_pass.status'])
      .where('orders.order_no', '=', body.orderNo)
      .where('orders.kind', '=', 'ticket')
      .where('orders.status', '=', 'used')
      .where('orders.visit_date', '=', today)
      .executeTakeFirst();
    if (order?.status !== 'used') throw new AppError('gateNotAdmittedToday');
    const [carded] = (await repo.gateChecksOf(db, [order.id])).filter(
      (line) => line.variant_id === body.variantId,
    );
    if (!carded) throw new AppError('gateCardNotAsked');
    const types = await typesOn(db, order.ticket_id ?? 0, today);
    const bought = types.find((type) => type.id === body.variantId);
    const instead = types.find((type) => type.id === body.asVariantId);
    if (!bought || !instead || instead.id === bought.id || instead.check_id === bought.check_id) {
      throw new AppError('gateTypeInvalid');
    }
    const differenceSen = Math.max(0, instead.priceSen - carded.unit_price_sen) * body.people;
    await db.transaction().execute(async (trx) => {
      // Two gates recording for one pass at once take turns, so the people add up.
      await holdLock(trx, `gate:order:${order.id}`);
      const recorded = await trx
        .selectFrom('gate_exception')
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<number | string>('people'), eb.val(0)).as('people'),
        )
        .where('order_id', '=', order.id)
        .where('variant_id', '=', body.variantId)
        .executeTakeFirstOrThrow();
      if (Number(recorded.people) + body.people > Number(carded.people)) {
        throw new AppError('gateCardNotAsked');
      }
      await trx
        .insertInto('gate_exception')
        .values({
          order_id: order.id,
          variant_id: body.variantId,
          people: body.people,
          as_variant_id: instead.id,
          as_name: instead.name,
          difference_sen: differenceSen,
          note: body.note,
          staff_id: actor.staffId,
          created_at: new Date((deps.now ?? Date.now)()).toISOString(),
        })
        .execute();
      await deps.audit.record(trx, {
        ...actor,
        action: 'order.admitted_without_card',
        target: `order:${order.order_no}`,
        before: { type: localizeJson(bought.name, 'en'), people: body.people },
        after: {
          type: localizeJson(instead.name, 'en'),
          difference: senToRm(differenceSen),
          note: body.note,
        },
      });
    });
    return {
      people: body.people,
      asName: localizeJson(instead.name, locale),
      difference: senToRm(differenceSen),
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
