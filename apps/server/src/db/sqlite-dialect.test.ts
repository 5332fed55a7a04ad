import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDatabase, migrateToLatest, openDatabase } from './connect.ts';
import { adaptNodeSqlite } from './sqlite-dialect.ts';

describe('SQLite shared by two instances', () => {
  let dir = '';
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction holds the write lock from its start, so another instance waits instead of slipping in', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'scenic-sqlite-'));
    database = openDatabase({ dataDir: dir });
    await migrateToLatest(database.db);
    // Another process on the same file, that does not wait for locks.
    const other = new DatabaseSync(path.join(dir, 'scenic.sqlite'));
    other.exec('PRAGMA busy_timeout = 0');
    const write = () =>
      other.prepare("insert into rain_day (date, created_at) values ('2031-01-01', 'now')").run();

    const trx = await database.db.startTransaction().execute();
    expect(write).toThrow(/locked|busy/i);
    await trx.rollback().execute();
    expect(write).not.toThrow();
    other.close();
  });
});

describe('SQLite statements', () => {
  it('prepares each SQL text once, and a kept statement still runs after the schema changes', () => {
    const sqlite = new DatabaseSync(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (sql: string) => {
      prepared++;
      return prepare(sql);
    };
    const database = adaptNodeSqlite(sqlite);
    database.prepare('create table t (a integer)').run([]);
    const insert = (value: number) => database.prepare('insert into t (a) values (?)').run([value]);
    const read = () => database.prepare('select * from t order by a').all([]);
    insert(1);
    insert(2);
    expect(read()).toEqual([{ a: 1 }, { a: 2 }]);
    expect(prepared).toBe(3);
    database.prepare('alter table t add column b integer not null default 7').run([]);
    insert(3);
    expect(read()).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
      { a: 3, b: 7 },
    ]);
    database.close();
  });
});
