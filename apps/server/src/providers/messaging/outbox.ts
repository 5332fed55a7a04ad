import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OutgoingMessage } from './types.ts';

/** Records a message in the outbox table: the delivery of the offline default, and the audit trail of the others. */
export async function recordInOutbox(
  db: Kysely<Database>,
  message: OutgoingMessage,
  provider: string,
  outcome: { sentAt?: string; error?: string } = {},
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: message.text,
      html: message.html ?? null,
      purpose: message.purpose,
      provider,
      created_at: new Date().toISOString(),
      sent_at: outcome.sentAt ?? null,
      error: outcome.error ?? null,
    })
    .execute();
}

/** The offline default for both channels: the message lands in the outbox for the console to show. */
export function outboxSender(db: Kysely<Database>, channel: 'sms' | 'email') {
  return {
    name: `outbox-${channel}`,
    send: (message: OutgoingMessage) => recordInOutbox(db, message, 'outbox'),
  };
}
