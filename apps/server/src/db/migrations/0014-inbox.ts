import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Who handled a contact message, and the e-mail reply sent from the console. The staff id has no
  // foreign key, as on refunds: the message keeps its history when an account goes.
  await db.schema.alterTable('contact_message').addColumn('handled_by', 'integer').execute();
  await db.schema.alterTable('contact_message').addColumn('reply', 'text').execute();
  await db.schema.alterTable('contact_message').addColumn('replied_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['replied_at', 'reply', 'handled_by']) {
    await db.schema.alterTable('contact_message').dropColumn(column).execute();
  }
}
