import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_DESTINATION_HOUR,
  type Locale,
} from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  deliveryErrorKey,
  deliveryLogFields,
  type Messaging,
} from '#server/providers/messaging/index.ts';
import { codeMessage } from './messages.ts';
import * as repo from './repository.ts';

/** Where a code goes: a phone number with its area code, or an e-mail address. */
export type Destination =
  | { type: 'phone'; areaCode: string; phone: string }
  | { type: 'email'; email: string };

export function destinationKey(destination: Destination): string {
  return destination.type === 'phone'
    ? `phone:${destination.areaCode}${destination.phone}`
    : `email:${destination.email}`;
}

export interface LoginCodesDeps {
  db: Db;
  secret: string;
  messaging: Messaging;
  brandName: (locale: Locale) => Promise<string>;
  log: FastifyBaseLogger;
  /** Codes per client address per hour: in all, and of them still unentered (see config.ts). */
  perAddress: { hour: number; unusedHour: number };
  now?: () => number;
}

/**
 * One-time login codes: six digits from a CSPRNG, stored as an HMAC, valid five minutes, used once,
 * burnt after five wrong tries; at most one a minute and a few an hour per destination, and per
 * client address a ceiling a crowd on shared Wi-Fi does not reach. The answer never depends on
 * whether an account exists.
 */
export function createLoginCodes(deps: LoginCodesDeps) {
  const now = deps.now ?? Date.now;
  const hash = (key: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${key}\n${code}`).digest('hex');

  return {
    async send(
      destination: Destination,
      ip: string,
      locale: Locale,
    ): Promise<{ resendAfter: number }> {
      const key = destinationKey(destination);
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      // The limits are read and the code written under the destination's and the address's
      // locks, so requests racing from several phones or instances cannot all pass the check.
      const { id } = await deps.db.transaction().execute(async (trx) => {
        await holdLock(trx, `login-code:${key}`);
        await holdLock(trx, `login-code-address:${ip}`);
        const at = now();
        const latest = await repo.latestCode(trx, key);
        if (latest && at - Date.parse(latest.created_at) < CODE_RESEND_SECONDS * 1000) {
          throw new AppError('codeTooSoon');
        }
        const hourAgo = new Date(at - 3_600_000).toISOString();
        const perDestination = await repo.countCodesSince(trx, { destination: key }, hourAgo);
        const fromAddress = await repo.countCodesSince(trx, { ip }, hourAgo);
        const unusedFromAddress = await repo.countCodesSince(trx, { ip, unused: true }, hourAgo);
        if (
          perDestination >= CODES_PER_DESTINATION_HOUR ||
          fromAddress >= deps.perAddress.hour ||
          unusedFromAddress >= deps.perAddress.unusedHour
        ) {
          throw new AppError('codeLimit');
        }
        return repo.insertCode(trx, {
          destination: key,
          code_hash: hash(key, code),
          ip,
          created_at: new Date(at).toISOString(),
          expires_at: new Date(at + CODE_TTL_SECONDS * 1000).toISOString(),
        });
      });
      const message = codeMessage(code, await deps.brandName(locale), locale);
      const channel = destination.type === 'phone' ? 'sms' : 'email';
      try {
        await deps.messaging.send(
          destination.type === 'phone'
            ? {
                channel,
                // E.164: the schema keeps the national number without its trunk 0.
                to: `${destination.areaCode}${destination.phone}`,
                text: message.text,
                purpose: 'login_code',
                secret: code,
              }
            : { channel, to: destination.email, ...message, purpose: 'login_code', secret: code },
        );
      } catch (error) {
        // An undelivered code must not count against the visitor's next try: no wait, no hourly
        // slot, since nothing reached the phone or inbox. The outbox row keeps the failure.
        await repo.forgetCode(deps.db, id);
        deps.log.warn({ channel, ...deliveryLogFields(error) }, 'login code not delivered');
        throw new AppError(deliveryErrorKey(channel, error, 'deliveryFailed'));
      }
      return { resendAfter: CODE_RESEND_SECONDS };
    },

    /** Resolves when `code` is the destination's current code; it is then used up. */
    async verify(destination: Destination, code: string): Promise<void> {
      const key = destinationKey(destination);
      const at = now();
      const latest = await repo.latestCode(deps.db, key);
      if (!latest || latest.used_at !== null || Date.parse(latest.expires_at) <= at) {
        throw new AppError('codeInvalid');
      }
      if (!(await repo.claimCodeTry(deps.db, latest.id, CODE_MAX_TRIES))) {
        throw new AppError(latest.tries >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid');
      }
      const expected = Buffer.from(latest.code_hash, 'hex');
      const given = Buffer.from(hash(key, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        throw new AppError(latest.tries + 1 >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid');
      }
      if (!(await repo.useCode(deps.db, latest.id, new Date(at).toISOString()))) {
        throw new AppError('codeInvalid');
      }
    },
  };
}

export type LoginCodes = ReturnType<typeof createLoginCodes>;
