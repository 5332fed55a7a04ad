import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Staff upload originals whose thumbnail and preview are made in the background: where each
  // stands (processing, ready, failed) and, when failed, why. Rows before this were made ready.
  await db.schema
    .alterTable('scenery')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('ready'))
    .execute();
  await db.schema
    .alterTable('scenery')
    .addColumn('failure', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('scenery_state').on('scenery').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('scenery_state').ifExists().execute();
  await db.schema.alterTable('scenery').dropColumn('failure').execute();
  await db.schema.alterTable('scenery').dropColumn('state').execute();
}
