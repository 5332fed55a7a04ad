import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { createStaffAccounts } from './accounts.ts';
import { ensureFirstAdmin, FIRST_ADMIN_USER_NAME } from './bootstrap.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createStrongPasswords } from './password-strength.ts';
import { createPasswords } from './passwords.ts';
import { createStaffAuth } from './service.ts';
import { createStaffSessions } from './sessions.ts';

type StaffConfig = Pick<
  Config,
  | 'ADMIN_PASSWORD'
  | 'STAFF_PASSWORD_COST'
  | 'STAFF_SESSION_HOURS'
  | 'STAFF_SESSION_MAX_HOURS'
  | 'STAFF_LOCKOUT_FAILURES'
  | 'STAFF_LOCKOUT_MINUTES'
>;

/** Staff accounts, their sessions, and the first admin of a database without staff. */
export async function setUpStaff(deps: {
  db: Db;
  audit: Audit;
  config: StaffConfig;
  /** Keys the hashes of user names in the lock-out counts. */
  secret: string;
  /** The park's name in each language: no staff password may contain it. */
  parkNames: () => Promise<string[]>;
  /** A session ended or an account's roles changed: live streams it held are checked again. */
  accessChanged: () => void;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { db, audit, config, now } = deps;
  const passwords = createPasswords(config.STAFF_PASSWORD_COST);
  const strong = createStrongPasswords(deps.parkNames);
  const throttle = createLoginThrottle({
    db,
    secret: deps.secret,
    now,
    policy: { maxFailures: config.STAFF_LOCKOUT_FAILURES, minutes: config.STAFF_LOCKOUT_MINUTES },
  });
  const sessions = createStaffSessions(
    db,
    { idleHours: config.STAFF_SESSION_HOURS, maxHours: config.STAFF_SESSION_MAX_HOURS },
    now,
  );
  const first = await ensureFirstAdmin({
    db,
    passwords,
    strong,
    audit,
    now,
    adminPassword: config.ADMIN_PASSWORD,
  });
  if (first?.generatedPassword) {
    // The one secret ever written to the log, once, by the one instance that made the account.
    const line = `first start: staff account "${FIRST_ADMIN_USER_NAME}" created with the password ${first.generatedPassword} (shown only this once; log in at /console/ and change it)`;
    if (['trace', 'debug', 'info', 'warn'].includes(deps.log.level))
      deps.log.warn({ userName: FIRST_ADMIN_USER_NAME }, line);
    else process.stderr.write(`${line}\n`);
  } else if (first) {
    deps.log.info(
      { userName: FIRST_ADMIN_USER_NAME },
      'first start: staff account "admin" created with ADMIN_PASSWORD',
    );
  }
  return {
    sessions,
    auth: createStaffAuth({
      db,
      passwords,
      strong,
      sessions,
      throttle,
      audit,
      now,
      accessChanged: deps.accessChanged,
    }),
    accounts: createStaffAccounts({
      db,
      passwords,
      strong,
      throttle,
      sessions,
      audit,
      now,
      accessChanged: deps.accessChanged,
    }),
  };
}
