import type { GoodsKind } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * The catalogue owns goods, their combinations (`goods_sku`) and their stock: the editor sets
 * stock, and orders take and give back units only through these functions, so one module writes
 * the table (the stock a rental holds while out, a refund's units put back...).
 */

/** Units of one combination: its id, and how many. */
export interface Units {
  skuId: number;
  quantity: number;
}

/**
 * The combinations an order asks for, with what pricing and checking it needs of their goods;
 * only those of goods of `kind` (a combination of another kind is not found).
 */
export function combinationsForSale(db: Db, skuIds: number[], kind: GoodsKind) {
  return db
    .selectFrom('goods_sku')
    .innerJoin('goods', 'goods.id', 'goods_sku.goods_id')
    .select([
      'goods_sku.id',
      'goods_sku.goods_id',
      'goods_sku.option_ids',
      'goods_sku.price_sen',
      'goods.name',
      'goods.cover',
      'goods.rent_unit',
      'goods.rent_max',
      'goods.deposit_sen',
      'goods.pickup_point',
      'goods.prep_minutes',
      'goods.type_id',
      'goods.gift_card',
      'goods.enabled',
      'goods_sku.retired',
    ])
    .where('goods_sku.id', 'in', skuIds)
    .where('goods.kind', '=', kind)
    .execute();
}

/** Which of these combinations are gift cards (decision 042). */
export async function giftCardSkus(db: Db, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('goods_sku')
    .innerJoin('goods', 'goods.id', 'goods_sku.goods_id')
    .select('goods_sku.id')
    .where('goods_sku.id', 'in', skuIds)
    .where('goods.gift_card', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The names of options (sizes, colours) by id, for the lines of an order. */
export async function optionNames(db: Db, optionIds: number[]): Promise<Map<number, string>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods_spec_option')
    .select(['id', 'name'])
    .where('id', 'in', optionIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Takes units out of stock, each with one conditional update (never below zero, never of a
 * combination taken off sale), in id order so two carts of the same goods never wait on each
 * other. Throws `outOfStock` when one cannot be taken: the caller's transaction rolls back.
 */
export async function takeUnits(trx: Transaction<Database>, units: Units[]): Promise<void> {
  for (const unit of [...units].sort((a, b) => a.skuId - b.skuId)) {
    const taken = await trx
      .updateTable('goods_sku')
      .set((eb) => ({ stock: eb('stock', '-', unit.quantity) }))
      .where('id', '=', unit.skuId)
      .where('retired', '=', 0)
      .where('stock', '>=', unit.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('outOfStock');
  }
}

/** Puts units back in stock (an order expired, refunded, or a rental returned), in id order. */
export async function returnUnits(trx: Transaction<Database>, units: Units[]): Promise<void> {
  for (const unit of [...units].sort((a, b) => a.skuId - b.skuId)) {
    if (unit.quantity <= 0) continue;
    await trx
      .updateTable('goods_sku')
      .set((eb) => ({ stock: eb('stock', '+', unit.quantity) }))
      .where('id', '=', unit.skuId)
      .execute();
  }
}

/** A good's review score, in tenths of a star (the average of its shown reviews). */
export async function setScore(
  trx: Transaction<Database>,
  goodsId: number,
  scoreTenths: number,
): Promise<void> {
  await trx
    .updateTable('goods')
    .set({ score_tenths: scoreTenths })
    .where('id', '=', goodsId)
    .execute();
}
