import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // An order's history in the console reads every audit row about it ("order:T2611...").
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_target').execute();
}
