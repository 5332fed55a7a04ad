import type { AuditAction, AuditEntry, AuditListFilter } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionDayStart } from '#server/lib/attraction-time.ts';
import * as repo from './repository.ts';

export interface AuditRecord {
  /** Who did it; null when nobody signed in did (a machine, a failed login of an unknown name). */
  staffId: number | null;
  /** The machine that did it with the staff key; absent when a person did. */
  machine?: string | null | undefined;
  action: AuditAction;
  /** What it was done to, as `kind:id` ("staff:3"). */
  target?: string | null;
  /** The record before and after (plain data; never a password, a hash or a token). */
  before?: unknown;
  after?: unknown;
  /** The client address of the request. */
  ip?: string;
}

export interface AuditDeps {
  db: Db;
  now: () => number;
  /** The attraction's UTC offset: a date filter means a day at the attraction. */
  utcOffset: string;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * The audit log: who changed what, and when. `record` takes the transaction of the change it
 * describes, so a change is never without its row, nor a row without its change.
 */
export function createAudit(deps: AuditDeps) {
  const dayStart = (date: string) => attractionDayStart(date, deps.utcOffset);

  return {
    async record(trx: Db, entry: AuditRecord): Promise<void> {
      await repo.insertEntry(trx, {
        staff_id: entry.staffId,
        action: entry.action,
        target: entry.target ?? null,
        before: json(entry.before),
        after: json(entry.after),
        ip: entry.ip ?? '',
        machine: entry.machine ?? null,
        created_at: new Date(deps.now()).toISOString(),
      });
    },

    /** Everything staff did to one thing ("order:T2611..."), oldest first. */
    async historyOf(target: string): Promise<AuditEntry[]> {
      const rows = await repo.listEntries(deps.db, { target }, HISTORY_LIMIT, 0);
      return rows.map(toEntry).reverse();
    },

    async list(query: AuditListFilter) {
      const filter: repo.EntryFilter = {
        staffId: query.staffId,
        action: query.action,
        from: query.from ? dayStart(query.from) : undefined,
        until: query.to ? dayStart(addDays(query.to, 1)) : undefined,
      };
      const [total, rows] = await Promise.all([
        repo.countEntries(deps.db, filter),
        repo.listEntries(deps.db, filter, query.limit, (query.page - 1) * query.limit),
      ]);
      const list = rows.map(toEntry);
      return { list, total, page: query.page, limit: query.limit };
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;

/** How many entries one thing's history shows, oldest first (an order has a handful). */
const HISTORY_LIMIT = 200;

function toEntry(row: Awaited<ReturnType<typeof repo.listEntries>>[number]): AuditEntry {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffUserName: row.user_name ?? null,
    machine: row.machine,
    action: row.action,
    target: row.target,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
    ip: row.ip,
    createdAt: row.created_at,
  };
}

/** Blanks the client address of entries made before `before` (the retention period, decision 045). */
export async function forgetAuditAddresses(db: Db, before: string): Promise<number> {
  return repo.forgetAddresses(db, before);
}
