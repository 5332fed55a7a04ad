import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Where a goods order goes: JSON of {type: 'pickup'} or the delivery address.
  await db.schema
    .alterTable('orders')
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery').execute();
}
