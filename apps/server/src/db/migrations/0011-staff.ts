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
  // The operator's staff: separate from visitors, signing in by user name and password.
  await table(db, 'staff')
    .addColumn('user_name', 'text', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', (col) => col.notNull())
    // JSON array of role names: ["gate","kitchen"].
    .addColumn('roles', 'text', (col) => col.notNull())
    // scrypt$<log2 N>$<r>$<p>$<salt>$<key>: the parameters travel with the hash.
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('password_change_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failed_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await table(db, 'staff_session')
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_session_staff')
    .on('staff_session')
    .column('staff_id')
    .execute();

  // Who changed what, and when: written in the same transaction as the change it records.
  await table(db, 'audit_log')
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_staff')
    .on('audit_log')
    .columns(['staff_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['audit_log', 'staff_session', 'staff']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
