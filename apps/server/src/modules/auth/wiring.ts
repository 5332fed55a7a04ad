import type { AppContext } from '#server/context.ts';
import { areaCodes } from './area-codes.ts';
import { createLoginCodes } from './codes.ts';
import { destinationPolicy } from './destination-policy.ts';

/** Login codes as the configuration sets them: signing in, and verifying a changed contact. */
export function loginCodesFor(ctx: AppContext) {
  const { config, db, secret, messaging, brandName, log } = ctx;
  return createLoginCodes({
    db,
    secret,
    messaging,
    brandName,
    log,
    perAddress: {
      hour: config.LOGIN_CODES_PER_ADDRESS_HOUR,
      unusedHour: config.LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR,
    },
  });
}

/** Refuses a blocked e-mail domain or an area code the operator does not offer. */
export function destinationPolicyFor(ctx: AppContext) {
  return destinationPolicy({
    offeredAreaCodes: async () => (await areaCodes(ctx.db, 'en')).map((area) => area.code),
    checkEmail: ctx.checkEmail,
  });
}
