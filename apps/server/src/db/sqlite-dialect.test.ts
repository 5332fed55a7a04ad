import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDatabase, migrateToLatest, openDatabase } from './connect.ts';

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
