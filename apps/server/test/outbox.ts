import type { Db } from '#server/db/database.ts';

/** The code in the newest message sent to `recipient`, as a visitor would read it. */
export async function lastCodeSentTo(db: Db, recipient: string): Promise<string> {
  const message = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the message to ${recipient}`);
  return code;
}

/** The body of the newest message sent for `purpose` (a ticket slip, a login code). */
export async function lastMessageBody(db: Db, purpose: string): Promise<string> {
  const message = await db
    .selectFrom('outbox')
    .select('body')
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return message.body;
}
