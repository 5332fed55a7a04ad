import type { GoodsKind, SectionKeyword } from '@scenic/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

export function listTickets(db: Db, limit?: number) {
  let query = db
    .selectFrom('ticket')
    .select(['id', 'name', 'intro', 'cover', 'price_sen', 'tags'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

export interface GoodsFilter {
  kind: GoodsKind;
  typeId?: number | undefined;
  keyword?: string | undefined;
}

function goodsQuery(db: Db, filter: GoodsFilter) {
  let query = db
    .selectFrom('goods')
    .where('goods.kind', '=', filter.kind)
    .where('goods.enabled', '=', 1);
  if (filter.typeId) query = query.where('goods.type_id', '=', filter.typeId);
  if (filter.keyword) {
    // Names are stored with every language, so one match covers a visitor typing in any of them.
    const escaped = filter.keyword.replace(/[\\%_]/g, (char) => `\\${char}`);
    query = query.where(sql<boolean>`lower(goods.name) like lower(${`%${escaped}%`}) escape '\\'`);
  }
  return query;
}

/** One page of goods of a kind with their lowest SKU price. */
export function listGoods(db: Db, filter: GoodsFilter, page = 1, limit = 100) {
  return goodsQuery(db, filter)
    .select((eb) => [
      'goods.id',
      'goods.kind',
      'goods.type_id',
      'goods.name',
      'goods.intro',
      'goods.cover',
      'goods.score_tenths',
      'goods.sales',
      'goods.rent_unit',
      eb
        .selectFrom('goods_sku')
        .select((sku) => sku.fn.min<number>('goods_sku.price_sen').as('min'))
        .whereRef('goods_sku.goods_id', '=', 'goods.id')
        .where('goods_sku.retired', '=', 0)
        .as('min_price_sen'),
    ])
    .orderBy('goods.sort')
    .orderBy('goods.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

export async function countGoods(db: Db, filter: GoodsFilter): Promise<number> {
  const row = await goodsQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function listGoodsTypes(db: Db, kind: GoodsKind) {
  return db
    .selectFrom('goods_type')
    .select(['id', 'name'])
    .where('kind', '=', kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The home carousel's photographs: their watermarked previews (never the originals). */
export function listScenery(db: Db, limit: number) {
  return db
    .selectFrom('scenery')
    .select(['id', 'cover', 'preview'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether an item of that kind has that id, shown to visitors or not (a banner may point at it). */
export async function itemExists(db: Db, kind: SectionKeyword, id: number): Promise<boolean> {
  const query =
    kind === 'ticket'
      ? db.selectFrom('ticket').select('id').where('id', '=', id)
      : kind === 'scenery'
        ? db.selectFrom('scenery').select('id').where('id', '=', id)
        : db.selectFrom('goods').select('id').where('id', '=', id).where('kind', '=', kind);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findGoods(db: Db, id: number) {
  return db
    .selectFrom('goods')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

export async function specsOf(db: Db, goodsId: number) {
  const specs = await db
    .selectFrom('goods_spec')
    .select(['id', 'name'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const options = specs.length
    ? await db
        .selectFrom('goods_spec_option')
        .select(['id', 'spec_id', 'name'])
        .where(
          'spec_id',
          'in',
          specs.map((spec) => spec.id),
        )
        .orderBy('sort')
        .orderBy('id')
        .execute()
    : [];
  return { specs, options };
}

export function skusOf(db: Db, goodsId: number) {
  return db
    .selectFrom('goods_sku')
    .select(['id', 'option_ids', 'price_sen', 'stock'])
    .where('goods_id', '=', goodsId)
    .where('retired', '=', 0)
    .orderBy('id')
    .execute();
}
