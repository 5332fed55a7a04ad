import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // How the visitor paid (card, fpx, grabpay, sandbox): order pages and payment records name it.
  await db.schema
    .alterTable('payment')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Every sandbox payment so far was a test payment; a gateway's method was not kept before.
  await db
    .updateTable('payment')
    .set({ method: 'sandbox' })
    .where('provider', '=', 'sandbox')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('method').execute();
}
