import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Where each message stands: kept (only in this table), queued or sent by a gateway, delivered,
  // undelivered or failed; the gateway's own id joins its later delivery reports to the row.
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('provider_message_id', 'text').execute();
  await db.updateTable('outbox').set({ status: 'failed' }).where('error', 'is not', null).execute();
  await db
    .updateTable('outbox')
    .set({ status: 'sent' })
    .where('error', 'is', null)
    .where('sent_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('outbox_provider_message')
    .on('outbox')
    .columns(['provider', 'provider_message_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_provider_message').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('provider_message_id').execute();
  await db.schema.alterTable('outbox').dropColumn('status').execute();
}
