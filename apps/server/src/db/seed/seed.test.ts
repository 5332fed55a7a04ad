import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../test/engines.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { seedDemo } from './index.ts';

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
});
