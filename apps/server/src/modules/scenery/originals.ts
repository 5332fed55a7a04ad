import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isInside } from '#server/lib/paths.ts';
import type { ObjectStore } from '#server/providers/storage/types.ts';
import { makeDerivatives } from './derivatives.ts';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

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
  // The name becomes part of file names: a slug, never a path.
  if (!SAFE_NAME.test(image.name)) throw new Error(`unsafe image name: ${image.name}`);
  const { thumb, preview, width, height } = await makeDerivatives(image.original, image.mark);
  const key = `scenery/${image.id}-${image.name}.jpg`;
  await store.put(key, image.original, 'image/jpeg');
  const dir = path.join(uploadsDir, 'scenery');
  const thumbFile = path.join(dir, `${image.id}-${image.name}-thumb.webp`);
  const previewFile = path.join(dir, `${image.id}-${image.name}-preview.webp`);
  if (!isInside(dir, thumbFile) || !isInside(dir, previewFile)) {
    throw new Error(`unsafe image name: ${image.name}`);
  }
  await mkdir(dir, { recursive: true });
  await writeFile(thumbFile, thumb);
  await writeFile(previewFile, preview);
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
