import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite dialect expects the better-sqlite3 statement interface (`reader`, parameters as
 * one array). `node:sqlite` takes spread parameters and tells readers by their columns; this adapts
 * one to the other so we need no native module.
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    // A transaction takes the write lock when it begins: one that read first and wrote later would
    // fail at once (SQLITE_BUSY_SNAPSHOT) if another process wrote in between, instead of waiting.
    prepare: (sql) => adaptStatement(database.prepare(sql === 'begin' ? 'begin immediate' : sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => statement.run(...toSqlite(parameters)),
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
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
