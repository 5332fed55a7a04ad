import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Why the counter kept a rental's deposit (damaged, late); '' when it was given back.
  await db.schema
    .alterTable('orders')
    .addColumn('deposit_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('deposit_note').execute();
}
