import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.ts';
import { recordInOutbox } from './outbox.ts';
import type { MessageSender, OutgoingMessage } from './types.ts';

/** E-mail through an SMTP server with nodemailer; every message is also kept in the outbox. */
export function smtpSender(
  db: Kysely<Database>,
  url: string,
  from: string,
): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments ? { attachments: message.attachments } : {}),
        });
      } catch (error) {
        await recordInOutbox(db, message, 'smtp', { error: String((error as Error).message) });
        throw error;
      }
      await recordInOutbox(db, message, 'smtp', { sentAt: new Date().toISOString() });
    },
    close: () => transport.close(),
  };
}
