import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { recordDeliveryReport } from '#server/providers/messaging/outbox.ts';
import { twilioStatusReport } from '#server/providers/messaging/twilio-sms.ts';

/** The path Twilio posts its delivery reports to, under the API prefix. */
export const TWILIO_REPORT_PATH = '/sms/webhook/twilio';

/** Where Twilio reports a text message's delivery, when texts go through Twilio. */
export function smsReportUrl(config: Config): string | undefined {
  return config.SMS_PROVIDER === 'twilio' && config.PUBLIC_URL
    ? `${config.PUBLIC_URL}${config.API_PREFIX}${TWILIO_REPORT_PATH}`
    : undefined;
}

/**
 * Twilio's delivery reports: each signed report moves its outbox row to delivered, undelivered or
 * failed with Twilio's reason, so the operator sees which visitors' texts never arrived.
 */
export function smsReportRoutes(db: Db, twilio: { authToken: string; callbackUrl: string }) {
  return async (instance: FastifyInstance) => {
    await instance.register(formbody);
    instance.post(
      TWILIO_REPORT_PATH,
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const fields = Object.fromEntries(
          Object.entries(body).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        const header = request.headers['x-twilio-signature'];
        const report = twilioStatusReport(
          twilio.authToken,
          twilio.callbackUrl,
          typeof header === 'string' ? header : undefined,
          fields,
        );
        if (!report) return reply.code(403).send({ code: 1002, msg: 'bad signature', data: null });
        const { messageId, ...status } = report;
        const updated = await recordDeliveryReport(db, 'twilio', messageId, status);
        return { code: 0, msg: 'ok', data: { updated } };
      },
    );
  };
}
