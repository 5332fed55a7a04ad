import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { outboxSender } from './outbox.ts';
import { smtpSender } from './smtp.ts';
import type { MessageSender, OutgoingMessage } from './types.ts';

export interface MessagingOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
}

/**
 * SMS and e-mail. E-mail goes through SMTP when configured; SMS through the outbox until an SMS
 * gateway is plugged in behind the same interface.
 */
export function createMessaging(db: Kysely<Database>, options: MessagingOptions) {
  const sms: MessageSender = outboxSender(db, 'sms');
  const smtp = options.smtpUrl ? smtpSender(db, options.smtpUrl, options.mailFrom) : undefined;
  const email: MessageSender = smtp ?? outboxSender(db, 'email');
  return {
    send: (message: OutgoingMessage) => (message.channel === 'sms' ? sms : email).send(message),
    close: () => smtp?.close(),
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
export type { OutgoingMessage } from './types.ts';
