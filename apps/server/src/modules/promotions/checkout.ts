import { type PromoScope, senToRm } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { AppError } from '#server/lib/errors.ts';
import { createWrongGuesses } from '#server/lib/wrong-guesses.ts';
import type { Adjusted, PriceAdjustment } from '#server/modules/orders/placing.ts';
import type { OrderWatcher } from '#server/modules/orders/service.ts';
import { applyPromotion } from './saving.ts';

/** Wrong codes one visitor may try before waiting (`promoCodeTooManyTries`), and for how long. */
export const WRONG_CODE_LIMIT = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;

export interface PromoCheckoutDeps {
  utcOffset: string;
  now: () => number;
}

/**
 * Promotion codes at checkout (decision 040): the price adjustment every order goes through, and
 * the watcher that keeps a code's use once its order is paid and gives it back when the order
 * expires unpaid or is refunded whole.
 *
 * A use is claimed in the order's own transaction: the promotion's `uses` (and a single-use code's)
 * goes up by a guarded update that fails at the limit, so parallel checkouts take exactly as many
 * uses as the limit allows. Per visitor, uses are counted under the visitor's order lock, which
 * `orders.place` holds.
 */
export function createPromoCheckout(deps: PromoCheckoutDeps) {
  const wrong = createWrongGuesses({
    limit: WRONG_CODE_LIMIT,
    windowMs: WRONG_CODE_WINDOW_MS,
    now: deps.now,
  });

  /** A code that does not exist (or whose promotion was deleted): every wrong code alike. */
  function wrongCode(visitorId: number): never {
    wrong.add(visitorId);
    throw new AppError('promoCodeInvalid');
  }

  const adjust: PriceAdjustment = async (trx, order, context): Promise<Adjusted> => {
    const code = context.promoCode;
    if (!code) return { order };
    if (wrong.blocked(order.visitor.id)) throw new AppError('promoCodeTooManyTries');
    const found = await trx
      .selectFrom('promotion_code')
      .innerJoin('promotion', 'promotion.id', 'promotion_code.promotion_id')
      .select([
        'promotion_code.id as code_id',
        'promotion_code.uses as code_uses',
        'promotion.id',
        'promotion.type',
        'promotion.value',
        'promotion.scope',
        'promotion.sale_from',
        'promotion.sale_to',
        'promotion.visit_from',
        'promotion.visit_to',
        'promotion.max_uses',
        'promotion.max_per_visitor',
        'promotion.max_units_per_order',
        'promotion.min_spend_sen',
        'promotion.single_use',
        'promotion.uses',
      ])
      .where('promotion_code.code', '=', code)
      .where('promotion.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!found) return wrongCode(order.visitor.id);

    const today = attractionToday(deps.utcOffset, deps.now());
    if ((found.sale_from && today < found.sale_from) || (found.sale_to && today > found.sale_to)) {
      throw new AppError('promoCodeExpired');
    }
    if (found.visit_from || found.visit_to) {
      const day = order.visitDate ?? order.extra?.rent_start ?? null;
      if (
        !day ||
        (found.visit_from && day < found.visit_from) ||
        (found.visit_to && day > found.visit_to)
      ) {
        throw new AppError('promoCodeNotForBasket');
      }
    }
    const listTotal = order.lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
    if (listTotal < found.min_spend_sen) {
      throw new AppError('promoCodeMinSpend', undefined, { amount: senToRm(found.min_spend_sen) });
    }
    const { lines, savingSen } = applyPromotion(
      { kind: order.kind, ticketId: order.ticketId, lines: order.lines },
      {
        type: found.type,
        value: found.value,
        scope: JSON.parse(found.scope) as PromoScope,
        maxUnitsPerOrder: found.max_units_per_order,
      },
    );
    if (savingSen === 0) throw new AppError('promoCodeNotForBasket');
    if (found.max_per_visitor !== null) {
      const mine = await trx
        .selectFrom('promotion_use')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('promotion_id', '=', found.id)
        .where('visitor_id', '=', order.visitor.id)
        .where('status', 'in', ['held', 'kept'])
        .executeTakeFirst();
      if (Number(mine?.count ?? 0) >= found.max_per_visitor) {
        throw new AppError('promoCodeAlreadyUsed');
      }
    }
    const usedUp =
      (found.max_uses !== null && found.uses >= found.max_uses) ||
      (found.single_use === 1 && found.code_uses >= 1);
    if (usedUp) throw new AppError('promoCodeUsedUp');

    const priced = { ...order, lines, discount: { code, amountSen: savingSen } };
    if (context.preview) return { order: priced };
    await claim(trx, found);
    return {
      order: priced,
      written: async (write, placed) => {
        const at = new Date(deps.now()).toISOString();
        await write
          .insertInto('promotion_use')
          .values({
            promotion_id: found.id,
            code_id: found.code_id,
            order_id: placed.id,
            order_no: placed.orderNo,
            visitor_id: order.visitor.id,
            saving_sen: savingSen,
            status: 'held',
            created_at: at,
            updated_at: at,
          })
          .execute();
      },
    };
  };

  /** Takes one use of the promotion and of its code, or refuses at the limit (guarded updates). */
  async function claim(
    trx: Transaction<Database>,
    found: { id: number; code_id: number; max_uses: number | null; single_use: number },
  ) {
    const promotion = await trx
      .updateTable('promotion')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', found.id)
      .where((eb) => (found.max_uses === null ? eb.lit(true) : eb('uses', '<', found.max_uses)))
      .executeTakeFirst();
    if (Number(promotion.numUpdatedRows) !== 1) throw new AppError('promoCodeUsedUp');
    const code = await trx
      .updateTable('promotion_code')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', found.code_id)
      .where((eb) => (found.single_use === 1 ? eb('uses', '<', 1) : eb.lit(true)))
      .executeTakeFirst();
    if (Number(code.numUpdatedRows) !== 1) throw new AppError('promoCodeUsedUp');
  }

  /** Gives an order's use back to its code (the order expired unpaid, or was refunded whole). */
  async function release(trx: Transaction<Database>, orderId: number) {
    const at = new Date(deps.now()).toISOString();
    const use = await trx
      .updateTable('promotion_use')
      .set({ status: 'released', updated_at: at })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['held', 'kept'])
      .returning(['promotion_id', 'code_id'])
      .executeTakeFirst();
    if (!use) return;
    await trx
      .updateTable('promotion')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('id', '=', use.promotion_id)
      .execute();
    await trx
      .updateTable('promotion_code')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('id', '=', use.code_id)
      .execute();
  }

  const watcher: OrderWatcher = {
    async paid(trx, order) {
      await trx
        .updateTable('promotion_use')
        .set({ status: 'kept', updated_at: new Date(deps.now()).toISOString() })
        .where('order_id', '=', order.id)
        .where('status', '=', 'held')
        .execute();
    },
    expired: (trx, order) => release(trx, order.id),
    async refunded(trx, order, refund) {
      if (refund.whole) await release(trx, order.id);
    },
  };

  return { adjust, watcher };
}
