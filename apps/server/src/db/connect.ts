import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';
import { adaptNodeSqlite } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  engine: Engine;
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
  sqlite.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: adaptNodeSqlite(sqlite) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, options: DatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/**
 * Brings the schema up to date; safe to run from several instances at once on PostgreSQL. `pgSchema`
 * names the schema whose migration records to read: without it, Kysely takes another schema's
 * records on the same database for this one's (tests give each file its own schema).
 */
export async function migrateToLatest(db: Kysely<Database>, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
