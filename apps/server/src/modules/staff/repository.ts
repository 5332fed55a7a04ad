import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { StaffLoginThrottleTable, StaffRow } from '#server/modules/staff/tables.ts';

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

export function findThrottle(db: Db, nameKey: string, ip: string) {
  return db
    .selectFrom('staff_login_throttle')
    .selectAll()
    .where('name_key', '=', nameKey)
    .where('ip', '=', ip)
    .executeTakeFirst();
}

export function saveThrottle(db: Db, row: Insertable<StaffLoginThrottleTable>) {
  return db
    .insertInto('staff_login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['name_key', 'ip']).doUpdateSet({
        failures: row.failures,
        last_failed_at: row.last_failed_at,
        locked_until: row.locked_until ?? null,
      }),
    )
    .execute();
}

/** Forgets the wrong passwords of a name from one address, or from every address. */
export function deleteThrottle(db: Db, nameKey: string, ip?: string) {
  let query = db.deleteFrom('staff_login_throttle').where('name_key', '=', nameKey);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  return query.execute();
}

/** For each of these names, the latest lock still in force (from whichever address). */
export async function locksInForce(db: Db, nameKeys: string[], now: string) {
  if (nameKeys.length === 0) return [];
  const rows = await db
    .selectFrom('staff_login_throttle')
    .select((eb) => ['name_key', eb.fn.max('locked_until').as('locked_until')])
    .where('name_key', 'in', nameKeys)
    .where('locked_until', '>', now)
    .groupBy('name_key')
    .execute();
  return rows.flatMap((row) =>
    row.locked_until ? [{ name_key: row.name_key, locked_until: String(row.locked_until) }] : [],
  );
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
