import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import * as repo from './repository.ts';

export interface LockoutPolicy {
  /** Wrong passwords in a row from one address that are let through before it must wait... */
  maxFailures: number;
  /** ...this long; each further wrong one from there doubles the wait, up to a day. */
  minutes: number;
}

const MINUTE_MS = 60_000;
/** The longest one address waits, however long it keeps guessing. */
const MAX_LOCK_MS = 24 * 60 * MINUTE_MS;
/** A day without a wrong password from an address (after its wait, if any) starts its count again. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE_MS;

/** One attempt, taken before the password is checked: refused outright, or counted. */
export type Claim =
  | { locked: true; lockedUntil: string }
  | { locked: false; failures: number; lockedUntil: string | null };

/**
 * Wrong staff passwords, counted per user name as typed *and* client address (decision 031): five
 * go through, then that address waits 15 minutes, and each further wrong password from it doubles
 * the wait. Someone guessing from elsewhere slows only themselves; the owner signs in from their
 * own desk as usual. Names nobody holds are counted the same way, so neither the answers nor
 * their timing tell which names exist; the name is kept only as a keyed hash.
 */
export function createLoginThrottle(deps: {
  db: Db;
  secret: string;
  policy: LockoutPolicy;
  now: () => number;
}) {
  const { db, policy } = deps;
  const keyOf = (userName: string) =>
    createHmac('sha256', deps.secret).update(`staff-login\0${userName}`).digest('hex');
  const lockMs = (failures: number) =>
    failures < policy.maxFailures
      ? 0
      : Math.min(policy.minutes * MINUTE_MS * 2 ** (failures - policy.maxFailures), MAX_LOCK_MS);

  return {
    /**
     * Takes one attempt of `userName` from `ip` before its password is checked, counting it as
     * wrong; `clear` undoes that when it was right. Counting first, under a lock of the pair, means
     * parallel guesses cannot slip past the limit while their hashes are computed.
     */
    claim(userName: string, ip: string): Promise<Claim> {
      const key = keyOf(userName);
      return db.transaction().execute(async (trx) => {
        await holdLock(trx, `staff-login:${key}:${ip}`);
        const at = deps.now();
        const nowIso = new Date(at).toISOString();
        const row = await repo.findThrottle(trx, key, ip);
        if (row?.locked_until && row.locked_until > nowIso) {
          return { locked: true, lockedUntil: row.locked_until };
        }
        // Quiet for a day after the last wrong password, or after the wait it started: forgotten.
        const lastHeard = row
          ? Math.max(Date.parse(row.last_failed_at), Date.parse(row.locked_until ?? '') || 0)
          : 0;
        const failures = row && lastHeard > at - FORGET_AFTER_MS ? row.failures + 1 : 1;
        const wait = lockMs(failures);
        const lockedUntil = wait > 0 ? new Date(at + wait).toISOString() : null;
        await repo.saveThrottle(trx, {
          name_key: key,
          ip,
          failures,
          last_failed_at: nowIso,
          locked_until: lockedUntil,
        });
        return { locked: false, failures, lockedUntil };
      });
    },

    /** The password was right: this address starts from nothing again. */
    clear: (userName: string, ip: string) => repo.deleteThrottle(db, keyOf(userName), ip),

    /** Lifts every lock of a name from every address (an admin's unlock, a password reset). */
    clearAll: (writer: Parameters<typeof repo.deleteThrottle>[0], userName: string) =>
      repo.deleteThrottle(writer, keyOf(userName)),

    /** The latest lock in force of each name, from any address (the console's staff list). */
    async lockedUntil(
      reader: Parameters<typeof repo.locksInForce>[0],
      userNames: string[],
    ): Promise<Map<string, string>> {
      const keys = new Map(userNames.map((name) => [keyOf(name), name]));
      const rows = await repo.locksInForce(
        reader,
        [...keys.keys()],
        new Date(deps.now()).toISOString(),
      );
      const locks = new Map<string, string>();
      for (const row of rows) {
        const name = keys.get(row.name_key);
        if (name) locks.set(name, row.locked_until);
      }
      return locks;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Forgets wrong-password counts (and so their client addresses) last touched before `before` and
 * not holding anyone back now: the retention period of client addresses (decision 045).
 */
export async function forgetThrottleAddresses(db: Db, before: string, now: string) {
  const result = await db
    .deleteFrom('staff_login_throttle')
    .where('last_failed_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
