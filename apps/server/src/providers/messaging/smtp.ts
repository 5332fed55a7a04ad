import nodemailer from 'nodemailer';
import type { Db } from '#server/db/database.ts';
import { recordInOutbox } from './outbox.ts';
import {
  DeliveryError,
  type MessageSender,
  type OutgoingMessage,
  withinDeadline,
} from './types.ts';

interface SmtpFailure {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * A permanent refusal of the recipient (550 no such mailbox, 553 bad address) is the visitor's
 * address; anything else (no connection, a timeout, a 4xx "try later") is the mail server's.
 */
export function smtpDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const failure = (error ?? {}) as SmtpFailure;
  const refused =
    failure.code === 'EENVELOPE' &&
    failure.command === 'RCPT TO' &&
    (failure.responseCode ?? 0) >= 500;
  const reason = [failure.code, failure.response ?? failure.message].filter(Boolean).join(' ');
  return new DeliveryError(refused, reason || 'SMTP failure');
}

/** E-mail through an SMTP server with nodemailer; every message is also kept in the outbox. */
export function smtpSender(
  db: Db,
  options: { url: string; from: string; timeoutMs: number },
): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  // A pooled connection (`?pool=true`) that drops between messages emits 'error'; unheard, it
  // would end the process. The next send opens a new connection or reports its own failure.
  transport.on('error', () => {});
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      let messageId: string;
      try {
        const info = await withinDeadline(
          transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject ?? '',
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
            ...(message.attachments ? { attachments: message.attachments } : {}),
          }),
          options.timeoutMs,
        );
        messageId = info.messageId;
      } catch (error) {
        const failure = smtpDeliveryError(error);
        await recordInOutbox(db, message, 'smtp', { status: 'failed', error: failure.message });
        throw failure;
      }
      await recordInOutbox(db, message, 'smtp', {
        status: 'sent',
        sentAt: new Date().toISOString(),
        providerMessageId: messageId,
      });
    },
    close: () => transport.close(),
  };
}
