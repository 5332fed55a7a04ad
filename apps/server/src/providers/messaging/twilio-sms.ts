import twilio from 'twilio';
import type { Db } from '#server/db/database.ts';
import type { OutboxStatus } from '#server/providers/messaging/tables.ts';
import { recordInOutbox } from './outbox.ts';
import {
  DeliveryError,
  type MessageSender,
  type OutgoingMessage,
  withinDeadline,
} from './types.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 or an alphanumeric sender id; or a messaging service instead. */
  from?: string | undefined;
  messagingServiceSid?: string | undefined;
  /** Another API address (tests point the SDK at a local stand-in). */
  apiBase?: string | undefined;
  /** Where Twilio reports each message's delivery; none without a public address. */
  statusCallback?: string | undefined;
  timeoutMs: number;
}

/**
 * Twilio's answers that are about the number itself: not a valid number, not a mobile, a country
 * the account may not text, a number that cannot be reached or that opted out. Trying again will
 * not help; everything else (credentials, the sender, rate limits, outages) is ours or Twilio's.
 */
const REFUSED_NUMBER_CODES = new Set([21211, 21265, 21408, 21610, 21612, 21614, 21635]);

/** Twilio's delivery-report error codes an operator meets most, named for the outbox view. */
const DELIVERY_ERRORS: Record<string, string> = {
  '30003': 'unreachable handset',
  '30004': 'message blocked',
  '30005': 'unknown handset',
  '30006': 'landline or unreachable carrier',
  '30007': 'filtered as spam',
  '30008': 'unknown error',
};

/** Twilio's status words in the outbox's terms. */
export function outboxStatusOf(twilioStatus: string): OutboxStatus {
  switch (twilioStatus) {
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'queued';
  }
}

/** A failure as the visitor and the outbox see it; only codes and Twilio's one-line reason. */
export function twilioDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof twilio.RestException) {
    return new DeliveryError(
      error.code !== undefined && REFUSED_NUMBER_CODES.has(error.code),
      `${error.code ?? error.status} ${error.message}`,
    );
  }
  // A network failure: keep its code and message, never the request (it holds the text).
  const failure = (error ?? {}) as { code?: string; message?: string };
  return new DeliveryError(
    false,
    [failure.code, failure.message].filter(Boolean).join(' ') || 'gateway failure',
  );
}

/** Sends every request of the SDK to another address, as Twilio's own docs suggest for stand-ins. */
function rebasedClient(client: twilio.RequestClient, apiBase: string): twilio.RequestClient {
  const base = apiBase.replace(/\/$/, '');
  const rebased = Object.create(client) as twilio.RequestClient;
  rebased.request = (opts) =>
    client.request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) });
  return rebased;
}

/** SMS through Twilio's Messages API; every message is also kept in the outbox with Twilio's id. */
export function twilioSmsSender(db: Db, options: TwilioOptions): MessageSender {
  const http = new twilio.RequestClient({ timeout: options.timeoutMs });
  const client = twilio(options.accountSid, options.authToken, {
    httpClient: options.apiBase ? rebasedClient(http, options.apiBase) : http,
    // Not TWILIO_LOG_LEVEL: the SDK's debug output would bypass the server's own logs.
    logLevel: 'info',
  });
  return {
    name: 'twilio',
    async send(message: OutgoingMessage) {
      let sent: { sid: string; status: string };
      try {
        sent = await withinDeadline(
          client.messages.create({
            to: message.to,
            body: message.text,
            ...(options.messagingServiceSid
              ? { messagingServiceSid: options.messagingServiceSid }
              : { from: options.from ?? '' }),
            ...(options.statusCallback ? { statusCallback: options.statusCallback } : {}),
          }),
          options.timeoutMs,
        );
      } catch (error) {
        const failure = twilioDeliveryError(error);
        await recordInOutbox(db, message, 'twilio', { status: 'failed', error: failure.message });
        throw failure;
      }
      await recordInOutbox(db, message, 'twilio', {
        status: outboxStatusOf(sent.status),
        sentAt: new Date().toISOString(),
        providerMessageId: sent.sid,
      });
    },
  };
}

/**
 * Twilio's delivery report on a message, once its signature over the callback address and the
 * form fields proves Twilio sent it; undefined for a forged or malformed one.
 */
export function twilioStatusReport(
  authToken: string,
  callbackUrl: string,
  signature: string | undefined,
  fields: Record<string, string>,
): { messageId: string; status: OutboxStatus; error?: string } | undefined {
  if (!signature || !twilio.validateRequest(authToken, signature, callbackUrl, fields)) {
    return undefined;
  }
  const messageId = fields.MessageSid;
  const status = fields.MessageStatus;
  if (!messageId || !status) return undefined;
  const code = fields.ErrorCode;
  return {
    messageId,
    status: outboxStatusOf(status),
    ...(code ? { error: `${code} ${DELIVERY_ERRORS[code] ?? 'delivery failed'}` } : {}),
  };
}
