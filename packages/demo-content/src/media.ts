import { access, cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, type ObjectStore, publishOriginal } from '@scenic/server/seeding';
import type { Kysely } from 'kysely';
import { renderOriginal, SCENERY_ORIGINALS, writeDemoImages } from './art/index.ts';

/** The mark across the demo previews. */
const DEMO_MARK = 'BUKIT AWAN · PREVIEW';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo');

/**
 * Puts the demo pictures and video into the public uploads folder. Pictures are drawn by code on
 * first start (files already there are kept); the small video ships with the repo.
 */
export async function ensureDemoMedia(uploadsDir: string): Promise<void> {
  const demoDir = path.join(uploadsDir, 'demo');
  await mkdir(demoDir, { recursive: true });
  await writeDemoImages(demoDir);
  await cp(assetsDir, demoDir, { recursive: true, force: false, errorOnExist: false });
}

/** The demo picture a scenery row was made from: by its first cover, or by its stored original. */
function demoNameOf(row: { cover: string; original: string }): string | undefined {
  return (
    /\/uploads\/demo\/(scenery-[a-z-]+)\.webp$/.exec(row.cover)?.[1] ??
    /^scenery\/\d+-(scenery-[a-z-]+)\.jpg$/.exec(row.original)?.[1]
  );
}

/**
 * Gives each demo scenery image its private original, thumbnail and watermarked preview, when it has
 * none yet or when they were lost (a data folder wiped on redeploy while the database stayed).
 * Clean copies that older versions published under `uploads/demo` are removed. Images the operator
 * replaced are left alone.
 */
export async function ensureDemoSceneryOriginals(
  db: Kysely<Database>,
  store: ObjectStore,
  uploadsDir: string,
): Promise<number> {
  const rows = await db
    .selectFrom('scenery')
    .select(['id', 'cover', 'original', 'preview'])
    .execute();
  let made = 0;
  for (const row of rows) {
    const name = demoNameOf(row);
    const art = SCENERY_ORIGINALS.find((image) => image.name === name);
    if (!name || !art) continue;
    const previewFile = path.join(uploadsDir, row.preview.replace(/^\/uploads\//, ''));
    const present =
      row.original !== '' &&
      row.preview !== '' &&
      (await store.has(row.original)) &&
      (await access(previewFile).then(
        () => true,
        () => false,
      ));
    if (present) continue;
    await publishOriginal(db, store, uploadsDir, {
      id: row.id,
      name,
      original: await renderOriginal(art),
      mark: DEMO_MARK,
    });
    made++;
  }
  for (const art of SCENERY_ORIGINALS) {
    await rm(path.join(uploadsDir, 'demo', `${art.name}.webp`), { force: true });
  }
  return made;
}
