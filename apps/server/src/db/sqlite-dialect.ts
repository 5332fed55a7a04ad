import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept prepared; the server has a few hundred, so this is a safety cap. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite dialect expects the better-sqlite3 statement interface (`reader`, parameters as
 * one array). `node:sqlite` takes spread parameters and tells readers by their columns; this adapts
 * one to the other so we need no native module.
 *
 * Kysely prepares every query it runs. Compiling the SQL again each time was a tenth of the
 * server's CPU under load (`npm run bench`, holiday morning), so each distinct SQL text is prepared
 * once and kept; SQLite re-prepares a kept statement by itself if a migration changes the schema.
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare: (sql) => {
      const kept = prepared.get(sql);
      if (kept) {
        // The most recently used last, so the cap drops the least recently used.
        prepared.delete(sql);
        prepared.set(sql, kept);
        return kept;
      }
      // A transaction takes the write lock when it begins: one that read first and wrote later would
      // fail at once (SQLITE_BUSY_SNAPSHOT) if another process wrote in between, instead of waiting.
      const statement = adaptStatement(database, sql === 'begin' ? 'begin immediate' : sql);
      prepared.set(sql, statement);
      if (prepared.size > STATEMENT_CACHE_SIZE) {
        const oldest = prepared.keys().next().value;
        if (oldest !== undefined) prepared.delete(oldest);
      }
      return statement;
    },
  };
}

function adaptStatement(database: DatabaseSync, sql: string): SqliteStatement {
  const statement = database.prepare(sql);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => statement.run(...toSqlite(parameters)),
    // A kept statement may be read again while a stream is open on it: a stream gets its own.
    iterate: (parameters) => database.prepare(sql).iterate(...toSqlite(parameters)),
  };
}

/** node:sqlite rejects booleans and undefined, which Kysely may pass through. */
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}
