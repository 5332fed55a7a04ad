import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './database.ts';

/**
 * Holds a lock named after what a limit counts ("login-code:email:a@b.c", "unpaid:visitor:42")
 * until the transaction ends, so a check and the write it decides are one step, across instances.
 * PostgreSQL: a transaction-scoped advisory lock on the name's 64-bit hash. SQLite: every write
 * transaction already runs alone (one connection per process, BEGIN IMMEDIATE across processes; see
 * sqlite-dialect.ts), so there is nothing more to take.
 * Take several in one fixed order (the destination before the address) so two never wait on each other.
 */
export async function holdLock(trx: Transaction<Database>, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
