import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Wrong staff passwords counted per typed user name *and* client address, so that guesses from
  // one address hold back only that address, never the account's owner elsewhere. The name is
  // kept only as a keyed hash (it may be a password typed into the wrong field), and unknown names
  // are counted like known ones, so the answers never tell which names exist.
  await db.schema
    .createTable('staff_login_throttle')
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('staff_login_throttle_pk', ['name_key', 'ip'])
    .execute();
  // The account-wide count this replaces let anyone lock the owner out.
  await db.schema.alterTable('staff').dropColumn('failed_logins').execute();
  await db.schema.alterTable('staff').dropColumn('last_failed_at').execute();
  await db.schema.alterTable('staff').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('locked_until', 'text').execute();
  await db.schema.alterTable('staff').addColumn('last_failed_at', 'text').execute();
  await db.schema
    .alterTable('staff')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('staff_login_throttle').execute();
}
