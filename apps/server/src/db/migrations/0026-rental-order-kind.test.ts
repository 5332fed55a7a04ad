import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, migrateToLatest } from '#server/db/connect.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { openEmptyDatabase } from '#test/test-app.ts';
import { migrations } from './index.ts';

describe.each(enginesUnderTest())('migration 0026 on $name', (engine) => {
  let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let database: AppDatabase;
  // The schema as of 0025 stored rental orders as kind 'hire'.
  let db: Kysely<any>;
  beforeAll(async () => {
    empty = await openEmptyDatabase(engine);
    database = empty.database;
    db = database.db as unknown as Kysely<any>;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(empty.schema ? { migrationTableSchema: empty.schema } : {}),
    });
    const before = await migrator.migrateTo('0025-pass-short-codes');
    expect(before.error).toBeUndefined();
  });
  afterAll(async () => empty.close());

  it('calls the rental orders placed before it rentals, and leaves every other order as it was', async () => {
    const now = new Date().toISOString();
    const visitor = await db
      .insertInto('visitor')
      .values({ email: 'old@example.com', created_at: now, last_login_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kinds = ['hire', 'ticket', 'shop', 'hire', 'food', 'image'];
    await db
      .insertInto('orders')
      .values(
        kinds.map((kind, i) => ({
          order_no: `X${String(i).padStart(8, '0')}`,
          visitor_id: visitor.id,
          kind,
          status: 'paid',
          title: '{"en":"Something"}',
          total_sen: 1000 + i,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await migrateToLatest(database.db);

    const orders = await database.db
      .selectFrom('orders')
      .select(['order_no', 'kind', 'status', 'total_sen'])
      .orderBy('order_no')
      .execute();
    expect(orders.map((order) => order.kind)).toEqual([
      'rental',
      'ticket',
      'shop',
      'rental',
      'food',
      'image',
    ]);
    expect(orders.map((order) => order.total_sen)).toEqual([1000, 1001, 1002, 1003, 1004, 1005]);
    expect(orders.every((order) => order.status === 'paid')).toBe(true);
  });
});
