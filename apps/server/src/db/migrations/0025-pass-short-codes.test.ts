import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, migrateToLatest } from '#server/db/connect.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { openEmptyDatabase } from '#test/test-app.ts';
import { migrations } from './index.ts';

/** More passes than the migration fills in one batch. */
const OLD_PASSES = 1203;

describe.each(enginesUnderTest())('migration 0025 on $name', (engine) => {
  let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let database: AppDatabase;
  // The schema as of 0024 has no short codes: rows are written as that schema had them.
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
    const before = await migrator.migrateTo('0024-staff-login-throttle');
    expect(before.error).toBeUndefined();
  });
  afterAll(async () => empty.close());

  it('gives every pass issued before it a short code of its own, and keeps them unique', async () => {
    const now = new Date().toISOString();
    const visitor = await db
      .insertInto('visitor')
      .values({ email: 'old@example.com', created_at: now, last_login_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orders = await db
      .insertInto('orders')
      .values(
        Array.from({ length: OLD_PASSES }, (_, i) => ({
          order_no: `T${String(i).padStart(8, '0')}`,
          visitor_id: visitor.id,
          kind: 'ticket',
          status: i % 2 ? 'used' : 'ready_to_use',
          title: '{"en":"Day pass"}',
          total_sen: 4500,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('ticket_pass')
      .values(
        orders.map((order, i) => ({
          order_id: order.id,
          code: `old-code-${i}`,
          status: i % 2 ? 'used' : 'ready',
          used_at: i % 2 ? now : null,
          created_at: now,
        })),
      )
      .execute();

    await migrateToLatest(database.db);

    const passes = await database.db
      .selectFrom('ticket_pass')
      .select(['code', 'short_code', 'status'])
      .orderBy('id')
      .execute();
    expect(passes).toHaveLength(OLD_PASSES);
    for (const pass of passes) expect(pass.short_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(passes.map((pass) => pass.short_code)).size).toBe(OLD_PASSES);
    // Nothing else about the old passes changed.
    expect(passes[0]).toMatchObject({ code: 'old-code-0', status: 'ready' });
    expect(passes[1]).toMatchObject({ code: 'old-code-1', status: 'used' });

    const [first, second] = passes;
    await expect(
      database.db
        .updateTable('ticket_pass')
        .set({ short_code: first?.short_code ?? '' })
        .where('code', '=', second?.code ?? '')
        .execute(),
    ).rejects.toThrow();
  });
});
