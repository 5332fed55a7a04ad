import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

const GOODS_COLUMNS = [
  // Rentals: priced per hour or per day, at most rent_max of them, deposit left at the counter.
  ['rent_unit', 'text', ''],
  ['rent_max', 'integer', 0],
  ['deposit_sen', 'integer', 0],
  // Food: where it is collected (localised JSON) and how long the kitchen needs.
  ['pickup_point', 'text', ''],
  ['prep_minutes', 'integer', 0],
] as const;

const ORDER_COLUMNS = [
  ['rent_unit', 'text', ''],
  ['rent_periods', 'integer', 0],
  ['deposit_sen', 'integer', 0],
  ['pickup_no', 'text', ''],
  ['pickup_point', 'text', ''],
  ['prep_minutes', 'integer', 0],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, fallback] of GOODS_COLUMNS) {
    await db.schema
      .alterTable('goods')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  for (const [name, type, fallback] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  // First and last day of a rental (YYYY-MM-DD); an hourly rental starts and ends on one day.
  await db.schema.alterTable('orders').addColumn('rent_start', 'text').execute();
  await db.schema.alterTable('orders').addColumn('rent_end', 'text').execute();
  // One running pick-up number per attraction day.
  await db.schema
    .createTable('pickup_counter')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pickup_counter').ifExists().execute();
  for (const name of ['rent_start', 'rent_end', ...ORDER_COLUMNS.map(([column]) => column)]) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
  for (const [name] of GOODS_COLUMNS) {
    await db.schema.alterTable('goods').dropColumn(name).execute();
  }
}
