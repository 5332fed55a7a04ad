import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A move made by a machine (a turnstile, a kitchen printer showing the staff key) has no staff
  // member behind it: the row names the machine instead. Null on every row a person made.
  await db.schema.alterTable('audit_log').addColumn('machine', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('machine').execute();
}
