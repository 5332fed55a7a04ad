import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { inject } from 'vitest';

/** Opens the test server's SQLite file for one piece of work and closes it again. */
function withDatabase<T>(work: (db: DatabaseSync) => T, readOnly = true): T {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'scenic.sqlite'), { readOnly });
  try {
    // The server holds the file too: wait for its write lock rather than fail.
    db.exec('PRAGMA busy_timeout = 10000');
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * The code in the newest message to `recipient`, read from the test server's outbox table as the
 * operator console would show it (the API never returns a code).
 */
export async function codeSentTo(recipient: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = withDatabase(
      (db) =>
        db
          .prepare('select body from outbox where recipient = ? order by id desc limit 1')
          .get(recipient) as { body: string } | undefined,
    );
    const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${recipient}`);
}

/** The newest contact message, as stored for the operator. */
export function lastContactMessage(): Record<string, unknown> | undefined {
  return withDatabase(
    (db) =>
      db.prepare('select * from contact_message order by id desc limit 1').get() as
        | Record<string, unknown>
        | undefined,
  );
}

/** Runs a statement against the test server's database (e.g. to let time pass for an order). */
export function runSql(text: string, ...params: (string | number)[]): void {
  withDatabase((db) => db.prepare(text).run(...params), false);
}

/** The newest message sent for `purpose` to `recipient`. */
export function lastMessage(
  recipient: string,
  purpose: string,
): Record<string, unknown> | undefined {
  return withDatabase(
    (db) =>
      db
        .prepare(
          'select * from outbox where recipient = ? and purpose = ? order by id desc limit 1',
        )
        .get(recipient, purpose) as Record<string, unknown> | undefined,
  );
}
