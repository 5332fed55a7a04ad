import type { CreateGoodsOrderBody, LocalizedText, PaymentStart } from '@scenic/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderRow, VisitorRow } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderService } from '../orders/service.ts';

/** Order kinds by the catalogue kind they sell. */
const ORDER_KIND = { store: 'shop', food: 'food', hire: 'hire' } as const;

/** "Hornbill plush toy · Medium 30 cm", in every language. */
function lineName(goodsName: string, optionNames: string[]): string {
  const goods = JSON.parse(goodsName) as LocalizedText;
  const options = optionNames.map((name) => JSON.parse(name) as LocalizedText);
  const pick = (locale: keyof LocalizedText) =>
    [goods[locale], ...options.map((option) => option[locale])].filter(Boolean).join(' · ');
  return JSON.stringify({ zh: pick('zh'), en: pick('en'), ma: pick('ma') });
}

/**
 * Store, food and rental orders: the server reads every price itself and takes stock per
 * combination with one conditional update each, all in one transaction with the order.
 */
export function createGoodsOrders(db: Kysely<Database>, orders: OrderService) {
  return {
    async create(visitor: VisitorRow, body: CreateGoodsOrderBody): Promise<PaymentStart> {
      // The same combination twice in a cart is one line.
      const wanted = new Map<number, { goodsId: number; num: number }>();
      for (const item of body.items) {
        const line = wanted.get(item.spec_id);
        if (line && line.goodsId !== item.goods_id)
          throw new AppError('validation', 'invalidValue');
        wanted.set(item.spec_id, { goodsId: item.goods_id, num: (line?.num ?? 0) + item.num });
      }
      const skus = await db
        .selectFrom('goods_sku')
        .innerJoin('goods', 'goods.id', 'goods_sku.goods_id')
        .select([
          'goods_sku.id',
          'goods_sku.goods_id',
          'goods_sku.option_ids',
          'goods_sku.price_sen',
          'goods.name',
          'goods.cover',
        ])
        .where('goods_sku.id', 'in', [...wanted.keys()])
        .where('goods.kind', '=', body.kind)
        .where('goods.enabled', '=', 1)
        .execute();
      // A combination of another good, another kind, or none at all is refused.
      for (const [skuId, line] of wanted) {
        const sku = skus.find((candidate) => candidate.id === skuId);
        if (!sku || sku.goods_id !== line.goodsId) throw new AppError('validation', 'invalidValue');
      }
      const optionIds = skus.flatMap((sku) =>
        sku.option_ids.split(',').filter(Boolean).map(Number),
      );
      const options = optionIds.length
        ? await db
            .selectFrom('goods_spec_option')
            .select(['id', 'name'])
            .where('id', 'in', optionIds)
            .execute()
        : [];
      const optionName = new Map(options.map((option) => [option.id, option.name]));
      const first = skus[0];
      if (!first) throw new AppError('validation', 'quantityInvalid');

      return db.transaction().execute(async (trx) => {
        for (const [skuId, line] of wanted) {
          const taken = await trx
            .updateTable('goods_sku')
            .set((eb) => ({ stock: eb('stock', '-', line.num) }))
            .where('id', '=', skuId)
            .where('stock', '>=', line.num)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new AppError('outOfStock');
        }
        return orders.create(trx, {
          visitor,
          kind: ORDER_KIND[body.kind],
          title: first.name,
          cover: first.cover,
          note: body.note ?? '',
          delivery:
            body.kind === 'store' ? JSON.stringify(body.delivery ?? { type: 'pickup' }) : '',
          lines: skus.map((sku) => ({
            itemId: sku.id,
            name: lineName(
              sku.name,
              sku.option_ids
                .split(',')
                .filter(Boolean)
                .map((id) => optionName.get(Number(id)) ?? '{}'),
            ),
            unitPriceSen: sku.price_sen,
            quantity: wanted.get(sku.id)?.num ?? 0,
          })),
        });
      });
    },
  };
}

/** Gives an expired goods order's stock back, line by line. */
export async function releaseStock(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  const lines = await trx
    .selectFrom('order_line')
    .select(['item_id', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('goods_sku')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.item_id)
      .execute();
  }
}
