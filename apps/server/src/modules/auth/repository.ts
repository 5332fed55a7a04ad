import type { Db } from '#server/db/database.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';

export function latestCode(db: Db, destination: string) {
  return db
    .selectFrom('login_code')
    .selectAll()
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Codes sent to a destination, or asked for from a client address (optionally only those not yet entered). */
export async function countCodesSince(
  db: Db,
  by: { destination: string } | { ip: string; unused?: boolean },
  since: string,
): Promise<number> {
  let query = db
    .selectFrom('login_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since);
  if ('destination' in by) query = query.where('destination', '=', by.destination);
  else {
    query = query.where('ip', '=', by.ip);
    if (by.unused) query = query.where('used_at', 'is', null);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function insertCode(
  db: Db,
  row: {
    destination: string;
    code_hash: string;
    ip: string;
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('login_code').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Takes one of the code's tries; false once it has none left, or it is used. */
export async function claimCodeTry(db: Db, id: number, maxTries: number) {
  const result = await db
    .updateTable('login_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a code that never reached its destination. */
export async function forgetCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_code').where('id', '=', id).execute();
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: Db, id: number, at: string) {
  const result = await db
    .updateTable('login_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type VisitorKey = 'phone' | 'email' | 'google_sub' | 'facebook_id';

/** The visitor signing in with this key, created on their first login (safe when two race). */
export async function findOrCreateVisitor(
  db: Db,
  key: VisitorKey,
  value: string,
  profile: { area_code?: string; nickname?: string; avatar?: string; email?: string },
  at: string,
): Promise<VisitorRow> {
  // Any unique clash, not only the key's: an address the profile brings may be taken meanwhile.
  await db
    .insertInto('visitor')
    .values({
      phone: null,
      email: null,
      google_sub: null,
      facebook_id: null,
      ...profile,
      [key]: value,
      created_at: at,
      last_login_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const visitor = await db
    .selectFrom('visitor')
    .selectAll()
    .where(key, '=', value)
    .executeTakeFirst();
  if (!visitor) {
    // Another sign-in took the address first: this account starts without it.
    if (profile.email === undefined) throw new Error(`no visitor for ${key} after inserting one`);
    const { email: _taken, ...rest } = profile;
    return findOrCreateVisitor(db, key, value, rest, at);
  }
  await db.updateTable('visitor').set({ last_login_at: at }).where('id', '=', visitor.id).execute();
  return visitor;
}

export async function findVisitorByEmail(db: Db, email: string) {
  return db.selectFrom('visitor').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Links a Google identity to an account, unless another account already signs in with it. */
export async function linkGoogle(db: Db, visitorId: number, sub: string) {
  await db
    .updateTable('visitor')
    .set({ google_sub: sub })
    .where('id', '=', visitorId)
    .where('google_sub', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('visitor as other').select('other.id').where('other.google_sub', '=', sub),
        ),
      ),
    )
    .execute();
}

export function insertSession(
  db: Db,
  row: {
    token_hash: string;
    visitor_id: number;
    created_at: string;
    last_used_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('session').values(row).execute();
}

/**
 * A live session's visitor with the session's id and last use, in one round trip: every
 * signed-in call asks this first.
 */
export async function findLiveSessionVisitor(db: Db, tokenHash: string, now: string) {
  const row = await db
    .selectFrom('session')
    .innerJoin('visitor', 'visitor.id', 'session.visitor_id')
    .selectAll('visitor')
    .select(['session.id as session_id', 'session.last_used_at as session_last_used_at'])
    .where('session.token_hash', '=', tokenHash)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_last_used_at, ...visitor } = row;
  return { sessionId: session_id, lastUsedAt: session_last_used_at, visitor };
}

export function extendSession(db: Db, id: number, now: string, expiresAt: string) {
  return db
    .updateTable('session')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export function revokeSession(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
