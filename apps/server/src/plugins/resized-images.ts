import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { isImageWidth } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const RESIZABLE = /\.(webp|jpe?g|png|avif)$/i;

export interface ResizedImagesOptions {
  uploadsDir: string;
  /** Where resized copies are kept between requests. */
  cacheDir: string;
}

/**
 * `/uploads/<picture>?w=<width>` answers the picture resized to one of the allowed widths (never
 * enlarged), made once with sharp and then served from a disk cache like any static file.
 */
export function registerResizedImages(app: FastifyInstance, options: ResizedImagesOptions) {
  const making = new Map<string, Promise<void>>();

  async function makeVariant(source: string, target: string, width: number) {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await sharp(source).resize({ width, withoutEnlargement: true }).toFile(temporary);
    // Renamed into place, so a concurrent reader never sees half a file.
    await rename(temporary, target);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/uploads/')) return;
    const [pathname = '', query = ''] = request.url.split('?');
    const width = Number(new URLSearchParams(query).get('w'));
    if (!width || !isImageWidth(width)) return;
    const relative = decodeURIComponent(pathname.slice('/uploads/'.length));
    const source = path.resolve(options.uploadsDir, relative);
    if (
      !source.startsWith(`${path.resolve(options.uploadsDir)}${path.sep}`) ||
      !RESIZABLE.test(source)
    ) {
      return;
    }
    try {
      await stat(source);
    } catch {
      return; // the static handler answers 404
    }
    const variant = path.join(String(width), relative);
    const target = path.join(options.cacheDir, variant);
    try {
      await stat(target);
    } catch {
      let pending = making.get(target);
      if (!pending) {
        pending = makeVariant(source, target, width).finally(() => making.delete(target));
        making.set(target, pending);
      }
      await pending;
    }
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.sendFile(variant, options.cacheDir);
  });
}
