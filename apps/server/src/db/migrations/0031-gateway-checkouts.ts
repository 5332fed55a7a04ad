import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // The gateway's hosted checkout opened for a payment (a Curlec payment link): its id, which the
  // return's signature must name, its address, to send a visitor back to the same one rather than
  // open a second they could pay as well, and when it stops taking money.
  await db.schema
    .alterTable('payment')
    .addColumn('checkout_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('checkout_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('payment').addColumn('checkout_expires_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('checkout_expires_at').execute();
  await db.schema.alterTable('payment').dropColumn('checkout_url').execute();
  await db.schema.alterTable('payment').dropColumn('checkout_id').execute();
}
