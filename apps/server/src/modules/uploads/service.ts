import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  MAX_PANORAMA_BYTES,
  MAX_PANORAMA_WIDTH,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_WIDTH,
  MAX_VIDEO_BYTES,
  type UploadAnswer,
} from '@scenic/contracts';
import sharp from 'sharp';
import { AppError } from '#server/lib/errors.ts';

/** The folder under the public uploads that staff uploads go to; names are the server's own. */
const FOLDER = 'content';

export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif';
type VideoType = 'mp4' | 'webm';

/** What the first bytes say a file is, whatever its name or the type the browser claimed. */
export function sniff(head: Buffer): PictureType | VideoType | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    return brand === 'avif' || brand === 'avis' ? 'avif' : 'mp4';
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  return null;
}

const PICTURES: readonly string[] = ['jpeg', 'png', 'webp', 'avif'];

/**
 * Writes an upload to `file`, up to `limit` bytes. The byte past the limit fails it with
 * `uploadTooLarge` at once (the file closed first, so the caller can remove it), and nothing more
 * is read: the answer goes then and closes the connection (plugins/body-limits.ts).
 */
function store(body: Readable, file: string, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let seen = 0;
    let over = false;
    // Once over the limit, the file's own end (writes cut short) is no failure of its own.
    out.on('error', (error) => over || reject(error));
    body.on('error', reject);
    body.on('data', (chunk: Buffer) => {
      if (over) return;
      seen += chunk.length;
      if (seen > limit) {
        over = true;
        body.pause();
        out.destroy();
        out.once('close', () => reject(new AppError('uploadTooLarge')));
      } else if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      if (!over) out.end(() => resolve());
    });
  });
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(32);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const newName = () => randomBytes(12).toString('base64url');

/**
 * Receives an upload into `folder` under a name of the server's own, up to `limit` bytes; a body
 * that is not a stream, or breaks off, is `notKey`. Answers the file, which the caller removes.
 */
async function receiveInto(
  body: unknown,
  folder: string,
  limit: number,
  notKey: 'uploadNotPicture' | 'uploadNotVideo',
): Promise<string> {
  if (!body || typeof (body as Readable).pipe !== 'function') throw new AppError(notKey);
  await mkdir(folder, { recursive: true });
  const incoming = path.join(folder, `.incoming-${newName()}`);
  try {
    await store(body as Readable, incoming, limit);
  } catch (error) {
    await rm(incoming, { force: true });
    throw error instanceof AppError && error.key === 'uploadTooLarge'
      ? error
      : new AppError(notKey);
  }
  return incoming;
}

/** A picture as sent, and its type read from its bytes. */
export interface ReceivedPicture {
  bytes: Buffer;
  kind: PictureType;
}

/**
 * Receives a picture that is kept as sent (a scenery original): written first to a private
 * `folder` (never under the public uploads) so a large one is refused at its limit without being
 * held in memory, then read back once its first bytes say it is a JPEG, PNG, WebP or AVIF.
 */
export async function receivePicture(
  body: unknown,
  folder: string,
  limit: number,
): Promise<ReceivedPicture> {
  const incoming = await receiveInto(body, folder, limit, 'uploadNotPicture');
  try {
    const kind = sniff(await firstBytes(incoming));
    if (!kind || !PICTURES.includes(kind)) throw new AppError('uploadNotPicture');
    return { bytes: await readFile(incoming), kind: kind as PictureType };
  } finally {
    await rm(incoming, { force: true });
  }
}

/**
 * Pictures and videos staff upload for content. The type is read from the bytes; a picture is
 * re-encoded by sharp (turned upright, at most MAX_PICTURE_WIDTH wide, WebP) so what visitors load
 * is never the file as sent; a video is kept as sent. Smaller widths are made on request by the
 * resized-images plugin, as for every picture under /uploads.
 */
export function createUploads(deps: { uploadsDir: string }) {
  const folder = path.join(deps.uploadsDir, FOLDER);
  /**
   * Re-encodes a picture as WebP, turned upright and at most `maxWidth` wide; `check` may refuse it
   * by its size as sent (upright) before anything is written.
   */
  async function reencode(
    body: unknown,
    limit: number,
    maxWidth: number,
    check?: (width: number, height: number) => void,
  ): Promise<UploadAnswer> {
    const incoming = await receiveInto(body, folder, limit, 'uploadNotPicture');
    try {
      const kind = sniff(await firstBytes(incoming));
      if (!kind || !PICTURES.includes(kind)) throw new AppError('uploadNotPicture');
      if (check) {
        const meta = await sharp(incoming, { limitInputPixels: 100_000_000 })
          .metadata()
          .catch(() => {
            throw new AppError('uploadNotPicture');
          });
        const turned = (meta.orientation ?? 1) >= 5;
        const width = (turned ? meta.height : meta.width) ?? 0;
        const height = (turned ? meta.width : meta.height) ?? 0;
        if (!width || !height) throw new AppError('uploadNotPicture');
        check(width, height);
      }
      const file = `${newName()}.webp`;
      const stored = await sharp(incoming, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(path.join(folder, file))
        .catch(() => {
          throw new AppError('uploadNotPicture');
        });
      return {
        url: `/uploads/${FOLDER}/${file}`,
        bytes: stored.size,
        width: stored.width,
        height: stored.height,
      };
    } finally {
      await rm(incoming, { force: true });
    }
  }

  return {
    picture(body: unknown): Promise<UploadAnswer> {
      return reencode(body, MAX_PICTURE_BYTES, MAX_PICTURE_WIDTH);
    },

    /**
     * A VR panorama: an equirectangular picture (twice as wide as tall, within 1%), kept up to
     * MAX_PANORAMA_WIDTH wide, as the visitors' viewer wraps it around them (decision 022).
     */
    panorama(body: unknown): Promise<UploadAnswer> {
      return reencode(body, MAX_PANORAMA_BYTES, MAX_PANORAMA_WIDTH, (width, height) => {
        if (Math.abs(width / height - 2) > 0.02) {
          throw new AppError('panoramaNotEquirectangular', undefined, { width, height });
        }
      });
    },

    async video(body: unknown): Promise<UploadAnswer> {
      const incoming = await receiveInto(body, folder, MAX_VIDEO_BYTES, 'uploadNotVideo');
      const kind = sniff(await firstBytes(incoming));
      if (kind !== 'mp4' && kind !== 'webm') {
        await rm(incoming, { force: true });
        throw new AppError('uploadNotVideo');
      }
      const file = `${newName()}.${kind}`;
      await rename(incoming, path.join(folder, file));
      const { size } = await stat(path.join(folder, file));
      return { url: `/uploads/${FOLDER}/${file}`, bytes: size, width: null, height: null };
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
