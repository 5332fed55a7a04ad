import type { Db } from '#server/db/database.ts';

export function insertEntry(
  db: Db,
  row: {
    staff_id: number | null;
    action: string;
    target: string | null;
    before: string | null;
    after: string | null;
    ip: string;
    machine: string | null;
    created_at: string;
  },
) {
  return db.insertInto('audit_log').values(row).execute();
}

export interface EntryFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  /** ISO instants: from included, until excluded. */
  from?: string | undefined;
  until?: string | undefined;
  /** What it was done to, exactly ("order:T2611..."). */
  target?: string | undefined;
}

function filtered(db: Db, filter: EntryFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('audit_log.created_at', '<', filter.until);
  if (filter.target !== undefined) query = query.where('audit_log.target', '=', filter.target);
  return query;
}

export async function countEntries(db: Db, filter: EntryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, with the acting staff member's user name (kept after the account is gone: null). */
export function listEntries(db: Db, filter: EntryFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.id',
      'audit_log.staff_id',
      'staff.user_name',
      'audit_log.action',
      'audit_log.target',
      'audit_log.before',
      'audit_log.after',
      'audit_log.ip',
      'audit_log.machine',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function forgetAddresses(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('audit_log')
    .set({ ip: '' })
    .where('created_at', '<', before)
    .where('ip', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
