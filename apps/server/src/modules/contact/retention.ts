import type { Db } from '#server/db/database.ts';

/** What the privacy module asks of the inbox (decision 045): erasing and purging messages. */

/** Erases the messages a visitor sent while signed in (their account closed). */
export async function eraseMessagesOf(db: Db, visitorId: number): Promise<number> {
  const result = await db
    .deleteFrom('contact_message')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes messages received before `before`, open or handled. */
export async function purgeMessages(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_message')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Blanks the client address of messages received before `before`. */
export async function forgetMessageAddresses(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('contact_message')
    .set({ ip: '' })
    .where('created_at', '<', before)
    .where('ip', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
