import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { isImageWidth } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { isInside } from '#server/lib/paths.ts';

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
 * The picture's path under the uploads as asked, when it is a plain one: decodable, relative, in
 * normal form (no `.` or `..` segments, no doubled slashes) and naming a resizable picture.
 */
function picturePath(encoded: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || path.isAbsolute(relative)) return undefined;
  if (path.normalize(relative) !== relative || relative.split('/').includes('..')) return undefined;
  return RESIZABLE.test(relative) ? relative : undefined;
}

/**
 * `/uploads/<picture>?w=<width>` answers the picture resized to one of the allowed widths (never
 * enlarged), and a WebP picture as JPEG to a browser without WebP; each variant is made once with
 * sharp and then served from a disk cache like any static file.
 */
export function registerResizedImages(app: FastifyInstance, options: ResizedImagesOptions) {
  const making = new Map<string, Promise<void>>();
  const uploadsRoot = path.resolve(options.uploadsDir);
  const cacheRoot = path.resolve(options.cacheDir);

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
    const relative = picturePath(pathname.slice('/uploads/'.length));
    // Anything but a plain picture name is left to the static handler, which refuses it.
    if (relative === undefined) return;
    const jpeg = wantsJpegFallback(request.headers.accept, relative);
    reply.header('Vary', 'Accept');
    if (!width && !jpeg) return;
    const source = path.join(uploadsRoot, relative);
    const variant = path.join(width ? String(width) : 'full', jpeg ? `${relative}.jpg` : relative);
    const target = path.join(cacheRoot, variant);
    // The copy is written from the request's path: it must land in the cache as its source lies
    // in the uploads (a path that climbs to / and down again could pass for either).
    if (!isInside(uploadsRoot, source) || !isInside(cacheRoot, target)) return;
    try {
      await stat(source);
    } catch {
      return; // the static handler answers 404
    }
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
    return reply.sendFile(variant, cacheRoot);
  });
}
