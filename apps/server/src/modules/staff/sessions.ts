import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import type { StaffRow } from '#server/modules/staff/tables.ts';
import * as repo from './repository.ts';

const HOUR_MS = 3_600_000;
/** A session's expiry moves forward on use at most every five minutes (one write, not one per call). */
const EXTEND_EVERY_MS = 5 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffSessionPolicy {
  /** Hours after the last use that a session ends. */
  idleHours: number;
  /** Hours after the login that a session ends, however busy. */
  maxHours: number;
}

export interface SignedInStaff {
  staff: StaffRow;
  sessionId: number;
}

/**
 * Staff sessions: opaque random tokens in the staff member's hands, only their hash in the
 * `staff_session` table (never the visitors' `session` table, so neither kind of token opens the
 * other's calls). They end after an idle spell, at a fixed maximum after login, at log-out, and
 * when the account is disabled or its password changes.
 */
export function createStaffSessions(db: Db, policy: StaffSessionPolicy, now: () => number) {
  const expiry = (createdAt: number, usedAt: number) =>
    new Date(
      Math.min(usedAt + policy.idleHours * HOUR_MS, createdAt + policy.maxHours * HOUR_MS),
    ).toISOString();

  return {
    async create(
      trx: Transaction<Database>,
      staffId: number,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = expiry(at, at);
      await repo.insertSession(trx, {
        token_hash: hashToken(token),
        staff_id: staffId,
        created_at: new Date(at).toISOString(),
        last_used_at: new Date(at).toISOString(),
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    /** The staff member of a live session, or null for an unknown, expired or ended token. */
    async resolve(token: string): Promise<SignedInStaff | null> {
      const at = now();
      const found = await repo.findLiveSession(db, hashToken(token), new Date(at).toISOString());
      if (!found) return null;
      const { session_id, session_created_at, session_last_used_at, ...staff } = found;
      if (at - Date.parse(session_last_used_at) > EXTEND_EVERY_MS) {
        await repo.extendSession(
          db,
          session_id,
          new Date(at).toISOString(),
          expiry(Date.parse(session_created_at), at),
        );
      }
      return { staff, sessionId: session_id };
    },

    revoke: (trx: Transaction<Database>, sessionId: number) =>
      repo.revokeSession(trx, sessionId, new Date(now()).toISOString()),

    /** Ends an account's sessions, all of them or all but `keep`. */
    revokeAll: (trx: Transaction<Database>, staffId: number, keep?: number) =>
      repo.revokeSessionsOf(trx, staffId, new Date(now()).toISOString(), keep),
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
