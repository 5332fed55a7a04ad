import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Whether staff set a date's places in the calendar (1), or the row only copied the ticket's
  // daily places when its first order came (0) and follows them when they change.
  await db.schema
    .alterTable('ticket_day')
    .addColumn('capacity_set', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticket_day').dropColumn('capacity_set').execute();
}
