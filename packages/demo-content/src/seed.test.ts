import { enginesUnderTest } from '@scenic/server/test/engines.ts';
import { createTestApp } from '@scenic/server/test/test-app.ts';
import { describe, expect, it } from 'vitest';
import { seedDemo } from './index.ts';
import { t as t_ } from './text.ts';

const TABLES = ['banner', 'notice', 'ticket', 'goods', 'goods_sku', 'scenery', 'setting'] as const;

describe.each(enginesUnderTest())('demo seed on $name', (engine) => {
  it('is idempotent, also when two instances seed at once', async () => {
    const t = await createTestApp(engine);
    try {
      const counts = async () => {
        const result: Record<string, number> = {};
        for (const table of TABLES) {
          const row = await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          result[table] = Number(row.n);
        }
        return result;
      };
      const before = await counts();
      expect(before.goods).toBe(17);
      const again = await Promise.all([seedDemo(t.database.db), seedDemo(t.database.db)]);
      expect(again).toEqual([false, false]);
      expect(await counts()).toEqual(before);
    } finally {
      await t.close();
    }
  });

  it('gives every goods one SKU per combination of its spec options', async () => {
    const t = await createTestApp(engine);
    try {
      const bottle = await t.database.db
        .selectFrom('goods')
        .select('id')
        .where('name', 'like', '%Insulated water bottle%')
        .executeTakeFirstOrThrow();
      const skus = await t.database.db
        .selectFrom('goods_sku')
        .select(['option_ids', 'price_sen'])
        .where('goods_id', '=', bottle.id)
        .execute();
      expect(skus).toHaveLength(4);
      expect(new Set(skus.map((sku) => sku.option_ids)).size).toBe(4);
      expect(skus.every((sku) => sku.option_ids.split(',').length === 2)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('gives a demo rental seeded with the old "Duration" options the current ones', async () => {
    const t = await createTestApp(engine);
    const db = t.database.db;
    try {
      const bike = await db
        .selectFrom('goods')
        .select('id')
        .where('cover', 'like', '%hire-bicycle%')
        .executeTakeFirstOrThrow();
      // As a database seeded before rentals were priced per day: a duration option with its price.
      const specs = await db
        .selectFrom('goods_spec')
        .select('id')
        .where('goods_id', '=', bike.id)
        .execute();
      await db.deleteFrom('goods_sku').where('goods_id', '=', bike.id).execute();
      await db
        .deleteFrom('goods_spec_option')
        .where(
          'spec_id',
          'in',
          specs.map((spec) => spec.id),
        )
        .execute();
      await db.deleteFrom('goods_spec').where('goods_id', '=', bike.id).execute();
      const duration = await db
        .insertInto('goods_spec')
        .values({ goods_id: bike.id, name: t_('时长', 'Duration', 'Tempoh'), sort: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const option = await db
        .insertInto('goods_spec_option')
        .values({ spec_id: duration.id, name: t_('2 小时', '2 hours', '2 jam'), sort: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('goods_sku')
        .values({ goods_id: bike.id, option_ids: String(option.id), price_sen: 2000, stock: 40 })
        .execute();
      await db.deleteFrom('setting').where('key', '=', 'seed.demo.rentals-food').execute();

      expect(await seedDemo(db)).toBe(true);
      const skus = await db
        .selectFrom('goods_sku')
        .select('price_sen')
        .where('goods_id', '=', bike.id)
        .orderBy('price_sen')
        .execute();
      expect(skus.map((sku) => sku.price_sen)).toEqual([3500, 5000]);
      const names = await db
        .selectFrom('goods_spec')
        .select('name')
        .where('goods_id', '=', bike.id)
        .execute();
      expect(names.map((row) => JSON.parse(row.name).en)).toEqual(['Size']);
    } finally {
      await t.close();
    }
  });

  it('sells a gift card in amounts as the last item of the shop, also in a database seeded before gift cards', async () => {
    const t = await createTestApp(engine);
    const db = t.database.db;
    const card = () =>
      db
        .selectFrom('goods')
        .innerJoin('goods_type', 'goods_type.id', 'goods.type_id')
        .select([
          'goods.id',
          'goods.kind',
          'goods.sort',
          'goods.gift_card',
          'goods_type.id as type_id',
          'goods_type.name as type_name',
        ])
        .where('goods.gift_card', '=', 1)
        .execute();
    try {
      const [seeded, ...more] = await card();
      expect(more).toEqual([]);
      expect(seeded).toMatchObject({ kind: 'store', gift_card: 1 });
      expect(JSON.parse(seeded?.type_name ?? '{}').en).toBe('Gift cards');
      const last = await db
        .selectFrom('goods')
        .select('id')
        .orderBy('sort', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last.id).toBe(seeded?.id);
      const skus = await db
        .selectFrom('goods_sku')
        .select(['price_sen', 'stock'])
        .where('goods_id', '=', seeded?.id ?? 0)
        .orderBy('price_sen')
        .execute();
      expect(skus).toEqual([
        { price_sen: 5000, stock: 9999 },
        { price_sen: 10000, stock: 9999 },
        { price_sen: 20000, stock: 9999 },
      ]);

      // As a database seeded before gift cards were sold: no card, no category, no marker.
      const id = seeded?.id ?? 0;
      const specs = await db
        .selectFrom('goods_spec')
        .select('id')
        .where('goods_id', '=', id)
        .execute();
      await db.deleteFrom('goods_sku').where('goods_id', '=', id).execute();
      await db
        .deleteFrom('goods_spec_option')
        .where(
          'spec_id',
          'in',
          specs.map((spec) => spec.id),
        )
        .execute();
      await db.deleteFrom('goods_spec').where('goods_id', '=', id).execute();
      await db.deleteFrom('goods').where('id', '=', id).execute();
      await db
        .deleteFrom('goods_type')
        .where('id', '=', seeded?.type_id ?? 0)
        .execute();
      await db.deleteFrom('setting').where('key', '=', 'seed.demo.gift-card').execute();

      expect(await seedDemo(db)).toBe(true);
      const [again, ...twice] = await card();
      expect(twice).toEqual([]);
      expect(again?.sort).toBe(seeded?.sort);
      expect(await seedDemo(db)).toBe(false);
      expect(await card()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
