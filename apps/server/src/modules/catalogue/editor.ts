import {
  allLanguages,
  type ConsoleGoods,
  type ConsoleGoodsList,
  type ConsoleGoodsRow,
  type ConsoleGoodsType,
  type GoodsKind,
  type GoodsSave,
  type goodsTypeSaveBodySchema,
  type Locale,
  senToRm,
} from '@scenic/contracts';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { containsPattern } from '#server/lib/like-pattern.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderedGoods } from '#server/modules/goods-orders/ordered-goods.ts';
import { specsOf } from './repository.ts';

export interface CatalogueEditorDeps {
  db: Db;
  audit: Audit;
  /** What orders say about combinations: the catalogue itself knows no order kinds. */
  ordered: OrderedGoods;
  /** Called once a change is committed: cached home lists are forgotten on every instance. */
  changed: () => void;
}

type GoodsTypeSave = z.output<typeof goodsTypeSaveBodySchema>;

/** The item as staff edit it, with its specs and every combination sold (retired ones left out). */
async function loadGoods(
  db: Db,
  id: number,
  ordered: OrderedGoods,
): Promise<ConsoleGoods | undefined> {
  const row = await db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { specs, options } = await specsOf(db, id);
  const skus = await db
    .selectFrom('goods_sku')
    .select(['id', 'option_ids', 'price_sen', 'stock'])
    .where('goods_id', '=', id)
    .where('retired', '=', 0)
    .orderBy('id')
    .execute();
  const everySku = await db
    .selectFrom('goods_sku')
    .select('id')
    .where('goods_id', '=', id)
    .execute();
  const orders = await ordered.ordersNaming(
    db,
    everySku.map((sku) => sku.id),
  );

  const specList = specs.map((spec) => ({
    id: spec.id,
    name: allLanguages(spec.name),
    options: options
      .filter((option) => option.spec_id === spec.id)
      .map((option) => ({ id: option.id, name: allLanguages(option.name) })),
  }));
  // Where each option sits: which spec, which position; a SKU is written as those positions.
  const place = new Map<number, [number, number]>();
  specList.forEach((spec, specIndex) => {
    spec.options.forEach((option, optionIndex) => {
      place.set(option.id, [specIndex, optionIndex]);
    });
  });
  const skuRows: ConsoleGoods['skus'] = [];
  for (const sku of skus) {
    const ids = sku.option_ids.split(',').filter(Boolean).map(Number);
    const positions: number[] = new Array(specList.length).fill(-1);
    for (const optionId of ids) {
      const at = place.get(optionId);
      if (at) positions[at[0]] = at[1];
    }
    // A combination that no longer fits the specs (written by hand) is not shown; saving drops it.
    if (ids.length !== specList.length || positions.includes(-1)) continue;
    skuRows.push({
      id: sku.id,
      options: positions,
      price: senToRm(sku.price_sen),
      stock: sku.stock,
    });
  }
  skuRows.sort((a, b) => {
    for (let index = 0; index < a.options.length; index++) {
      const step = (a.options[index] ?? 0) - (b.options[index] ?? 0);
      if (step !== 0) return step;
    }
    return 0;
  });

  return {
    id: row.id,
    kind: row.kind,
    typeId: row.type_id,
    name: allLanguages(row.name),
    intro: allLanguages(row.intro),
    description: allLanguages(row.description),
    cover: row.cover,
    images: JSON.parse(row.images) as string[],
    sort: row.sort,
    enabled: row.enabled === 1,
    specs: specList,
    skus: skuRows,
    rent:
      row.kind === 'hire'
        ? {
            unit: row.rent_unit || 'day',
            max: row.rent_max || 1,
            deposit: senToRm(row.deposit_sen),
          }
        : null,
    food:
      row.kind === 'food'
        ? { pickupPoint: allLanguages(row.pickup_point), prepMinutes: row.prep_minutes }
        : null,
    giftCard: row.gift_card === 1,
    sales: row.sales,
    orders: Number(orders),
  };
}

/** What an audit row keeps of an item: everything staff edit, not its counters. */
const audited = (goods: ConsoleGoods | undefined) => {
  if (!goods) return null;
  const { orders: _orders, sales: _sales, ...rest } = goods;
  return rest;
};

/**
 * The catalogue as content staff edit it: goods, rentals and food with their specs, every
 * combination's price and stock, pictures, categories and each kind's terms. Each change is one
 * transaction with its audit row; visitors see it on their next call.
 */
export function createCatalogueEditor(deps: CatalogueEditorDeps) {
  const { db, audit } = deps;
  /**
   * A change staff make: `work` writes it with its audit row in one transaction; once committed,
   * every instance forgets its cached lists.
   */
  const change = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    const done = await db.transaction().execute(work);
    deps.changed();
    return done;
  };

  function filtered(query: {
    kind?: GoodsKind | undefined;
    typeId?: number | undefined;
    keyword?: string | undefined;
    state: 'all' | 'on' | 'off';
  }) {
    let select = db.selectFrom('goods').innerJoin('goods_type', 'goods_type.id', 'goods.type_id');
    if (query.kind) select = select.where('goods.kind', '=', query.kind);
    if (query.typeId) select = select.where('goods.type_id', '=', query.typeId);
    if (query.state !== 'all')
      select = select.where('goods.enabled', '=', query.state === 'on' ? 1 : 0);
    if (query.keyword) {
      // Names keep every language, so one match finds a word typed in any of them.
      const text = containsPattern(query.keyword.toLowerCase());
      select = select.where(sql<boolean>`lower(goods.name) like ${text} escape '\\'`);
    }
    return select;
  }

  /** Replaces an item's specs and options as sent; answers the option ids of each spec, in order. */
  async function writeSpecs(
    trx: Transaction<Database>,
    goodsId: number,
    specs: GoodsSave['specs'],
  ): Promise<number[][]> {
    const existingSpecs = new Set(
      (
        await trx.selectFrom('goods_spec').select('id').where('goods_id', '=', goodsId).execute()
      ).map((spec) => spec.id),
    );
    const existingOptions = new Map(
      (existingSpecs.size
        ? await trx
            .selectFrom('goods_spec_option')
            .select(['id', 'spec_id'])
            .where('spec_id', 'in', [...existingSpecs])
            .execute()
        : []
      ).map((option) => [option.id, option.spec_id]),
    );
    const keptSpecs = new Set<number>();
    const keptOptions = new Set<number>();
    const grid: number[][] = [];
    for (const [specIndex, spec] of specs.entries()) {
      let specId: number;
      const specRow = { name: JSON.stringify(spec.name), sort: specIndex + 1 };
      if (spec.id !== undefined) {
        // A spec of another item, or one deleted since the form was opened.
        if (!existingSpecs.has(spec.id) || keptSpecs.has(spec.id)) {
          throw new AppError('goodsChangedElsewhere');
        }
        specId = spec.id;
        await trx.updateTable('goods_spec').set(specRow).where('id', '=', specId).execute();
      } else {
        specId = (
          await trx
            .insertInto('goods_spec')
            .values({ goods_id: goodsId, ...specRow })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      keptSpecs.add(specId);
      const optionIds: number[] = [];
      for (const [optionIndex, option] of spec.options.entries()) {
        const optionRow = { name: JSON.stringify(option.name), sort: optionIndex + 1 };
        let optionId: number;
        if (option.id !== undefined) {
          if (existingOptions.get(option.id) !== specId || keptOptions.has(option.id)) {
            throw new AppError('goodsChangedElsewhere');
          }
          optionId = option.id;
          await trx
            .updateTable('goods_spec_option')
            .set(optionRow)
            .where('id', '=', optionId)
            .execute();
        } else {
          optionId = (
            await trx
              .insertInto('goods_spec_option')
              .values({ spec_id: specId, ...optionRow })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        keptOptions.add(optionId);
        optionIds.push(optionId);
      }
      grid.push(optionIds);
    }
    // Options and specs taken away go; orders and reviews keep their own copies of the names.
    const goneOptions = [...existingOptions.keys()].filter((id) => !keptOptions.has(id));
    if (goneOptions.length) {
      await trx.deleteFrom('goods_spec_option').where('id', 'in', goneOptions).execute();
    }
    const goneSpecs = [...existingSpecs].filter((id) => !keptSpecs.has(id));
    if (goneSpecs.length) {
      await trx.deleteFrom('goods_spec_option').where('spec_id', 'in', goneSpecs).execute();
      await trx.deleteFrom('goods_spec').where('id', 'in', goneSpecs).execute();
    }
    return grid;
  }

  /**
   * Writes one SKU per combination. A combination that stays keeps its id (orders and reviews
   * name it); one taken away is deleted, or retired while an order still names it.
   */
  async function writeSkus(
    trx: Transaction<Database>,
    goodsId: number,
    grid: number[][],
    skus: GoodsSave['skus'],
  ): Promise<void> {
    const existing = await trx
      .selectFrom('goods_sku')
      .select(['id', 'option_ids', 'retired'])
      .where('goods_id', '=', goodsId)
      .execute();
    const byKey = new Map(existing.map((sku) => [sku.option_ids, sku]));
    const kept = new Set<number>();
    for (const sku of skus) {
      const key = sku.options
        .map((position, spec) => grid[spec]?.[position] ?? 0)
        .sort((a, b) => a - b)
        .join(',');
      const found = byKey.get(key);
      if (!found) {
        await trx
          .insertInto('goods_sku')
          .values({ goods_id: goodsId, option_ids: key, price_sen: sku.price, stock: sku.stock })
          .execute();
        continue;
      }
      kept.add(found.id);
      // Moved by what staff changed, so units visitors took while the form was open stay taken.
      const delta = sku.stockWas === undefined ? null : sku.stock - sku.stockWas;
      await trx
        .updateTable('goods_sku')
        .set({
          price_sen: sku.price,
          retired: 0,
          stock:
            delta === null || found.retired === 1
              ? sku.stock
              : sql<number>`case when stock + ${delta} < 0 then 0 else stock + ${delta} end`,
        })
        .where('id', '=', found.id)
        .execute();
    }
    const gone = existing.filter((sku) => !kept.has(sku.id) && sku.retired === 0);
    if (gone.length === 0) return;
    const goneIds = gone.map((sku) => sku.id);
    // Retired first: an order placed meanwhile waits for this row, then finds no stock...
    await trx
      .updateTable('goods_sku')
      .set({ retired: 1, stock: 0 })
      .where('id', 'in', goneIds)
      .execute();
    // ...and only combinations no order names are deleted (no new order can name them now).
    const named = await deps.ordered.named(trx, goneIds);
    const unnamed = goneIds.filter((skuId) => !named.has(skuId));
    if (unnamed.length > 0) await trx.deleteFrom('goods_sku').where('id', 'in', unnamed).execute();
  }

  async function loadType(db: Db, id: number): Promise<ConsoleGoodsType | undefined> {
    const row = await db
      .selectFrom('goods_type')
      .select((eb) => [
        'goods_type.id',
        'goods_type.kind',
        'goods_type.name',
        'goods_type.sort',
        eb
          .selectFrom('goods')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('goods.type_id', '=', 'goods_type.id')
          .as('items'),
      ])
      .where('goods_type.id', '=', id)
      .executeTakeFirst();
    return row && toType(row);
  }

  const toType = (row: {
    id: number;
    kind: GoodsKind;
    name: string;
    sort: number;
    items: number | string | null;
  }): ConsoleGoodsType => ({
    id: row.id,
    kind: row.kind,
    name: allLanguages(row.name),
    sort: row.sort,
    items: Number(row.items ?? 0),
  });

  return {
    async list(
      query: {
        kind?: GoodsKind | undefined;
        typeId?: number | undefined;
        keyword?: string | undefined;
        state: 'all' | 'on' | 'off';
        page: number;
        limit: number;
      },
      locale: Locale,
    ): Promise<ConsoleGoodsList> {
      // Over the combinations sold (retired ones left out).
      const sold = (fn: 'min' | 'max' | 'sum', column: 'price_sen' | 'stock') =>
        sql<number | string | null>`(select ${sql.raw(fn)}(${sql.ref(`goods_sku.${column}`)})
          from goods_sku where goods_sku.goods_id = goods.id and goods_sku.retired = 0)`;
      const [rows, count] = await Promise.all([
        filtered(query)
          .select([
            'goods.id',
            'goods.kind',
            'goods.type_id',
            'goods_type.name as type_name',
            'goods.name',
            'goods.cover',
            'goods.sort',
            'goods.enabled',
            'goods.sales',
            sold('min', 'price_sen').as('min_price_sen'),
            sold('max', 'price_sen').as('max_price_sen'),
            sold('sum', 'stock').as('stock'),
          ])
          .orderBy('goods.kind')
          .orderBy('goods.sort')
          .orderBy('goods.id')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        filtered(query)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const list: ConsoleGoodsRow[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        typeId: row.type_id,
        typeName: localizeJson(row.type_name, locale),
        name: allLanguages(row.name),
        cover: row.cover,
        minPrice: senToRm(Number(row.min_price_sen ?? 0)),
        maxPrice: senToRm(Number(row.max_price_sen ?? 0)),
        stock: Number(row.stock ?? 0),
        sort: row.sort,
        enabled: row.enabled === 1,
        sales: row.sales,
      }));
      return { list, total: Number(count.total), page: query.page, limit: query.limit };
    },

    async detail(id: number): Promise<ConsoleGoods> {
      const goods = await loadGoods(db, id, deps.ordered);
      if (!goods) throw notFound();
      return goods;
    },

    async save(body: GoodsSave, actor: StaffActor): Promise<ConsoleGoods> {
      return change(async (trx) => {
        const type = await trx
          .selectFrom('goods_type')
          .select(['id', 'kind'])
          .where('id', '=', body.typeId)
          .executeTakeFirst();
        if (!type || type.kind !== body.kind) throw new AppError('goodsTypeMissing');
        const row = {
          type_id: body.typeId,
          name: JSON.stringify(body.name),
          intro: JSON.stringify(body.intro),
          description: JSON.stringify(body.description),
          cover: body.cover,
          images: JSON.stringify(body.images),
          sort: body.sort,
          enabled: body.enabled ? 1 : 0,
          rent_unit: body.kind === 'hire' ? body.rent.unit : ('' as const),
          rent_max: body.kind === 'hire' ? body.rent.max : 0,
          deposit_sen: body.kind === 'hire' ? body.rent.deposit : 0,
          pickup_point: body.kind === 'food' ? JSON.stringify(body.food.pickupPoint) : '',
          prep_minutes: body.kind === 'food' ? body.food.prepMinutes : 0,
          gift_card: body.kind === 'store' && body.giftCard ? 1 : 0,
        };
        let before: ConsoleGoods | undefined;
        let id: number;
        if (body.id !== undefined) {
          // Two staff saving one item take turns, so neither writes specs over the other's half.
          await holdLock(trx, `goods:${body.id}`);
          before = await loadGoods(trx, body.id, deps.ordered);
          if (!before) throw notFound();
          if (before.kind !== body.kind) throw new AppError('goodsKindFixed');
          id = body.id;
          await trx.updateTable('goods').set(row).where('id', '=', id).execute();
        } else {
          id = (
            await trx
              .insertInto('goods')
              .values({ ...row, kind: body.kind, score_tenths: 0, sales: 0 })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        const grid = await writeSpecs(trx, id, body.specs);
        await writeSkus(trx, id, grid, body.skus);
        const after = await loadGoods(trx, id, deps.ordered);
        if (!after) throw notFound();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'catalogue.goods_saved',
          target: `goods:${id}`,
          before: audited(before),
          after: audited(after),
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Off: hidden from visitors' lists and pages, no new orders; its orders read as before. */
    async setEnabled(id: number, enabled: boolean, actor: StaffActor): Promise<ConsoleGoods> {
      return change(async (trx) => {
        const before = await trx
          .selectFrom('goods')
          .select(['id', 'name', 'enabled'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw notFound();
        await trx
          .updateTable('goods')
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        const name = allLanguages(before.name);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: enabled ? 'catalogue.goods_shown' : 'catalogue.goods_hidden',
          target: `goods:${id}`,
          before: { name, enabled: before.enabled === 1 },
          after: { name, enabled },
          ip: actor.ip,
        });
        const after = await loadGoods(trx, id, deps.ordered);
        if (!after) throw notFound();
        return after;
      });
    },

    async categories(kind?: GoodsKind): Promise<ConsoleGoodsType[]> {
      let query = db.selectFrom('goods_type').select((eb) => [
        'goods_type.id',
        'goods_type.kind',
        'goods_type.name',
        'goods_type.sort',
        eb
          .selectFrom('goods')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('goods.type_id', '=', 'goods_type.id')
          .as('items'),
      ]);
      if (kind) query = query.where('goods_type.kind', '=', kind);
      const rows = await query
        .orderBy('goods_type.kind')
        .orderBy('goods_type.sort')
        .orderBy('goods_type.id')
        .execute();
      return rows.map(toType);
    },

    async saveCategory(body: GoodsTypeSave, actor: StaffActor): Promise<ConsoleGoodsType> {
      return change(async (trx) => {
        const row = { name: JSON.stringify(body.name), sort: body.sort };
        let before: ConsoleGoodsType | undefined;
        let id: number;
        if (body.id !== undefined) {
          before = await loadType(trx, body.id);
          if (!before) throw notFound();
          if (before.kind !== body.kind) throw new AppError('goodsKindFixed');
          id = body.id;
          await trx.updateTable('goods_type').set(row).where('id', '=', id).execute();
        } else {
          id = (
            await trx
              .insertInto('goods_type')
              .values({ ...row, kind: body.kind })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        const after = await loadType(trx, id);
        if (!after) throw notFound();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'catalogue.category_saved',
          target: `goods_type:${id}`,
          before: before ?? null,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** A category with items (on or off) is kept: 1050, with how many in `data.items`. */
    async deleteCategory(id: number, actor: StaffActor): Promise<null> {
      await change(async (trx) => {
        const before = await loadType(trx, id);
        if (!before) throw notFound();
        if (before.items > 0) {
          const refusal = new AppError('goodsTypeInUse');
          refusal.data = { items: before.items };
          throw refusal;
        }
        await trx.deleteFrom('goods_type').where('id', '=', id).execute();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'catalogue.category_deleted',
          target: `goods_type:${id}`,
          before,
          ip: actor.ip,
        });
      });
      return null;
    },
  };
}

export type CatalogueEditor = ReturnType<typeof createCatalogueEditor>;
