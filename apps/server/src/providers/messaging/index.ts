import type { ErrorKey } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { outboxSender } from './outbox.ts';
import { smtpSender } from './smtp.ts';
import { type TwilioOptions, twilioSmsSender } from './twilio-sms.ts';
import { DeliveryError, type MessageSender, type OutgoingMessage } from './types.ts';

export interface MessagingOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** How long a gateway may take to accept a message before the visitor is told it failed. */
  timeoutMs: number;
  /** Twilio's settings when SMS go through it; the outbox otherwise. */
  twilio?: Omit<TwilioOptions, 'timeoutMs'> | undefined;
}

/**
 * SMS and e-mail. E-mail goes through SMTP when configured, SMS through Twilio when configured;
 * each falls back to the outbox table. Failures reject with a DeliveryError.
 */
export function createMessaging(db: Db, options: MessagingOptions) {
  const sms: MessageSender = options.twilio
    ? twilioSmsSender(db, { ...options.twilio, timeoutMs: options.timeoutMs })
    : outboxSender(db, 'sms');
  const smtp = options.smtpUrl
    ? smtpSender(db, { url: options.smtpUrl, from: options.mailFrom, timeoutMs: options.timeoutMs })
    : undefined;
  const email: MessageSender = smtp ?? outboxSender(db, 'email');
  return {
    send: (message: OutgoingMessage) => (message.channel === 'sms' ? sms : email).send(message),
    close: () => smtp?.close(),
  };
}

/**
 * What the visitor is told when a message did not go: the number or address was refused (check
 * it, or use the other way), or the gateway is down (try again later). `fallback` is the message
 * of the caller's own for a gateway that is down.
 */
export function deliveryErrorKey(
  channel: OutgoingMessage['channel'],
  error: unknown,
  fallback: ErrorKey,
): ErrorKey {
  const refused = error instanceof DeliveryError && error.refused;
  if (channel === 'sms') return refused ? 'smsNumberRefused' : 'smsUnavailable';
  return refused ? 'emailAddressRefused' : fallback;
}

/** Log fields of a failed delivery: the gateway's reason, never the message (nor its code). */
export function deliveryLogFields(error: unknown): Record<string, unknown> {
  return error instanceof DeliveryError
    ? { reason: error.message, refused: error.refused }
    : { err: error };
}

export type Messaging = ReturnType<typeof createMessaging>;
export type { OutgoingMessage } from './types.ts';
export { DeliveryError } from './types.ts';
