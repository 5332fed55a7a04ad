import type { Staff, StaffRole } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { StaffRow } from '#server/modules/staff/tables.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { StrongPasswords } from './password-strength.ts';
import type { Passwords } from './passwords.ts';
import * as repo from './repository.ts';
import type { StaffSessions } from './sessions.ts';
import { auditView, toStaff } from './staff-view.ts';

export interface StaffAccountsDeps {
  db: Db;
  passwords: Passwords;
  strong: StrongPasswords;
  throttle: LoginThrottle;
  sessions: StaffSessions;
  audit: Audit;
  now: () => number;
  /** Roles changed, an account turned off, sessions ended: live streams are checked again. */
  accessChanged: () => void;
}

/** Who asks for a change, and from where: both go into the audit log. */
export interface Actor {
  staffId: number;
  ip: string;
}

/** Changes that could leave nobody to run the console are checked under this lock. */
const ADMINS_LOCK = 'staff:admins';

/**
 * What an admin does to staff accounts: list, create, change roles, disable, reset a password,
 * lift a lock-out.
 */
export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { db, passwords, sessions, audit, throttle } = deps;
  const iso = () => new Date(deps.now()).toISOString();

  /** Changes one account in a transaction, refusing to leave no enabled admin behind. */
  async function change(
    id: number,
    apply: (trx: Transaction<Database>, row: StaffRow) => Promise<StaffRow>,
  ): Promise<Staff> {
    const changed = await db.transaction().execute(async (trx) => {
      await holdLock(trx, ADMINS_LOCK);
      const row = await repo.findStaff(trx, id);
      if (!row) throw notFound();
      const updated = await apply(trx, row);
      if ((await repo.countEnabledAdmins(trx)) === 0) throw new AppError('lastAdmin');
      const locks = await throttle.lockedUntil(trx, [updated.user_name]);
      return toStaff(updated, locks.get(updated.user_name) ?? null);
    });
    deps.accessChanged();
    return changed;
  }

  const updated = async (
    trx: Transaction<Database>,
    id: number,
    changes: Parameters<typeof repo.updateStaff>[2],
  ) => {
    const row = await repo.updateStaff(trx, id, { ...changes, updated_at: iso() });
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(): Promise<Staff[]> {
      const rows = await repo.listStaff(db);
      const locks = await throttle.lockedUntil(
        db,
        rows.map((row) => row.user_name),
      );
      return rows.map((row) => toStaff(row, locks.get(row.user_name) ?? null));
    },

    async create(
      actor: Actor,
      input: { userName: string; displayName: string; roles: StaffRole[]; password: string },
    ): Promise<Staff> {
      if (await repo.findStaffByUserName(db, input.userName)) {
        throw new AppError('staffUserNameTaken');
      }
      await deps.strong.check(input.password, {
        user_name: input.userName,
        display_name: input.displayName,
      });
      const hash = await passwords.hash(input.password);
      return db.transaction().execute(async (trx) => {
        const row = await repo.insertStaff(trx, {
          user_name: input.userName,
          display_name: input.displayName,
          roles: JSON.stringify(input.roles),
          password_hash: hash,
          password_change_required: 1,
          created_at: iso(),
          updated_at: iso(),
        });
        if (!row) throw new AppError('staffUserNameTaken');
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'staff.created',
          target: `staff:${row.id}`,
          after: auditView(row),
          ip: actor.ip,
        });
        return toStaff(row);
      });
    },

    setRoles(actor: Actor, id: number, roles: StaffRole[]): Promise<Staff> {
      return change(id, async (trx, row) => {
        const after = await updated(trx, id, { roles: JSON.stringify(roles) });
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'staff.roles_changed',
          target: `staff:${id}`,
          before: { roles: auditView(row).roles },
          after: { roles: auditView(after).roles },
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Disabling ends the account's sessions at once; enabling lets it log in again. */
    setEnabled(actor: Actor, id: number, enabled: boolean): Promise<Staff> {
      return change(id, async (trx, row) => {
        const after = await updated(trx, id, { enabled: enabled ? 1 : 0 });
        const ended = enabled ? 0 : await sessions.revokeAll(trx, id);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: enabled ? 'staff.enabled' : 'staff.disabled',
          target: `staff:${id}`,
          before: { enabled: row.enabled === 1 },
          after: { enabled, ...(enabled ? {} : { sessionsEnded: ended }) },
          ip: actor.ip,
        });
        return after;
      });
    },

    /**
     * A new password set by an admin (forgotten, or a lock-out to lift): the account's sessions
     * end, its locks lift, and the console asks for a password of its own at the next login.
     */
    async resetPassword(actor: Actor, id: number, password: string): Promise<Staff> {
      const found = await repo.findStaff(db, id);
      if (!found) throw notFound();
      await deps.strong.check(password, found);
      const hash = await passwords.hash(password);
      return change(id, async (trx, row) => {
        const after = await updated(trx, id, {
          password_hash: hash,
          password_change_required: 1,
        });
        await throttle.clearAll(trx, row.user_name);
        const ended = await sessions.revokeAll(trx, id);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'staff.password_reset',
          target: `staff:${id}`,
          after: { sessionsEnded: ended },
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Lifts the account's lock-outs from every address; its password and sessions stay. */
    unlock(actor: Actor, id: number): Promise<Staff> {
      return change(id, async (trx, row) => {
        const locks = await throttle.lockedUntil(trx, [row.user_name]);
        await throttle.clearAll(trx, row.user_name);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'staff.unlocked',
          target: `staff:${id}`,
          before: { lockedUntil: locks.get(row.user_name) ?? null },
          ip: actor.ip,
        });
        return row;
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
