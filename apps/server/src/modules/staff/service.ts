import type { StaffLoginData } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { StaffRow } from '#server/modules/staff/tables.ts';
import type { Claim, LoginThrottle } from './login-throttle.ts';
import type { StrongPasswords } from './password-strength.ts';
import type { Passwords } from './passwords.ts';
import * as repo from './repository.ts';
import type { SignedInStaff, StaffSessions } from './sessions.ts';
import { toStaff } from './staff-view.ts';

export interface StaffAuthDeps {
  db: Db;
  passwords: Passwords;
  strong: StrongPasswords;
  sessions: StaffSessions;
  throttle: LoginThrottle;
  audit: Audit;
  now: () => number;
  /** A session ended: live streams it held end too (live-streams.ts). */
  accessChanged: () => void;
}

const target = (row: { id: number }) => `staff:${row.id}`;

function lockedError(lockedUntil: string): AppError {
  const locked = new AppError('staffLocked');
  locked.data = { lockedUntil };
  return locked;
}

/** Staff sign in with a user name and password, sign out, and change their own password. */
export function createStaffAuth(deps: StaffAuthDeps) {
  const { db, passwords, sessions, audit, throttle } = deps;
  const iso = (ms = deps.now()) => new Date(ms).toISOString();

  /** A wrong password of an account on record: the failure, and the lock it started if it did. */
  async function recordWrong(
    row: StaffRow,
    ip: string,
    claim: Claim & { locked: false },
    action: 'staff.login_failed' | 'staff.password_change_failed',
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await audit.record(trx, {
        staffId: row.id,
        action,
        target: target(row),
        after: { failures: claim.failures },
        ip,
      });
      if (claim.lockedUntil) {
        await audit.record(trx, {
          staffId: row.id,
          action: 'staff.locked',
          target: target(row),
          after: { failures: claim.failures, lockedUntil: claim.lockedUntil },
          ip,
        });
      }
    });
  }

  return {
    async login(userName: string, password: string, ip: string): Promise<StaffLoginData> {
      const row = await repo.findStaffByUserName(db, userName);
      // Known and unknown names take the same steps, in the same time, to the same answers.
      const claim = await throttle.claim(userName, ip);
      if (claim.locked) {
        // The password is not checked while locked; the attempt is still on record.
        await audit.record(db, {
          staffId: row?.id ?? null,
          action: 'staff.login_failed',
          ...(row ? { target: target(row) } : {}),
          after: { lockedUntil: claim.lockedUntil },
          ip,
        });
        throw lockedError(claim.lockedUntil);
      }
      if (!row) {
        await passwords.verifyDecoy(password);
        // The name typed is not kept: it is sometimes a password typed into the wrong field.
        await audit.record(db, { staffId: null, action: 'staff.login_failed', ip });
        throw new AppError('staffLoginFailed');
      }
      if (!(await passwords.verify(password, row.password_hash))) {
        await recordWrong(row, ip, claim, 'staff.login_failed');
        throw new AppError('staffLoginFailed');
      }
      await throttle.clear(userName, ip);
      if (row.enabled !== 1) {
        // Told only to whoever knows the password: a guesser learns nothing of the account.
        await audit.record(db, {
          staffId: row.id,
          action: 'staff.login_failed',
          target: target(row),
          after: { disabled: true },
          ip,
        });
        throw new AppError('staffDisabled');
      }
      // A cost raised since this hash was made applies now, while the password is at hand.
      const rehashed = passwords.needsRehash(row.password_hash)
        ? await passwords.hash(password)
        : undefined;
      return db.transaction().execute(async (trx) => {
        const updated = await repo.updateStaff(trx, row.id, {
          last_login_at: iso(),
          ...(rehashed ? { password_hash: rehashed } : {}),
        });
        const session = await sessions.create(trx, row.id);
        await audit.record(trx, {
          staffId: row.id,
          action: 'staff.login',
          target: target(row),
          ip,
        });
        return { ...session, staff: toStaff(updated ?? row) };
      });
    },

    async logout(signedIn: SignedInStaff, ip: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await sessions.revoke(trx, signedIn.sessionId);
        await audit.record(trx, {
          staffId: signedIn.staff.id,
          action: 'staff.logout',
          target: target(signedIn.staff),
          ip,
        });
      });
      deps.accessChanged();
    },

    /**
     * A new password, given the current one; every other session of the account ends. A wrong
     * current password counts like a wrong login from this address (a stolen session cannot guess
     * its way to the account's password).
     */
    async changePassword(
      signedIn: SignedInStaff,
      oldPassword: string,
      newPassword: string,
      ip: string,
    ): Promise<void> {
      const { staff } = signedIn;
      const claim = await throttle.claim(staff.user_name, ip);
      if (claim.locked) throw lockedError(claim.lockedUntil);
      if (!(await passwords.verify(oldPassword, staff.password_hash))) {
        await recordWrong(staff, ip, claim, 'staff.password_change_failed');
        throw new AppError('staffPasswordWrong');
      }
      await throttle.clear(staff.user_name, ip);
      if (newPassword === oldPassword) throw new AppError('staffPasswordWeak', 'staffPasswordSame');
      await deps.strong.check(newPassword, staff);
      const hash = await passwords.hash(newPassword);
      const firstPassword = staff.password_change_required === 1;
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, staff.id, {
          password_hash: hash,
          password_change_required: 0,
          updated_at: iso(),
        });
        const ended = await sessions.revokeAll(trx, staff.id, signedIn.sessionId);
        await audit.record(trx, {
          staffId: staff.id,
          action: 'staff.password_changed',
          target: target(staff),
          after: { otherSessionsEnded: ended, ...(firstPassword ? { firstPassword } : {}) },
          ip,
        });
      });
      deps.accessChanged();
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
