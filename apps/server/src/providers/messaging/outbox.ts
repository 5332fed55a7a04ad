import type { Db } from '#server/db/database.ts';
import type { OutboxStatus } from '#server/providers/messaging/tables.ts';
import type { OutgoingMessage } from './types.ts';

export interface DeliveryOutcome {
  status: OutboxStatus;
  sentAt?: string;
  error?: string;
  providerMessageId?: string;
}

const withoutSecret = (text: string, secret: string | undefined) =>
  secret ? text.replaceAll(secret, '•'.repeat(secret.length)) : text;

/** Records a message in the outbox table: the delivery of the offline default, and the audit trail of the others. */
export async function recordInOutbox(
  db: Db,
  message: OutgoingMessage,
  provider: string,
  outcome: DeliveryOutcome,
): Promise<void> {
  // The offline default is read by the operator to pass the code on; a gateway's copy is a record only.
  const secret = provider === 'outbox' ? undefined : message.secret;
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: withoutSecret(message.text, secret),
      html: message.html === undefined ? null : withoutSecret(message.html, secret),
      purpose: message.purpose,
      provider,
      created_at: new Date().toISOString(),
      sent_at: outcome.sentAt ?? null,
      error: outcome.error ?? null,
      status: outcome.status,
      provider_message_id: outcome.providerMessageId ?? null,
    })
    .execute();
}

/** Final states: a late report of an earlier step ("sent" after "delivered") does not undo them. */
const FINAL: OutboxStatus[] = ['delivered', 'undelivered', 'failed'];

/** A gateway's later report on a message it accepted: delivered to the handset, or not and why. */
export async function recordDeliveryReport(
  db: Db,
  provider: string,
  providerMessageId: string,
  report: { status: OutboxStatus; error?: string },
): Promise<boolean> {
  let update = db
    .updateTable('outbox')
    .set({ status: report.status, error: report.error ?? null })
    .where('provider', '=', provider)
    .where('provider_message_id', '=', providerMessageId);
  update = FINAL.includes(report.status)
    ? update.where('status', 'not in', FINAL)
    : update.where('status', 'in', ['queued']);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The offline default for both channels: the message lands in the outbox for the console to show. */
export function outboxSender(db: Db, channel: 'sms' | 'email') {
  return {
    name: `outbox-${channel}`,
    send: (message: OutgoingMessage) => recordInOutbox(db, message, 'outbox', { status: 'kept' }),
  };
}
