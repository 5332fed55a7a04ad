import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  allLanguages,
  type ConsoleScenery,
  MAX_SCENERY_ORIGINAL_BYTES,
  rmToSen,
  type SceneryProgress,
  type scenerySaveBodySchema,
  senToRm,
} from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { SceneryTable } from '#server/modules/scenery/tables.ts';
import { type PictureType, receivePicture } from '#server/modules/uploads/service.ts';
import type { ObjectStore } from '#server/providers/storage/types.ts';
import { MAX_INPUT_PIXELS } from './derivatives.ts';
import { publishedFile, type SceneryProcessor } from './processing.ts';

type SceneryRow = Selectable<SceneryTable>;
type ScenerySave = z.output<typeof scenerySaveBodySchema>;

export interface SceneryEditorDeps {
  db: Db;
  store: ObjectStore;
  /** The public uploads folder, where the thumbnails and previews are published. */
  uploadsDir: string;
  /** A private folder where an upload is received before it is checked and stored. */
  incomingDir: string;
  audit: Audit;
  processor: SceneryProcessor;
  /** Called once a change visitors see is committed (the content cache is emptied everywhere). */
  changed: () => void;
  log: FastifyBaseLogger;
}

const EXTENSIONS: Record<PictureType, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/** Staff's view of a row: never the original's storage key. */
function toConsole(row: SceneryRow, orders: number): ConsoleScenery {
  return {
    id: row.id,
    title: allLanguages(row.title),
    price: senToRm(row.price_sen),
    state: row.state,
    failure: row.failure,
    thumb: row.thumb,
    preview: row.preview,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    enabled: row.enabled === 1,
    orders,
  };
}

/** What a sale needs besides the previews: a title in every language and a price. */
function complete(row: SceneryRow): boolean {
  const title = allLanguages(row.title);
  return row.price_sen > 0 && Object.values(title).every((text) => text.trim() !== '');
}

/**
 * Scenery photographs as content staff manage them: bulk uploads of originals (kept privately at
 * once; their previews are made by the background queue), titles and prices, on sale or not, and
 * deletion of photographs nobody has ordered. Each change is audited with the change.
 */
export function createSceneryEditor(deps: SceneryEditorDeps) {
  const { db, audit } = deps;

  async function ordersOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('order_line')
      .innerJoin('orders', 'orders.id', 'order_line.order_id')
      .select(['order_line.item_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('orders.kind', '=', 'image')
      .where('order_line.item_id', 'in', ids)
      .groupBy('order_line.item_id')
      .execute();
    return new Map(rows.map((row) => [row.item_id, Number(row.n)]));
  }

  async function one(id: number): Promise<ConsoleScenery> {
    const row = await db.selectFrom('scenery').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toConsole(row, (await ordersOf([id])).get(id) ?? 0);
  }

  return {
    async list(): Promise<ConsoleScenery[]> {
      const rows = await db
        .selectFrom('scenery')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const orders = await ordersOf(rows.map((row) => row.id));
      return rows.map((row) => toConsole(row, orders.get(row.id) ?? 0));
    },

    async progress(ids: number[]): Promise<SceneryProgress> {
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('scenery')
              .select(['id', 'state', 'failure'])
              .where('id', 'in', ids)
              .orderBy('id')
              .execute();
      const count = (state: string) => rows.filter((row) => row.state === state).length;
      return {
        list: rows,
        total: rows.length,
        ready: count('ready'),
        processing: count('processing'),
        failed: count('failed'),
      };
    },

    /**
     * Keeps an uploaded original privately under a name of the server's own, and adds its row,
     * off sale and `processing`; the queue then makes its thumbnail and watermarked preview.
     */
    async upload(body: unknown, actor: StaffActor): Promise<ConsoleScenery> {
      const picture = await receivePicture(body, deps.incomingDir, MAX_SCENERY_ORIGINAL_BYTES);
      // A file whose first bytes look right but that does not decode is no picture either.
      const size = await sharp(picture.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .metadata()
        .catch(() => null);
      if (!size?.width || !size.height) throw new AppError('uploadNotPicture');
      const key = `scenery/${randomBytes(12).toString('hex')}.${EXTENSIONS[picture.kind]}`;
      await deps.store.put(key, picture.bytes, `image/${picture.kind}`).catch(() => {
        // The store's own error may name the key: it stays out of answers and logs.
        throw new Error('the original could not be stored');
      });
      try {
        const id = await db.transaction().execute(async (trx) => {
          const last = await trx
            .selectFrom('scenery')
            .select((eb) => eb.fn.max('sort').as('sort'))
            .executeTakeFirst();
          const { id } = await trx
            .insertInto('scenery')
            .values({
              title: JSON.stringify({ zh: '', en: '', ma: '' }),
              cover: '',
              price_sen: 0,
              sort: Number(last?.sort ?? 0) + 1,
              enabled: 0,
              original: key,
              bytes: picture.bytes.length,
              state: 'processing',
              failure: '',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await audit.record(trx, {
            staffId: actor.staffId,
            action: 'scenery.uploaded',
            target: `scenery:${id}`,
            after: { id, bytes: picture.bytes.length, state: 'processing' },
            ip: actor.ip,
          });
          return id;
        });
        deps.processor.wake();
        return await one(id);
      } catch (error) {
        await deps.store.remove(key).catch(() => {});
        throw error;
      }
    },

    async save(body: ScenerySave, actor: StaffActor): Promise<ConsoleScenery> {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('scenery')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirst();
        if (!before) throw notFound();
        const title = JSON.stringify(body.title);
        const price_sen = rmToSen(body.price);
        await trx
          .updateTable('scenery')
          .set({ title, price_sen })
          .where('id', '=', body.id)
          .execute();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'scenery.saved',
          target: `scenery:${body.id}`,
          before: { title: allLanguages(before.title), price: senToRm(before.price_sen) },
          after: { title: body.title, price: senToRm(price_sen) },
          ip: actor.ip,
        });
      });
      deps.changed();
      return one(body.id);
    },

    /** On sale only once its previews are ready and it has its titles and a price. */
    async setEnabled(id: number, enabled: boolean, actor: StaffActor): Promise<ConsoleScenery> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('scenery')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        if (enabled && row.state !== 'ready') throw new AppError('sceneryNotReady');
        if (enabled && !complete(row)) throw new AppError('sceneryIncomplete');
        await trx
          .updateTable('scenery')
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: enabled ? 'scenery.enabled' : 'scenery.disabled',
          target: `scenery:${id}`,
          before: { enabled: row.enabled === 1 },
          after: { enabled },
          ip: actor.ip,
        });
      });
      deps.changed();
      return one(id);
    },

    /**
     * Deletes a photograph nobody has ordered, with its original and previews. One with orders
     * (paid, or waiting for payment) is switched off instead: its buyers still download it.
     */
    async remove(id: number, actor: StaffActor): Promise<{ deleted: boolean }> {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('scenery')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const ordered = await trx
          .selectFrom('order_line')
          .innerJoin('orders', 'orders.id', 'order_line.order_id')
          .select('orders.id')
          .where('orders.kind', '=', 'image')
          .where('order_line.item_id', '=', id)
          .executeTakeFirst();
        if (ordered) {
          await trx.updateTable('scenery').set({ enabled: 0 }).where('id', '=', id).execute();
          await audit.record(trx, {
            staffId: actor.staffId,
            action: 'scenery.disabled',
            target: `scenery:${id}`,
            before: { enabled: row.enabled === 1 },
            after: { enabled: false, kept: 'ordered by visitors' },
            ip: actor.ip,
          });
          return { deleted: false, row };
        }
        await trx.deleteFrom('scenery_favourite').where('scenery_id', '=', id).execute();
        await trx.deleteFrom('scenery').where('id', '=', id).execute();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'scenery.deleted',
          target: `scenery:${id}`,
          before: toConsole(row, 0),
          ip: actor.ip,
        });
        return { deleted: true, row };
      });
      deps.changed();
      if (outcome.deleted) {
        const { row } = outcome;
        for (const publicPath of [row.thumb, row.preview]) {
          const file = publishedFile(deps.uploadsDir, publicPath);
          if (file) await rm(file, { force: true });
        }
        if (row.original) {
          await deps.store.remove(row.original).catch(() => {
            deps.log.warn({ sceneryId: id }, 'the original of a deleted photo stays in storage');
          });
        }
      }
      return { deleted: outcome.deleted };
    },
  };
}

export type SceneryEditor = ReturnType<typeof createSceneryEditor>;
