import { randomBytes } from 'node:crypto';
import { validationMessage } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { StrongPasswords } from './password-strength.ts';
import type { Passwords } from './passwords.ts';
import * as repo from './repository.ts';

export const FIRST_ADMIN_USER_NAME = 'admin';

export interface FirstAdmin {
  /** The password to print: set only when this instance made the account with a random one. */
  generatedPassword?: string;
}

/**
 * On a database without staff, makes the `admin` account, with ADMIN_PASSWORD or a random
 * password. Several instances may start at once: the check and the insert run under one lock
 * (and the unique user name backs it up), so one account is made and one password printed.
 * Null when there were staff already or another instance made the account.
 */
export async function ensureFirstAdmin(deps: {
  db: Db;
  passwords: Passwords;
  strong: StrongPasswords;
  audit: Audit;
  now: () => number;
  adminPassword: string | undefined;
}): Promise<FirstAdmin | null> {
  // The usual start: staff exist, and no password is hashed for nothing.
  if ((await repo.countStaff(deps.db)) > 0) return null;
  const generated = deps.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const password = deps.adminPassword ?? generated ?? '';
  if (deps.adminPassword) await checkAdminPassword(deps.strong, deps.adminPassword);
  const hash = await deps.passwords.hash(password);
  const at = new Date(deps.now()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await holdLock(trx, 'staff:first-admin');
    if ((await repo.countStaff(trx)) > 0) return null;
    const row = await repo.insertStaff(trx, {
      user_name: FIRST_ADMIN_USER_NAME,
      display_name: 'Administrator',
      roles: JSON.stringify(['admin']),
      password_hash: hash,
      // A printed password has been in a log, and ADMIN_PASSWORD in a file or an environment that
      // others read: either way the console asks for a password of the admin's own first.
      password_change_required: 1,
      created_at: at,
      updated_at: at,
    });
    if (!row) return null;
    await deps.audit.record(trx, {
      staffId: row.id,
      action: 'staff.bootstrap',
      target: `staff:${row.id}`,
      after: {
        userName: row.user_name,
        roles: ['admin'],
        passwordFrom: generated ? 'random' : 'ADMIN_PASSWORD',
      },
    });
    return generated ? { generatedPassword: generated } : {};
  });
}

/** A weak ADMIN_PASSWORD stops the start, saying why, as any other bad setting does. */
async function checkAdminPassword(strong: StrongPasswords, password: string): Promise<void> {
  try {
    await strong.check(password, {
      user_name: FIRST_ADMIN_USER_NAME,
      display_name: 'Administrator',
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const why = validationMessage(error.messageKey ?? '', 'en');
    throw new Error(`ADMIN_PASSWORD is too easy to guess: ${why}`);
  }
}
