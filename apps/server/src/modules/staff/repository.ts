import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, StaffRow } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findStaff(db: Db, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffByUserName(db: Db, userName: string) {
  return db.selectFrom('staff').selectAll().where('user_name', '=', userName).executeTakeFirst();
}

export function listStaff(db: Db) {
  return db.selectFrom('staff').selectAll().orderBy('user_name').execute();
}

export async function countStaff(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Enabled accounts holding the admin role (roles is a JSON array: the quoted name is exact). */
export async function countEnabledAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', 1)
    .where('roles', 'like', '%"admin"%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts an account; undefined when the user name is taken (also by a racing insert). */
export async function insertStaff(
  db: Db,
  row: {
    user_name: string;
    display_name: string;
    roles: string;
    password_hash: string;
    password_change_required: number;
    created_at: string;
    updated_at: string;
  },
): Promise<StaffRow | undefined> {
  return db
    .insertInto('staff')
    .values(row)
    .onConflict((oc) => oc.column('user_name').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateStaff(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      StaffRow,
      | 'roles'
      | 'enabled'
      | 'password_hash'
      | 'password_change_required'
      | 'failed_logins'
      | 'last_failed_at'
      | 'locked_until'
      | 'last_login_at'
      | 'updated_at'
    >
  >,
) {
  return db
    .updateTable('staff')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes one login attempt of an account before its password is checked, in one statement: the
 * count of failures in a row goes up (starting again after a quiet `windowStart`), and reaching
 * `maxFailures` locks the account until `lockUntil`. Undefined while it is locked. Counting before
 * checking means parallel guesses cannot slip past the limit while the hashes are computed; a
 * correct password clears the count again.
 */
export async function claimLoginAttempt(
  db: Db,
  id: number,
  at: { now: string; windowStart: string; lockUntil: string; maxFailures: number },
) {
  const next = sql<number>`case when last_failed_at is null or last_failed_at <= ${at.windowStart} then 1 else failed_logins + 1 end`;
  return db
    .updateTable('staff')
    .set({
      failed_logins: next,
      last_failed_at: at.now,
      locked_until: sql<
        string | null
      >`case when ${next} >= ${at.maxFailures} then ${at.lockUntil} else null end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at.now)]))
    .returning(['failed_logins', 'locked_until'])
    .executeTakeFirst();
}

export function insertSession(
  db: Db,
  row: {
    token_hash: string;
    staff_id: number;
    created_at: string;
    last_used_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('staff_session').values(row).returning('id').executeTakeFirstOrThrow();
}

/** A session that is neither revoked nor expired, of an account that is enabled. */
export function findLiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .selectAll('staff')
    .select([
      'staff_session.id as session_id',
      'staff_session.created_at as session_created_at',
      'staff_session.last_used_at as session_last_used_at',
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.revoked_at', 'is', null)
    .where('staff_session.expires_at', '>', now)
    .where('staff.enabled', '=', 1)
    .executeTakeFirst();
}

export function extendSession(db: Db, id: number, now: string, expiresAt: string) {
  return db
    .updateTable('staff_session')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSession(db: Db, id: number, now: string) {
  return db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of an account, except `keep` (the one asking). */
export async function revokeSessionsOf(
  db: Db,
  staffId: number,
  now: string,
  keep?: number,
): Promise<number> {
  let query = db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
