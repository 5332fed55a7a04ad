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
      expect(before.goods).toBe(16);
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
});
