import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Every order list, detail, review check and stock return reads lines by their order.
  await db.schema.createIndex('order_line_order').on('order_line').column('order_id').execute();
  // The day's sweep looks for paid orders whose date has passed, by kind and status.
  await db.schema
    .createIndex('orders_kind_status')
    .on('orders')
    .columns(['kind', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_kind_status').ifExists().execute();
  await db.schema.dropIndex('order_line_order').ifExists().execute();
}
