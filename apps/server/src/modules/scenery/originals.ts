import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '#server/db/database.ts';
import { isInside } from '#server/lib/paths.ts';
import type { ObjectStore } from '#server/providers/storage/types.ts';
import { makeDerivatives } from './derivatives.ts';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** Public paths of what is published of an original, and the original's own size in pixels. */
export interface Published {
  thumb: string;
  preview: string;
  width: number;
  height: number;
}

function filesOf(uploadsDir: string, image: { id: number; name: string }) {
  // The name becomes part of file names: a slug, never a path.
  if (!SAFE_NAME.test(image.name)) throw new Error(`unsafe image name: ${image.name}`);
  const dir = path.join(uploadsDir, 'scenery');
  const base = `${image.id}-${image.name}`;
  const thumb = path.join(dir, `${base}-thumb.webp`);
  const preview = path.join(dir, `${base}-preview.webp`);
  if (!isInside(dir, thumb) || !isInside(dir, preview)) {
    throw new Error(`unsafe image name: ${image.name}`);
  }
  return {
    dir,
    thumb,
    preview,
    publicPath: (suffix: string) => `/uploads/scenery/${base}-${suffix}.webp`,
  };
}

/**
 * Makes and writes under `/uploads/scenery/` what the public may see of an original: its
 * thumbnail and its watermarked preview. The original itself is never written there.
 */
export async function publishDerivatives(
  uploadsDir: string,
  image: { id: number; name: string; original: Buffer; mark: string },
): Promise<Published> {
  const files = filesOf(uploadsDir, image);
  const { thumb, preview, width, height } = await makeDerivatives(image.original, image.mark);
  await mkdir(files.dir, { recursive: true });
  await writeFile(files.thumb, thumb);
  await writeFile(files.preview, preview);
  return { thumb: files.publicPath('thumb'), preview: files.publicPath('preview'), width, height };
}

/** Removes the published thumbnail and preview of an image (it was deleted). */
export async function unpublishDerivatives(
  uploadsDir: string,
  image: { id: number; name: string },
): Promise<void> {
  const files = filesOf(uploadsDir, image);
  await rm(files.thumb, { force: true });
  await rm(files.preview, { force: true });
}

/**
 * Keeps an image's original privately and publishes only its thumbnail and watermarked preview
 * (under `/uploads/scenery/`). The demo seed comes here; the console's upload stores the original
 * at once and leaves the rest to the background queue (processing.ts).
 */
export async function publishOriginal(
  db: Db,
  store: ObjectStore,
  uploadsDir: string,
  image: { id: number; name: string; original: Buffer; mark: string },
): Promise<void> {
  filesOf(uploadsDir, image);
  const published = await publishDerivatives(uploadsDir, image);
  const key = `scenery/${image.id}-${image.name}.jpg`;
  await store.put(key, image.original, 'image/jpeg');
  await db
    .updateTable('scenery')
    .set({
      original: key,
      thumb: published.thumb,
      preview: published.preview,
      cover: published.thumb,
      width: published.width,
      height: published.height,
      bytes: image.original.length,
      state: 'ready',
      failure: '',
    })
    .where('id', '=', image.id)
    .execute();
}
