/**
 * Failures that say "the database cannot serve right now" rather than "this call is wrong": the
 * visitor is told to try again (code 1007), not that something broke (1000). Each left the
 * database as it was: a statement that failed this way rolled back its transaction.
 */

// Node's socket errors on the way to PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: connection exceptions (08), not enough resources (53), the server
// shutting down or starting (57P0x), a cancelled statement (57014, the statement timeout), a lock
// not granted in time (55P03), and a transaction to retry (40001 serialization, 40P01 deadlock).
const POSTGRES_STATE = /^(08|53)...$|^57P0[1-3]$|^57014$|^55P03$|^40001$|^40P01$/;

// node-postgres reports a lost or never-made connection in plain messages without a code.
const POSTGRES_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|Cannot use a pool after calling end)/i;

// SQLite's primary result codes: BUSY and LOCKED (another process holds the lock), IOERR and
// FULL (the disk under the file fails or is full).
const SQLITE_TRANSIENT = new Set([5, 6, 10, 13]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isTransient(current)) return true;
    if (current.cause !== undefined) queue.push(current.cause);
    // A host name with several addresses fails with one error per address.
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return false;
}

function isTransient(error: Error): boolean {
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    return SQLITE_TRANSIENT.has(errcode & 0xff);
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code))) {
    return true;
  }
  return POSTGRES_MESSAGES.test(error.message);
}
