import {
  type CreateGoodsOrderBody,
  type LocalizedText,
  MAX_UNITS_PER_LINE,
  type OrderPreview,
  type PaymentStart,
  RENTAL_BOOKING_DAYS,
} from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError } from '#server/lib/errors.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import {
  combinationsForSale,
  optionNames,
  returnUnits,
  takeUnits,
} from '#server/modules/catalogue/stock.ts';
import type { OrderPlan, PricedOrder } from '#server/modules/orders/placing.ts';
import type { OrderRequest } from '#server/modules/orders/request-key.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import { type RentedGoods, rentalTerms } from './rental.ts';

/** Order kinds by the catalogue kind they sell. */
const ORDER_KIND = { store: 'shop', food: 'food', hire: 'rental' } as const;

/** "Curry laksa and 1 more": the first good's name, and how many other goods the order holds. */
function orderTitle(firstName: string, goodsCount: number): string {
  if (goodsCount <= 1) return firstName;
  const name = JSON.parse(firstName) as LocalizedText;
  const more = goodsCount - 1;
  return JSON.stringify({
    zh: `${name.zh} 等${goodsCount}件`,
    en: `${name.en} and ${more} more`,
    ma: `${name.ma} dan ${more} lagi`,
  });
}

/** "Hornbill plush toy · Medium 30 cm", in every language, with a rental's period last. */
function lineName(goodsName: string, optionNames: string[], period?: LocalizedText): string {
  const goods = JSON.parse(goodsName) as LocalizedText;
  const options = optionNames.map((name) => JSON.parse(name) as LocalizedText);
  const pick = (locale: keyof LocalizedText) =>
    [goods[locale], ...options.map((option) => option[locale]), period?.[locale]]
      .filter(Boolean)
      .join(' · ');
  return JSON.stringify({ zh: pick('zh'), en: pick('en'), ma: pick('ma') });
}

/**
 * Store, food and rental orders: the server reads every price itself and takes stock per
 * combination with one conditional update each, all in one transaction with the order.
 */
export function createGoodsOrders(
  db: Db,
  orders: OrderService,
  settings: { utcOffset: string; now?: () => number },
) {
  const now = settings.now ?? Date.now;
  return {
    /** Places the order (orders.place: once per Idempotency-Key, with its stock taken). */
    create(
      visitor: VisitorRow,
      body: CreateGoodsOrderBody,
      request?: OrderRequest,
    ): Promise<PaymentStart> {
      return orders.place(visitor, request, () => orderPlan(body));
    },

    /** What the order would cost with its promotion code, before it is placed. */
    preview(visitor: VisitorRow, body: CreateGoodsOrderBody): Promise<OrderPreview> {
      return orders.preview(visitor, () => orderPlan(body));
    },
  };

  /** What a goods order brings to the orders core: its units, prices, and the stock it takes. */
  async function orderPlan(body: CreateGoodsOrderBody): Promise<OrderPlan> {
    // The same combination twice in a cart is one line.
    const wanted = new Map<number, { goodsId: number; num: number }>();
    for (const item of body.items) {
      const line = wanted.get(item.spec_id);
      if (line && line.goodsId !== item.goods_id) throw new AppError('validation', 'invalidValue');
      wanted.set(item.spec_id, { goodsId: item.goods_id, num: (line?.num ?? 0) + item.num });
    }
    // Merged lines meet the same cap as one line: five lines of 99 are not one of 495.
    for (const line of wanted.values()) {
      if (line.num > MAX_UNITS_PER_LINE) {
        throw new AppError('validation', 'lineQuantityTooMany', { n: MAX_UNITS_PER_LINE });
      }
    }
    const skus = await combinationsForSale(db, [...wanted.keys()], body.kind);
    // A combination of another good, another kind, or none at all is refused.
    for (const [skuId, line] of wanted) {
      const sku = skus.find((candidate) => candidate.id === skuId);
      if (!sku || sku.goods_id !== line.goodsId) throw new AppError('validation', 'invalidValue');
    }
    // A good staff turned off, or a combination they took off it, is no longer sold.
    if (skus.some((sku) => sku.enabled !== 1 || sku.retired !== 0)) {
      throw new AppError('goodsUnavailable');
    }
    const optionIds = skus.flatMap((sku) => sku.option_ids.split(',').filter(Boolean).map(Number));
    const optionName = await optionNames(db, optionIds);
    const first = skus[0];
    if (!first) throw new AppError('validation', 'quantityInvalid');
    const quantityOf = (skuId: number) => wanted.get(skuId)?.num ?? 0;

    let extra: PricedOrder['extra'] = {};
    let period: { multiplier: number; label?: LocalizedText } = { multiplier: 1 };
    if (body.kind === 'hire') {
      const today = attractionToday(settings.utcOffset, now());
      const terms = rentalTerms(skus as RentedGoods[], body.rental, {
        today,
        lastStart: addDays(today, RENTAL_BOOKING_DAYS),
      });
      period = { multiplier: terms.periods, label: terms.label };
      extra = {
        rent_unit: terms.unit,
        rent_periods: terms.periods,
        rent_start: terms.start,
        rent_end: terms.end,
        deposit_sen: skus.reduce((sum, sku) => sum + sku.deposit_sen * quantityOf(sku.id), 0),
      };
    } else if (body.kind === 'food') {
      extra = {
        pickup_point: skus.find((sku) => sku.pickup_point)?.pickup_point ?? '',
        prep_minutes: Math.max(...skus.map((sku) => sku.prep_minutes)),
      };
    }

    const priced: PricedOrder = {
      title: orderTitle(first.name, new Set(skus.map((sku) => sku.goods_id)).size),
      cover: first.cover,
      note: body.note ?? '',
      // Gift cards only: nothing is handed over or posted (decision 042).
      delivery:
        body.kind === 'store' && !skus.every((sku) => sku.gift_card === 1)
          ? JSON.stringify(body.delivery ?? { type: 'pickup' })
          : '',
      extra,
      lines: skus.map((sku) => ({
        itemId: sku.id,
        name: lineName(
          sku.name,
          sku.option_ids
            .split(',')
            .filter(Boolean)
            .map((id) => optionName.get(Number(id)) ?? '{}'),
          period.label,
        ),
        // A rental line's unit price covers the whole period: RM 50/day for 2 days is RM 100.
        unitPriceSen: sku.price_sen * period.multiplier,
        quantity: quantityOf(sku.id),
        goodsId: sku.goods_id,
        categoryId: sku.type_id,
        storedValue: sku.gift_card === 1,
      })),
    };
    return {
      kind: ORDER_KIND[body.kind],
      promoCode: body.promoCode || undefined,
      giftCard: body.giftCard,
      holds: { units: new Map([...wanted].map(([skuId, line]) => [skuId, line.num])) },
      price: async () => priced,
      // A combination's row, which every buyer of it updates, stays locked from its update to the
      // commit only. Out of stock rolls the order back with the rest.
      reserve: (trx) =>
        takeUnits(
          trx,
          [...wanted].map(([skuId, line]) => ({ skuId, quantity: line.num })),
        ),
    };
  }
}

/** Gives back the stock an order of goods still holds (expired, lapsed, or a rental returned). */
export async function releaseStock(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  const lines = await trx
    .selectFrom('order_line')
    .select(['item_id', 'quantity', 'refunded'])
    .where('order_id', '=', order.id)
    .execute();
  // What a refund already gave back is not given back again.
  await returnUnits(
    trx,
    lines.map((line) => ({ skuId: line.item_id, quantity: line.quantity - line.refunded })),
  );
}

/** Draws a food order's pick-up number: one running number per attraction day. */
export async function drawPickupNumber(trx: Transaction<Database>, day: string): Promise<string> {
  const counter = await trx
    .insertInto('pickup_counter')
    .values({ day, last: 1 })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet((eb) => ({ last: eb('pickup_counter.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return String(counter.last).padStart(3, '0');
}
