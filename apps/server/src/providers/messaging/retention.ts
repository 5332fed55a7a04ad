import type { Db } from '#server/db/database.ts';

/**
 * What the privacy module asks of the outbox (decision 045): each row stays as the record that a
 * message went out (its channel, purpose, delivery state), but its text goes after the retention
 * period, and a closed account's address goes with its text.
 */

/** Blanks the text of messages created before `before`. */
export async function forgetOutboxBodies(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ subject: '', body: '', html: null })
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('body', '!=', ''), eb('html', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Erases the address and text of every message sent to these recipients (a closed account's). */
export async function forgetRecipients(db: Db, recipients: string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const result = await db
    .updateTable('outbox')
    .set({ recipient: '', subject: '', body: '', html: null })
    .where('recipient', 'in', recipients)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
