import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import { type Destination, destinationKey } from './codes.ts';

/**
 * What the privacy module asks of the visitor's account (decision 045): correcting its details,
 * closing it, and forgetting old login codes. Only this module writes the visitor, its sessions
 * and its codes.
 */

export async function setNickname(db: Db, visitorId: number, nickname: string): Promise<void> {
  await db.updateTable('visitor').set({ nickname }).where('id', '=', visitorId).execute();
}

/**
 * Makes a verified phone number or e-mail address the account's own, unless another account
 * signs in with it (contactTaken). The caller has checked the code sent there.
 */
export async function changeContact(
  db: Db,
  visitorId: number,
  destination: Destination,
): Promise<void> {
  const [column, value] =
    destination.type === 'phone'
      ? (['phone', `${destination.areaCode}${destination.phone}`] as const)
      : (['email', destination.email] as const);
  let changed: bigint;
  try {
    const result = await db
      .updateTable('visitor')
      .set(
        destination.type === 'phone'
          ? { phone: value, area_code: destination.areaCode }
          : { email: value },
      )
      .where('id', '=', visitorId)
      .where('closed_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('visitor as other')
              .select('other.id')
              .where(`other.${column}`, '=', value)
              .where('other.id', '!=', visitorId),
          ),
        ),
      )
      .executeTakeFirst();
    changed = result.numUpdatedRows;
  } catch {
    // Another account took it between the check and the write (the column is unique).
    throw new AppError('contactTaken');
  }
  if (changed !== 1n) throw new AppError('contactTaken');
}

/** The destinations ("email:a@b.c") the visitor's codes went to, for forgetting them on closing. */
export function codeDestinationsOf(visitor: { phone: string | null; email: string | null }) {
  return [
    ...(visitor.phone ? [`phone:${visitor.phone}`] : []),
    ...(visitor.email ? [destinationKey({ type: 'email', email: visitor.email })] : []),
  ];
}

/**
 * Closes the account: every way of signing in and every detail goes, the row stays (orders,
 * payments and receipts point at it), every session ends, and the codes sent to its contacts are
 * deleted. False when it was closed already.
 */
export async function closeVisitor(
  trx: Transaction<Database>,
  visitorId: number,
  at: string,
): Promise<boolean> {
  const visitor = await trx
    .selectFrom('visitor')
    .select(['phone', 'email'])
    .where('id', '=', visitorId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!visitor) return false;
  const closed = await trx
    .updateTable('visitor')
    .set({
      phone: null,
      email: null,
      google_sub: null,
      facebook_id: null,
      area_code: '',
      nickname: '',
      avatar: '',
      closed_at: at,
    })
    .where('id', '=', visitorId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (closed.numUpdatedRows !== 1n) return false;
  await trx
    .updateTable('session')
    .set({ revoked_at: at })
    .where('visitor_id', '=', visitorId)
    .where('revoked_at', 'is', null)
    .execute();
  const destinations = codeDestinationsOf(visitor);
  if (destinations.length > 0) {
    await trx.deleteFrom('login_code').where('destination', 'in', destinations).execute();
  }
  return true;
}

/** Deletes login codes created before `before` (long past their five minutes). */
export async function purgeLoginCodes(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_code')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Blanks the client address of codes created before `before` (the hourly limits are long past). */
export async function forgetCodeAddresses(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('login_code')
    .set({ ip: '' })
    .where('created_at', '<', before)
    .where('ip', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The visitor as stored now (after a change). */
export function findVisitor(db: Db, visitorId: number) {
  return db.selectFrom('visitor').selectAll().where('id', '=', visitorId).executeTakeFirstOrThrow();
}
