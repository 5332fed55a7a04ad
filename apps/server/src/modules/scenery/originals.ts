import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ObjectStore } from '../../providers/storage/types.ts';
import { makeDerivatives } from './derivatives.ts';

/**
 * Keeps an image's original privately and publishes only its thumbnail and watermarked preview
 * (under `/uploads/scenery/`). The operator console's upload and the demo seed both come here.
 */
export async function publishOriginal(
  db: Kysely<Database>,
  store: ObjectStore,
  uploadsDir: string,
  image: { id: number; name: string; original: Buffer; mark: string },
): Promise<void> {
  const { thumb, preview, width, height } = await makeDerivatives(image.original, image.mark);
  const key = `scenery/${image.id}-${image.name}.jpg`;
  await store.put(key, image.original, 'image/jpeg');
  const dir = path.join(uploadsDir, 'scenery');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${image.id}-${image.name}-thumb.webp`), thumb);
  await writeFile(path.join(dir, `${image.id}-${image.name}-preview.webp`), preview);
  const publicPath = (suffix: string) =>
    `/uploads/scenery/${image.id}-${image.name}-${suffix}.webp`;
  await db
    .updateTable('scenery')
    .set({
      original: key,
      thumb: publicPath('thumb'),
      preview: publicPath('preview'),
      cover: publicPath('thumb'),
      width,
      height,
      bytes: image.original.length,
    })
    .where('id', '=', image.id)
    .execute();
}
