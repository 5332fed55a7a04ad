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
 * A browser that lists image types in `Accept` without WebP (older Safari) gets JPEG instead of a
 * WebP picture; every other client gets the WebP as stored.
 */
function wantsJpegFallback(accept: string | undefined, file: string): boolean {
  return /\.webp$/i.test(file) && !!accept?.includes('image/') && !accept.includes('image/webp');
}

/**
 * `/uploads/<picture>?w=<width>` answers the picture resized to one of the allowed widths (never
 * enlarged), and a WebP picture as JPEG to a browser without WebP; each variant is made once with
 * sharp and then served from a disk cache like any static file.
 */
export function registerResizedImages(app: FastifyInstance, options: ResizedImagesOptions) {
  const making = new Map<string, Promise<void>>();

  async function makeVariant(source: string, target: string, width: number, jpeg: boolean) {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    let image = sharp(source);
    if (width) image = image.resize({ width, withoutEnlargement: true });
    if (jpeg) image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    await image.toFile(temporary);
    // Renamed into place, so a concurrent reader never sees half a file.
    await rename(temporary, target);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/uploads/')) return;
    const [pathname = '', query = ''] = request.url.split('?');
    const asked = Number(new URLSearchParams(query).get('w'));
    const width = asked && isImageWidth(asked) ? asked : 0;
    const relative = decodeURIComponent(pathname.slice('/uploads/'.length));
    const jpeg = wantsJpegFallback(request.headers.accept, relative);
    if (RESIZABLE.test(relative)) reply.header('Vary', 'Accept');
    if (!width && !jpeg) return;
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
    const variant = path.join(width ? String(width) : 'full', jpeg ? `${relative}.jpg` : relative);
    const target = path.join(options.cacheDir, variant);
    try {
      await stat(target);
    } catch {
      let pending = making.get(target);
      if (!pending) {
        pending = makeVariant(source, target, width, jpeg).finally(() => making.delete(target));
        making.set(target, pending);
      }
      await pending;
    }
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.sendFile(variant, options.cacheDir);
  });
}
