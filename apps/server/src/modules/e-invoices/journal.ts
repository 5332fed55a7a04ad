import type { Db } from '#server/db/database.ts';
import type { JournalEntry, SubmissionJournal } from '#server/providers/myinvois/journal.ts';

/**
 * The MyInvois client's "never twice" journal in the database: what was sent under each of our
 * numbers survives a restart and is seen by every instance, so a submission whose answer was lost
 * is looked up at MyInvois before anything is sent again.
 */
export function databaseJournal(db: Db, now: () => number): SubmissionJournal {
  return {
    async get(key) {
      const row = await db
        .selectFrom('e_invoice_journal')
        .select('entry')
        .where('number', '=', key)
        .executeTakeFirst();
      return row ? (JSON.parse(row.entry) as JournalEntry) : undefined;
    },
    async put(key, entry) {
      const values = {
        number: key,
        entry: JSON.stringify(entry),
        updated_at: new Date(now()).toISOString(),
      };
      await db
        .insertInto('e_invoice_journal')
        .values(values)
        .onConflict((oc) =>
          oc.column('number').doUpdateSet({ entry: values.entry, updated_at: values.updated_at }),
        )
        .execute();
    },
  };
}
