import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { isDatabaseUnavailable } from '#server/lib/database-errors.ts';
import { isInside } from '#server/lib/paths.ts';
import type { ObjectStore } from '#server/providers/storage/types.ts';
import { publishDerivatives } from './originals.ts';

/** Why previews could not be made, as a key the console words in the staff member's language. */
export type SceneryFailure = 'originalMissing' | 'notAPicture' | 'unexpected';

export interface SceneryProcessorDeps {
  db: Db;
  store: ObjectStore;
  uploadsDir: string;
  /** The text across the previews (the attraction's name). */
  mark: () => Promise<string>;
  log: FastifyBaseLogger;
  /** How long to wait before trying again after the database went away. */
  retryMs?: number;
}

class Failure extends Error {
  readonly reason: SceneryFailure;
  constructor(reason: SceneryFailure) {
    super(reason);
    this.reason = reason;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Published files are named apart from the original, so their addresses never tell its key. */
const publishedName = () => randomBytes(12).toString('hex');

/** A published path as a file under the uploads folder, or null when it points elsewhere. */
export function publishedFile(uploadsDir: string, publicPath: string): string | null {
  if (!publicPath.startsWith('/uploads/scenery/')) return null;
  const file = path.join(uploadsDir, publicPath.slice('/uploads/'.length));
  return isInside(path.join(uploadsDir, 'scenery'), file) ? file : null;
}

/**
 * The background queue that makes the thumbnail and watermarked preview of uploaded originals.
 * It works through the rows left `processing`, oldest first and one at a time (an image's resizing
 * runs on sharp's threads, and the queue yields between images), so a bulk upload never holds up
 * visitors' calls. It wakes on each upload and at start, so rows a stopped server left processing
 * are picked up. An image worked twice (two instances starting together) is published twice,
 * the last write winning; its previews are equally good either way.
 */
export function createSceneryProcessor(deps: SceneryProcessorDeps) {
  const { db, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function processOne(row: { id: number; original: string }): Promise<void> {
    let published: Awaited<ReturnType<typeof publishDerivatives>> | undefined;
    try {
      const stored = row.original ? await deps.store.get(row.original) : null;
      if (!stored) throw new Failure('originalMissing');
      const original = await readAll(stored.body);
      const mark = await deps.mark();
      published = await publishDerivatives(deps.uploadsDir, {
        id: row.id,
        name: publishedName(),
        original,
        mark,
      }).catch((error: unknown) => {
        throw error instanceof Failure || isDatabaseUnavailable(error)
          ? error
          : new Failure('notAPicture');
      });
      const done = await db
        .updateTable('scenery')
        .set({
          thumb: published.thumb,
          preview: published.preview,
          cover: published.thumb,
          width: published.width,
          height: published.height,
          state: 'ready',
          failure: '',
        })
        .where('id', '=', row.id)
        .where('state', '=', 'processing')
        .executeTakeFirst();
      // Deleted while its previews were being made: what was just written goes too.
      if (done.numUpdatedRows === 0n) await removeFiles(published);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Failure ? error.reason : 'unexpected';
      // The image by its id, and an error by its kind only: a file system's message names the
      // path, and the original's storage key or path is never logged.
      log.warn(
        {
          sceneryId: row.id,
          reason,
          error: (error as { code?: string }).code ?? (error as Error).name,
        },
        'scenery previews could not be made',
      );
      await db
        .updateTable('scenery')
        .set({ state: 'failed', failure: reason })
        .where('id', '=', row.id)
        .where('state', '=', 'processing')
        .execute();
    }
  }

  async function removeFiles(published: { thumb: string; preview: string }) {
    for (const publicPath of [published.thumb, published.preview]) {
      const file = publishedFile(deps.uploadsDir, publicPath);
      if (file) await rm(file, { force: true });
    }
  }

  async function drain(): Promise<void> {
    while (!closed) {
      const row = await db
        .selectFrom('scenery')
        .select(['id', 'original'])
        .where('state', '=', 'processing')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!row) return;
      await processOne(row);
      // Calls waiting for the event loop go first between two images.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !closed);
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'scenery previews postponed; trying again shortly');
        if (!closed) {
          retry = setTimeout(wake, deps.retryMs ?? 10_000);
          retry.unref();
        }
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    wake,
    /** Resolves once nothing is being worked on (tests wait on it). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Stops taking new images and waits for the one in hand. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await running;
    },
  };
}

export type SceneryProcessor = ReturnType<typeof createSceneryProcessor>;
