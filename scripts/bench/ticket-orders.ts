/**
 * Ticket orders per second with 100 concurrent buyers, on SQLite and on PostgreSQL, through the
 * real server: latency p50/p99, and the oversell count of a sell-out run (must be 0).
 */

import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServer } from '@scenic/e2e/support/server.ts';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchCheckIns } from './check-ins.ts';

const CONNECTIONS = 100;

export interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  env: Record<string, string>;
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** SQLite: the server's own file, opened per query (set `dataDir` once the server has started). */
export async function sqliteEngine(): Promise<Engine & { dataDir: string }> {
  let file = '';
  return {
    name: 'SQLite',
    env: {},
    async query(text, params = []) {
      const db = new DatabaseSync(file);
      try {
        // The server holds the file too: wait for its write lock rather than fail.
        db.exec('PRAGMA busy_timeout = 10000');
        const statement = db.prepare(text);
        if (/^\s*select/i.test(text)) {
          return statement.all(...(params as never[])) as Record<string, unknown>[];
        }
        statement.run(...(params as never[]));
        return [];
      } finally {
        db.close();
      }
    },
    close: async () => {},
    set dataDir(dir: string) {
      file = path.join(dir, 'scenic.sqlite');
    },
  } as Engine & { dataDir: string };
}

let schemas = 0;

/** PostgreSQL: a schema of its own, dropped by `close`. */
export async function postgresEngine(url: string): Promise<Engine> {
  const schema = `bench_${process.pid}_${schemas++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  // A few connections: the holiday bench reads codes for several visitors signing in at once.
  const pool = new pg.Pool({ connectionString: withSchema.toString(), max: 4 });
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: withSchema.toString() },
    async query(text, params = []) {
      let index = 0;
      return (
        await pool.query(
          text.replace(/\?/g, () => `$${++index}`),
          params,
        )
      ).rows;
    },
    async close() {
      await pool.end();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Orders from the buyers in turn: each request carries the next buyer's token. */
function fire(url: string, tokens: string[], body: string, seconds: number) {
  let next = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, token: tokens[next++ % tokens.length] ?? '' },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Store checkouts of one combination (`createGoodsOrder`): orders per second with plenty of
 * stock, then a sell-out run against 500 units; orders stored beyond the stock are oversold.
 */
async function benchStoreOrders(
  engine: Engine,
  baseUrl: string,
  tokens: string[],
  seconds: number,
) {
  const [sku] = await engine.query(
    "select goods_sku.id as id, goods_sku.goods_id as goods_id from goods_sku join goods on goods.id = goods_sku.goods_id where goods.kind = 'store' order by goods.sort, goods_sku.id limit 1",
  );
  const skuId = Number(sku?.id);
  const body = JSON.stringify({
    kind: 'store',
    items: [{ goods_id: Number(sku?.goods_id), spec_id: skuId, num: 1 }],
  });
  const url = `${baseUrl}/api/index/order/createGoodsOrder`;
  const linesOfSku = async (afterOrder: number) =>
    Number(
      (
        await engine.query(
          'select count(*) as n from order_line where item_id = ? and order_id > ? and order_id in (select id from orders where kind = ?)',
          [skuId, afterOrder, 'shop'],
        )
      )[0]?.n,
    );
  const lastOrder = async () =>
    Number((await engine.query('select coalesce(max(id), 0) as n from orders'))[0]?.n);

  await engine.query('update goods_sku set stock = ? where id = ?', [10_000_000, skuId]);
  const before = await lastOrder();
  const throughput = await fire(url, tokens, body, seconds);
  const placed = await linesOfSku(before);

  const units = 500;
  await engine.query('update goods_sku set stock = ? where id = ?', [units, skuId]);
  const marker = await lastOrder();
  await fire(url, tokens, body, seconds);
  const stored = await linesOfSku(marker);
  const [left] = await engine.query('select stock from goods_sku where id = ?', [skuId]);
  const oversell = Math.max(0, stored - units);
  return `${engine.name}: ${Math.round(placed / seconds)} store orders/s with ${CONNECTIONS} concurrent buyers, latency p50 ${throughput.latency.p50} ms, p99 ${throughput.latency.p99} ms; sell-out of ${units} units: ${stored} orders stored, stock left ${Number(left?.stock)}, oversell ${oversell}`;
}

export async function benchTicketOrders(postgresUrl?: string) {
  const engines = [
    await sqliteEngine(),
    ...(postgresUrl ? [await postgresEngine(postgresUrl)] : []),
  ];
  const lines: string[] = [];
  for (const engine of engines) {
    const server = await startServer({
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      ORDER_SWEEP_SECONDS: '0',
      // Each buyer places hundreds of unpaid orders in a run; at the usual caps all but their
      // first few would be refusals, not orders.
      UNPAID_ORDERS_PER_VISITOR: '100000000',
      UNPAID_PLACES_PER_DATE: '100000000',
      ...engine.env,
    });
    try {
      if ('dataDir' in engine) (engine as unknown as { dataDir: string }).dataDir = server.dataDir;
      const api = (route: string, body: object, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}/api${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }).then(
          (response) => response.json() as Promise<{ code: number; data: { token: string } }>,
        );
      // One signed-in visitor per connection: a visitor's own orders take turns (decision 009).
      const tokens: string[] = [];
      for (let buyer = 0; buyer < CONNECTIONS; buyer++) {
        const email = `bench${buyer}@example.com`;
        await api('/index/login/sendCode', { type: 'email', email });
        const [message] = await engine.query(
          'select body from outbox where recipient = ? order by id desc',
          [email],
        );
        const code = /\b(\d{6})\b/.exec(String(message?.body))?.[1] ?? '';
        tokens.push((await api('/index/login/login', { type: 'email', email, code })).data.token);
      }

      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const order = (date: string) =>
        JSON.stringify({ ticketId: 1, date, items: [{ variantId: 1, quantity: 1 }] });
      await engine.query(
        'insert into ticket_day (ticket_id, date, capacity) values (1, ?, 10000000)',
        [day(30)],
      );
      const seconds = 10;
      const url = `${server.baseUrl}/api/index/order/createTicketOrder`;
      const throughput = await fire(url, tokens, order(day(30)), seconds);
      const [placed] = await engine.query('select count(*) as n from orders where visit_date = ?', [
        day(30),
      ]);

      const capacity = 500;
      await engine.query('insert into ticket_day (ticket_id, date, capacity) values (1, ?, ?)', [
        day(31),
        capacity,
      ]);
      await fire(url, tokens, order(day(31)), seconds);
      const [row] = await engine.query(
        'select sold from ticket_day where ticket_id = 1 and date = ?',
        [day(31)],
      );
      const [orders] = await engine.query('select count(*) as n from orders where visit_date = ?', [
        day(31),
      ]);
      const sold = Number(row?.sold);
      const stored = Number(orders?.n);
      const oversell = Math.max(0, sold - capacity, stored - capacity);
      lines.push(
        `${engine.name}: ${Math.round(Number(placed?.n) / seconds)} ticket orders/s with ${CONNECTIONS} concurrent buyers, latency p50 ${throughput.latency.p50} ms, p99 ${throughput.latency.p99} ms; sell-out of ${capacity} places: ${stored} orders stored, ${sold} places sold, oversell ${oversell}`,
      );
      lines.push(await benchStoreOrders(engine, server.baseUrl, tokens, seconds));
      lines.push(await benchCheckIns(engine.name, engine.query, server.baseUrl, tokens));
    } finally {
      await server.stop();
      await engine.close();
    }
  }
  return lines;
}
