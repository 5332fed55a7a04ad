import type { StaffLoginData } from '@scenic/contracts';
import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { Passwords } from './passwords.ts';
import * as repo from './repository.ts';
import type { SignedInStaff, StaffSessions } from './sessions.ts';
import { toStaff } from './staff-view.ts';

export interface LockoutPolicy {
  /** Wrong passwords in a row that lock an account... */
  maxFailures: number;
  /** ...for this long; a failure after a quiet spell this long starts a new count. */
  minutes: number;
}

export interface StaffAuthDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  sessions: StaffSessions;
  audit: Audit;
  lockout: LockoutPolicy;
  now: () => number;
}

const target = (row: { id: number }) => `staff:${row.id}`;

/** Staff sign in with a user name and password, sign out, and change their own password. */
export function createStaffAuth(deps: StaffAuthDeps) {
  const { db, passwords, sessions, audit } = deps;
  const iso = (ms = deps.now()) => new Date(ms).toISOString();

  async function refuse(row: StaffRow, ip: string, failures: number): Promise<never> {
    const lockedNow = failures === deps.lockout.maxFailures;
    await db.transaction().execute(async (trx) => {
      await audit.record(trx, {
        staffId: row.id,
        action: 'staff.login_failed',
        target: target(row),
        after: { failures },
        ip,
      });
      if (lockedNow) {
        await audit.record(trx, {
          staffId: row.id,
          action: 'staff.locked',
          target: target(row),
          after: { failures, minutes: deps.lockout.minutes },
          ip,
        });
      }
    });
    throw new AppError('staffLoginFailed');
  }

  return {
    async login(userName: string, password: string, ip: string): Promise<StaffLoginData> {
      const row = await repo.findStaffByUserName(db, userName);
      if (!row) {
        await passwords.verifyDecoy(password);
        // The name typed is not kept: it is sometimes a password typed into the wrong field.
        await audit.record(db, { staffId: null, action: 'staff.login_failed', ip });
        throw new AppError('staffLoginFailed');
      }
      const at = deps.now();
      const claimed = await repo.claimLoginAttempt(db, row.id, {
        now: iso(at),
        windowStart: iso(at - deps.lockout.minutes * 60_000),
        lockUntil: iso(at + deps.lockout.minutes * 60_000),
        maxFailures: deps.lockout.maxFailures,
      });
      if (!claimed) {
        const current = await repo.findStaff(db, row.id);
        const lockedUntil = current?.locked_until ?? iso(at);
        // The password is not checked while locked; the attempt is still on record.
        await audit.record(db, {
          staffId: row.id,
          action: 'staff.login_failed',
          target: target(row),
          after: { lockedUntil },
          ip,
        });
        const locked = new AppError('staffLocked');
        locked.data = { lockedUntil };
        throw locked;
      }
      if (!(await passwords.verify(password, row.password_hash))) {
        return refuse(row, ip, claimed.failed_logins);
      }
      if (row.enabled !== 1) {
        // Told only to whoever knows the password: a guesser learns nothing of the account.
        await db.transaction().execute(async (trx) => {
          await repo.updateStaff(trx, row.id, { failed_logins: 0, locked_until: null });
          await audit.record(trx, {
            staffId: row.id,
            action: 'staff.login_failed',
            target: target(row),
            after: { disabled: true },
            ip,
          });
        });
        throw new AppError('staffDisabled');
      }
      // A cost raised since this hash was made applies now, while the password is at hand.
      const rehashed = passwords.needsRehash(row.password_hash)
        ? await passwords.hash(password)
        : undefined;
      return db.transaction().execute(async (trx) => {
        const updated = await repo.updateStaff(trx, row.id, {
          failed_logins: 0,
          last_failed_at: null,
          locked_until: null,
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
    },

    /** A new password, given the current one; every other session of the account ends. */
    async changePassword(
      signedIn: SignedInStaff,
      oldPassword: string,
      newPassword: string,
      ip: string,
    ): Promise<void> {
      const { staff } = signedIn;
      if (!(await passwords.verify(oldPassword, staff.password_hash))) {
        await audit.record(db, {
          staffId: staff.id,
          action: 'staff.password_change_failed',
          target: target(staff),
          ip,
        });
        throw new AppError('staffPasswordWrong');
      }
      const hash = await passwords.hash(newPassword);
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
          after: { otherSessionsEnded: ended },
          ip,
        });
      });
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
