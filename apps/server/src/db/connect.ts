import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import { adaptNodeSqlite } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Db;
  engine: Engine;
  /**
   * Tells `listener` of connections the database dropped while idle (a restart, a failover, an
   * idle reaper). The pool replaces them by itself; this is for the log.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, an SQLite file under dataDir. */
  url?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  poolSize?: number;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** How long to wait for a new PostgreSQL connection before the call answers "unavailable". */
  connectTimeoutMs?: number;
  /** Longest a PostgreSQL statement may run (0: no limit). */
  statementTimeoutMs?: number;
  /** How long an SQLite write waits for another process's lock before it gives up. */
  sqliteBusyTimeoutMs?: number;
}

// PostgreSQL count(*) and bigint arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DatabaseOptions): AppDatabase {
  if (options.url) return openPostgres(options.url, options);
  return openSqlite(options);
}

function openSqlite(options: DatabaseOptions): AppDatabase {
  const file = options.sqliteFile ?? 'scenic.sqlite';
  let location = file;
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    location = path.join(options.dataDir, file);
  }
  const sqlite = new DatabaseSync(location);
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec(`PRAGMA synchronous = ${options.sqliteSynchronous ?? 'FULL'}`);
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec(`PRAGMA busy_timeout = ${Math.trunc(options.sqliteBusyTimeoutMs ?? 5000)}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: adaptNodeSqlite(sqlite) }),
  });
  // One in-process connection: nothing drops it behind our back.
  return { db, engine: 'sqlite', onConnectionError: () => {}, close: () => db.destroy() };
}

function openPostgres(url: string, options: DatabaseOptions): AppDatabase {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
    // Finds a connection the network silently lost before a visitor's call does.
    keepAlive: true,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const listeners: Array<(error: Error) => void> = [];
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    // The pool and the client both tell of the same lost connection: say it once.
    if (reported.has(error)) return;
    reported.add(error);
    for (const listener of listeners) listener(error);
  };
  // An 'error' event nobody listens to ends the process. The pool emits one when the database
  // drops an idle connection, a client when it loses its connection between two queries; both
  // clients are then discarded and the next call opens a fresh connection.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    onConnectionError: (listener) => listeners.push(listener),
    close: () => db.destroy(),
  };
}

/** Brings the schema up to date; safe to run from several instances at once on PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  // On one connection without the statement timeout: an index on a large table, or waiting for
  // another instance's migration, may take longer than any visitor's call should.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { error, results } = await db.connection().execute(async (connection) => {
    let schema: string | undefined;
    if (postgres) {
      await sql`set statement_timeout = 0`.execute(connection);
      // Kysely looks for its bookkeeping tables in every schema unless told which one: a second
      // schema in the same database (another deployment, a test) would pass for this one.
      const { rows } = await sql<{
        schema: string | null;
      }>`select current_schema() as schema`.execute(connection);
      schema = rows[0]?.schema ?? undefined;
    }
    const migrator = new Migrator({
      db: connection,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    try {
      return await migrator.migrateToLatest();
    } finally {
      if (postgres) await sql`reset statement_timeout`.execute(connection);
    }
  });
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
