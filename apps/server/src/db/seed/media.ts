import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDemoImages } from './art/index.ts';

const assetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/demo',
);

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
