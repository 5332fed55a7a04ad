import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // The key a visitor's app sent with the call that placed the order (Idempotency-Key), and a hash
  // of what that call asked for: a repeat of the key answers with this order instead of a second one.
  // Both stay null for orders placed without a key.
  await db.schema.alterTable('orders').addColumn('request_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('request_hash', 'text').execute();
  // One order per visitor and key, whatever races: the second insert meets this index. Rows without
  // a key are all distinct (null is never equal to null in a unique index, on both engines).
  await db.schema
    .createIndex('orders_visitor_request_key')
    .on('orders')
    .columns(['visitor_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_visitor_request_key').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('request_hash').execute();
  await db.schema.alterTable('orders').dropColumn('request_key').execute();
}
