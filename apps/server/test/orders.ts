import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { call } from './call.ts';

/** Pays an order on the sandbox payment page, as a visitor tapping "Pay" does. */
export function payOnSandbox(app: FastifyInstance, payUrl: string) {
  return app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
}

/** Places sold (paid or held) of a ticket on a date. */
export async function soldOn(db: Db, date: string, ticketId = 1): Promise<number> {
  const day = await db
    .selectFrom('ticket_day')
    .select('sold')
    .where('ticket_id', '=', ticketId)
    .where('date', '=', date)
    .executeTakeFirst();
  return day?.sold ?? 0;
}

/** Units of a SKU still in stock. */
export async function stockOf(db: Db, skuId: number): Promise<number> {
  const sku = await db
    .selectFrom('goods_sku')
    .select('stock')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return sku.stock;
}

/** The demo's cendol (a dish with one combination), found as a visitor finds it. */
export async function cendol(app: FastifyInstance): Promise<{ goods_id: number; spec_id: number }> {
  const list = await call(app, 'GET', '/index/index/goodList?kind=food&keyword=cendol');
  const goodsId = list.json.data.list[0].id as number;
  const detail = await call(app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
  return { goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id as number };
}

/** The `order` events ({id, status}) of a live order stream, read as they come. */
export function orderEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const seen: { id: number; status: string }[] = [];
  let text = '';
  return {
    /** Reads until `count` events have come (or the stream ends); answers all of them. */
    async until(count: number) {
      while (seen.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: order') && data) seen.push(JSON.parse(data.slice(6)));
        }
      }
      return seen;
    },
    close: () => reader.cancel(),
  };
}

/**
 * An order of the first goods of a kind on sale (or the first matching `keyword`), placed through
 * the API as the visitor's app does; not yet paid. Answers what the app is told.
 */
export async function placeGoodsOrder(
  app: FastifyInstance,
  token: string,
  kind: 'food' | 'store' | 'hire',
  options: { keyword?: string; num?: number; extra?: object } = {},
): Promise<{ id: number; orderNo: string; payUrl: string; code: number }> {
  const search = options.keyword ? `&keyword=${encodeURIComponent(options.keyword)}` : '';
  const list = await call(app, 'GET', `/index/index/goodList?kind=${kind}${search}`);
  const goodsId = list.json.data.list[0].id as number;
  const detail = await call(app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
  const created = await call(app, 'POST', '/index/order/createGoodsOrder', {
    body: {
      kind,
      items: [
        { goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: options.num ?? 1 },
      ],
      ...options.extra,
    },
    headers: { token },
  });
  return { ...created.json.data, code: created.json.code };
}

/** What the app is told of a ticket order it placed. */
export interface PlacedTicketOrder {
  id: number;
  orderNo: string;
  payUrl: string;
  /** The answer's code: 0 when the order was placed. */
  code: number;
}

/**
 * A ticket order for `date` placed through the API as the visitor's app does: `quantity` of the
 * ticket's first variant, or the given `items` (adults, children...); paid on the sandbox unless
 * `paid: false`. Answers what the app is told.
 */
export async function placeTicketOrder(
  app: FastifyInstance,
  token: string,
  date: string,
  options: {
    quantity?: number;
    /** How many of each variant, in the ticket's order of variants (adult, child...). */
    perVariant?: number[];
    ticketId?: number;
    slotId?: number;
    paid?: boolean;
  } = {},
): Promise<PlacedTicketOrder> {
  const ticketId = options.ticketId ?? 1;
  const info = await call(app, 'GET', `/index/index/ticketInfo?id=${ticketId}`);
  const variants = info.json.data.variants as { id: number }[];
  const counts = options.perVariant ?? [options.quantity ?? 1];
  const items = counts.flatMap((quantity, index) => {
    const variant = variants[index];
    return quantity && variant ? [{ variantId: variant.id, quantity }] : [];
  });
  const created = await call(app, 'POST', '/index/order/createTicketOrder', {
    body: { ticketId, date, ...(options.slotId ? { slotId: options.slotId } : {}), items },
    headers: { token },
  });
  if (created.json.code === 0 && options.paid !== false) {
    await payOnSandbox(app, created.json.data.payUrl);
  }
  return { ...created.json.data, code: created.json.code };
}

/** An order as its page shows it to the visitor who placed it. */
export async function orderPage(app: FastifyInstance, token: string, id: number, langue = 'en') {
  const answer = await call(app, 'GET', `/index/order/orderDetail?id=${id}`, {
    langue,
    headers: { token },
  });
  return answer.json.data;
}
