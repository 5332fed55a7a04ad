import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function table(db: Kysely<any>, name: string) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.schema
    .createTable(name)
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  // One row per visitor; each way of signing in is unique where present (NULL elsewhere).
  await table(db, 'visitor')
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('facebook_id', 'text', (col) => col.unique())
    .addColumn('area_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text', (col) => col.notNull())
    .execute();

  await table(db, 'login_code')
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_code_destination')
    .on('login_code')
    .columns(['destination', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_code_ip')
    .on('login_code')
    .columns(['ip', 'created_at'])
    .execute();

  await table(db, 'session')
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('visitor_id', 'integer', (col) =>
      col.notNull().references('visitor.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('session_visitor').on('session').column('visitor_id').execute();

  // Every SMS and e-mail the product sends; the default providers deliver here and stop.
  await table(db, 'outbox')
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_recipient')
    .on('outbox')
    .columns(['recipient', 'id'])
    .execute();

  await table(db, 'contact_message')
    .addColumn('visitor_id', 'integer', (col) => col.references('visitor.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('handled_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['contact_message', 'outbox', 'session', 'login_code', 'visitor']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
