import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Staff hide a review (it stays, unseen and out of the average) and answer under it.
  await db.schema
    .alterTable('comment')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('comment').addColumn('reply', 'text').execute();
  await db.schema.alterTable('comment').addColumn('replied_at', 'text').execute();
  await db.schema.alterTable('comment').addColumn('replied_by', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['replied_by', 'replied_at', 'reply', 'hidden']) {
    await db.schema.alterTable('comment').dropColumn(column).execute();
  }
}
