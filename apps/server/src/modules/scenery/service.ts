import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DOWNLOAD_LINK_MINUTES,
  type DownloadLink,
  type Locale,
  type LocalizedText,
  type PaymentStart,
  type SceneryDetail,
  type SceneryItem,
  type SceneryList,
  senToRm,
} from '@scenic/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderRequest } from '#server/modules/orders/request-key.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { lockVisitorOrders } from '#server/modules/orders/shared.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import type { SceneryTable } from '#server/modules/scenery/tables.ts';
import type { ObjectStore, StoredObject } from '#server/providers/storage/types.ts';

type SceneryRow = Selectable<SceneryTable>;

export interface SceneryServiceDeps {
  db: Db;
  orders: OrderService;
  store: ObjectStore;
  secret: string;
  /** Where signed download links point, e.g. `/api/files/scenery`. */
  downloadPath: string;
  now?: () => number;
}

interface LinkClaims {
  /** The scenery image and the order that bought it. */
  s: number;
  o: number;
  /** Expiry, epoch seconds. */
  e: number;
}

/** "sunrise-over-the-peak-3.jpg": the English title, made safe for a file name, and the original's type. */
function fileNameOf(title: string, id: number, original: string): string {
  const extension = /\.(jpg|png|webp|avif)$/.exec(original)?.[1] ?? 'jpg';
  const english = (JSON.parse(title) as Partial<LocalizedText>).en ?? '';
  const slug = english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'scenery'}-${id}.${extension}`;
}

/**
 * The attraction's photographs: browsing previews, favourites, buying, and downloading the
 * original through a signed link that only the buyer receives and that expires within minutes.
 */
export function createSceneryService(deps: SceneryServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  const sign = (payload: string) =>
    createHmac('sha256', `scenery-download:${deps.secret}`).update(payload).digest('base64url');

  function toItem(row: SceneryRow, locale: Locale, collected: boolean): SceneryItem {
    return {
      id: row.id,
      title: localizeJson(row.title, locale),
      thumb: row.thumb || row.cover,
      preview: row.preview || row.cover,
      price: senToRm(row.price_sen),
      width: row.width,
      height: row.height,
      collected,
    };
  }

  async function favouritesOf(visitor: VisitorRow | null, ids: number[]) {
    if (!visitor || ids.length === 0) return new Set<number>();
    const rows = await db
      .selectFrom('scenery_favourite')
      .select('scenery_id')
      .where('visitor_id', '=', visitor.id)
      .where('scenery_id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.scenery_id));
  }

  async function findEnabled(id: number) {
    const row = await db
      .selectFrom('scenery')
      .selectAll()
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** The visitor's order of an image: a paid one first, else the latest that can still be paid. */
  async function orderOf(visitor: VisitorRow, sceneryId: number, from: Db = db) {
    return from
      .selectFrom('orders')
      .innerJoin('order_line', 'order_line.order_id', 'orders.id')
      .select(['orders.id', 'orders.status', 'orders.expires_at'])
      .where('orders.visitor_id', '=', visitor.id)
      .where('orders.kind', '=', 'image')
      .where('order_line.item_id', '=', sceneryId)
      .where('orders.status', 'in', ['completed', 'pending_payment'])
      .orderBy(sql`case when orders.status = 'completed' then 0 else 1 end`)
      .orderBy('orders.id', 'desc')
      .executeTakeFirst();
  }

  return {
    async list(
      visitor: VisitorRow | null,
      query: { collect?: string | undefined; page: number; limit: number },
      locale: Locale,
    ): Promise<SceneryList> {
      const favouritesOnly = query.collect !== undefined && query.collect !== '';
      if (favouritesOnly && !visitor) throw new AppError('notLoggedIn');
      let base = db.selectFrom('scenery').where('scenery.enabled', '=', 1);
      if (favouritesOnly && visitor) {
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('scenery_favourite')
              .select('scenery_favourite.scenery_id')
              .whereRef('scenery_favourite.scenery_id', '=', 'scenery.id')
              .where('scenery_favourite.visitor_id', '=', visitor.id),
          ),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll('scenery')
          .orderBy('scenery.sort')
          .orderBy('scenery.id')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const favourites = await favouritesOf(
        visitor,
        rows.map((row) => row.id),
      );
      return {
        list: rows.map((row) => toItem(row, locale, favourites.has(row.id))),
        total: Number(count.n),
        page: query.page,
        limit: query.limit,
      };
    },

    async detail(visitor: VisitorRow | null, id: number, locale: Locale): Promise<SceneryDetail> {
      const row = await findEnabled(id);
      const [favourites, order] = await Promise.all([
        favouritesOf(visitor, [id]),
        visitor ? orderOf(visitor, id) : undefined,
      ]);
      return {
        ...toItem(row, locale, favourites.has(id)),
        bytes: row.bytes,
        order: order
          ? { id: order.id, status: order.status as 'pending_payment' | 'completed' }
          : null,
      };
    },

    /** Sets a favourite on or off; doing it twice is the same as once. */
    async collect(visitor: VisitorRow, id: number, collect: boolean) {
      await findEnabled(id);
      if (collect) {
        await db
          .insertInto('scenery_favourite')
          .values({
            visitor_id: visitor.id,
            scenery_id: id,
            created_at: new Date(now()).toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['visitor_id', 'scenery_id']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('scenery_favourite')
          .where('visitor_id', '=', visitor.id)
          .where('scenery_id', '=', id)
          .execute();
      }
      return { id, collected: collect };
    },

    /** An image order at the server's price, through the same payment machinery as any order. */
    async createOrder(
      visitor: VisitorRow,
      id: number,
      request?: OrderRequest,
    ): Promise<PaymentStart> {
      return deps.orders.place(visitor, request, async () => {
        const row = await findEnabled(id);
        if (!row.original) throw notFound();
        return {
          kind: 'image',
          holds: {},
          // Decided under the visitor's order lock, so taps racing in two tabs make one order.
          async instead(trx) {
            const existing = await orderOf(visitor, id, trx);
            if (existing?.status === 'completed') throw new AppError('imageOwned');
            // An order still waiting for payment is paid, not doubled: a second tap or tab pays it.
            return existing?.expires_at && Date.parse(existing.expires_at) > now()
              ? existing.id
              : undefined;
          },
          price: async () => ({
            title: row.title,
            cover: row.thumb || row.cover,
            note: '',
            lines: [{ itemId: row.id, name: row.title, unitPriceSen: row.price_sen, quantity: 1 }],
          }),
        };
      });
    },

    /** A link to the original for the buyer of a paid image order, valid for a few minutes. */
    async downloadLink(visitor: VisitorRow, orderId: number): Promise<DownloadLink> {
      const order = await db
        .selectFrom('orders')
        .innerJoin('order_line', 'order_line.order_id', 'orders.id')
        .select(['orders.id', 'orders.status', 'order_line.item_id'])
        .where('orders.id', '=', orderId)
        .where('orders.visitor_id', '=', visitor.id)
        .where('orders.kind', '=', 'image')
        .executeTakeFirst();
      if (!order) throw notFound();
      if (order.status !== 'completed') throw new AppError('imageNotPaid');
      const row = await db
        .selectFrom('scenery')
        .select(['id', 'title', 'original'])
        .where('id', '=', order.item_id)
        .executeTakeFirst();
      if (!row) throw notFound();
      const expires = Math.floor(now() / 1000) + DOWNLOAD_LINK_MINUTES * 60;
      const claims: LinkClaims = { s: row.id, o: order.id, e: expires };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return {
        url: `${deps.downloadPath}/${payload}.${sign(payload)}`,
        fileName: fileNameOf(row.title, row.id, row.original),
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /**
     * The original behind a signed link, or why not: a forged or altered link is unknown, an old one
     * expired. The order is checked again, so a refunded purchase stops downloading.
     */
    async openLink(token: string): Promise<{ file: StoredObject; fileName: string }> {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as LinkClaims;
      if (claims.e * 1000 <= now()) throw new AppError('linkExpired');
      const paid = await db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', claims.o)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      if (!paid) throw notFound();
      const row = await db
        .selectFrom('scenery')
        .select(['id', 'title', 'original'])
        .where('id', '=', claims.s)
        .executeTakeFirst();
      const file = row?.original ? await deps.store.get(row.original) : null;
      if (!row || !file) throw notFound();
      return { file, fileName: fileNameOf(row.title, row.id, row.original) };
    },
  };
}

export type SceneryService = ReturnType<typeof createSceneryService>;

/**
 * After an image order is paid: whether the visitor already owned that image through another paid
 * order (two orders paid in two tabs). The orders core then sends this payment back, so nobody pays
 * twice for one picture.
 */
export async function ownsImageAlready(
  trx: Transaction<Database>,
  order: OrderRow,
): Promise<boolean> {
  // Two payments of one visitor settling at once each see the other's once it commits.
  await lockVisitorOrders(trx, order.visitor_id);
  const line = await trx
    .selectFrom('order_line')
    .select('item_id')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!line) return false;
  const earlier = await trx
    .selectFrom('orders')
    .innerJoin('order_line', 'order_line.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.visitor_id', '=', order.visitor_id)
    .where('orders.kind', '=', 'image')
    .where('orders.status', '=', 'completed')
    .where('orders.id', '!=', order.id)
    .where('order_line.item_id', '=', line.item_id)
    .executeTakeFirst();
  return earlier !== undefined;
}
