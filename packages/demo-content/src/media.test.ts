import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createObjectStore, type ObjectStore } from '@scenic/server/seeding';
import { enginesUnderTest } from '@scenic/server/test/engines.ts';
import { createTestApp, type TestApp } from '@scenic/server/test/test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoSceneryOriginals } from './media.ts';

describe.each(enginesUnderTest())('demo scenery originals on $name', (engine) => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-originals-'));
  const uploads = path.join(dir, 'uploads');
  // The store the seed command makes from the configuration: a private folder under DATA_DIR.
  let store: ObjectStore;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dir } });
    store = createObjectStore(t.config);
    // One demo image is enough to follow its life.
    await t.database.db.deleteFrom('scenery').where('id', '!=', 1).execute();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const row = () =>
    t.database.db.selectFrom('scenery').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

  it('stores the original privately, publishes a thumbnail and a preview, and removes clean public copies', async () => {
    mkdirSync(path.join(uploads, 'demo'), { recursive: true });
    const clean = path.join(uploads, 'demo', 'scenery-sunrise-peak.webp');
    writeFileSync(clean, 'an older version published this unmarked');

    expect(await ensureDemoSceneryOriginals(t.database.db, store, uploads)).toBe(1);
    const image = await row();
    expect(image.original).toBe('scenery/1-scenery-sunrise-peak.jpg');
    expect(await store.has(image.original)).toBe(true);
    expect(existsSync(path.join(uploads, 'scenery', '1-scenery-sunrise-peak-preview.webp'))).toBe(
      true,
    );
    expect(image.cover).toBe(image.thumb);
    expect(existsSync(clean)).toBe(false);

    expect(await ensureDemoSceneryOriginals(t.database.db, store, uploads)).toBe(0);
  });

  it('makes them again when the data folder was lost but the database kept them', async () => {
    rmSync(path.join(dir, 'originals'), { recursive: true, force: true });
    rmSync(path.join(uploads, 'scenery'), { recursive: true, force: true });
    expect(await ensureDemoSceneryOriginals(t.database.db, store, uploads)).toBe(1);
    expect(await store.has((await row()).original)).toBe(true);
  });
});
