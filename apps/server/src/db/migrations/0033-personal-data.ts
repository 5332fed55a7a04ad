import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Personal data under the PDPA (decision 045): the privacy notice's version and who accepted
 * which, accounts closed by their holder, and the one row that says when the retention purge is
 * next due, which one instance at a time claims.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  // Each publish the operator marks as a new version asks signed-in visitors to accept it again.
  await db.schema
    .alterTable('agreement')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // A closed account keeps its row (orders and payments point at it) with every contact erased.
  await db.schema.alterTable('visitor').addColumn('closed_at', 'text').execute();
  await db.schema
    .createTable('privacy_consent')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('visitor_id', 'integer', (col) => col.notNull().references('visitor.id'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('privacy_consent_visitor_version', ['visitor_id', 'version'])
    .execute();
  await db.schema
    .createTable('retention_run')
    .addColumn('job', 'text', (col) => col.primaryKey())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('ran_at', 'text')
    // JSON: how many rows each kind of data lost in the last run.
    .addColumn('result', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db
    .insertInto('retention_run')
    .values({ job: 'retention', due_at: '1970-01-01T00:00:00.000Z', ran_at: null, result: '{}' })
    .execute();
  // The purge finds old rows by their day.
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
  await db.schema
    .createIndex('contact_message_created')
    .on('contact_message')
    .column('created_at')
    .execute();
  await db.schema.createIndex('login_code_created').on('login_code').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_code_created').ifExists().execute();
  await db.schema.dropIndex('contact_message_created').ifExists().execute();
  await db.schema.dropIndex('outbox_created').ifExists().execute();
  await db.schema.dropTable('retention_run').ifExists().execute();
  await db.schema.dropTable('privacy_consent').ifExists().execute();
  await db.schema.alterTable('visitor').dropColumn('closed_at').execute();
  await db.schema.alterTable('agreement').dropColumn('version').execute();
}
