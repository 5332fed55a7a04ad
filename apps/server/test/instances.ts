import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemo } from '@scenic/demo-content';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import type { Db } from '#server/db/database.ts';
import { type ChildServer, startChildServer } from './child-server.ts';
import { orderEvents } from './orders.ts';
import { lastCodeSentTo } from './outbox.ts';

/**
 * What the tests of several real server processes share: a seeded PostgreSQL schema for all of
 * them, calls made as a visitor behind the load balancer, signing in and paying.
 */

export interface Answer {
  status: number;
  json: { code: number; msg: string; data: any };
}

// Behind TRUST_PROXY each call comes from its own visitor's address unless a test gives one, so
// only the limits a test is about are reached.
let nextAddress = 1;
export const freshAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function api(
  server: ChildServer,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    signal: AbortSignal.timeout(10_000),
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      langue: 'en',
      'x-forwarded-for': options.address ?? freshAddress(),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

export interface SharedSchema {
  /** DATABASE_URL for the instances: the schema is on their search path. */
  url: string;
  db: Db;
  /** Plain SQL on the schema, for what a test checks behind the API's back. */
  query(text: string, values?: unknown[]): Promise<any[]>;
  drop(): Promise<void>;
}

/** A fresh schema with the demo attraction, as `npm run seed` lays it out before servers start. */
export async function seededSchema(databaseUrl: string): Promise<SharedSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const seeding = openDatabase({ url: databaseUrl, dataDir: '/nonexistent', pgSchema: schema });
  await migrateToLatest(seeding.db);
  await seedDemo(seeding.db, new Date(), '+08:00');
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    db: seeding.db,
    query: async (text, values) => (await pool.query(text, values)).rows,
    async drop() {
      await pool.end();
      await seeding.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** A data folder whose SQLite file holds the demo attraction, for a lone instance to start on. */
export async function seededDataDir(): Promise<{
  dataDir: string;
  db: Db;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scenic-child-'));
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  await seedDemo(database.db, new Date(), '+08:00');
  return { dataDir, db: database.db, close: () => database.close() };
}

/** Signs a visitor in by e-mail code on `server`, as the web app does; answers their token. */
export async function signIn(server: ChildServer, db: Db, email: string): Promise<string> {
  const sent = await api(server, 'POST', '/index/login/sendCode', {
    body: { type: 'email', email },
  });
  if (sent.json.code !== 0) throw new Error(`no code sent to ${email}: ${JSON.stringify(sent)}`);
  const login = await api(server, 'POST', '/index/login/login', {
    body: { type: 'email', email, code: await lastCodeSentTo(db, email) },
  });
  if (login.json.code !== 0) throw new Error(`${email} not signed in: ${JSON.stringify(login)}`);
  return login.json.data.token as string;
}

/** Pays on the sandbox gateway's page, as the visitor's tap does; answers the page's HTTP status. */
export async function pay(server: ChildServer, payUrl: string): Promise<number> {
  const response = await fetch(new URL(payUrl, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
}

/** A food order placed and paid on `server`: the kitchen is then making it. */
export async function paidFoodOrder(server: ChildServer, token: string) {
  const list = await api(server, 'GET', '/index/index/goodList?kind=food');
  const goodsId = list.json.data.list[0].id as number;
  const detail = await api(server, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
  const created = await api(server, 'POST', '/index/order/createGoodsOrder', {
    body: {
      kind: 'food',
      items: [{ goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: 1 }],
    },
    headers: { token },
  });
  if (created.json.code !== 0) throw new Error(`food order refused: ${JSON.stringify(created)}`);
  const paid = await pay(server, created.json.data.payUrl);
  if (paid !== 303) throw new Error(`food order not paid: the payment page answered ${paid}`);
  return { id: created.json.data.id as number, orderNo: created.json.data.orderNo as string };
}

/** A visitor's live order screen on `server`: the statuses it has heard, in order. */
export async function liveOrderScreen(server: ChildServer, token: string, orderId: number) {
  const stream = await fetch(`${server.baseUrl}/api/index/order/live?id=${orderId}`, {
    headers: { token, accept: 'text/event-stream', 'x-forwarded-for': freshAddress() },
    signal: AbortSignal.timeout(10_000),
  });
  if (!stream.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`no live screen: ${stream.status} ${await stream.text()}`);
  }
  const events = orderEvents(stream);
  return {
    /** Reads until `count` statuses have been heard (or the stream ends); answers them in order. */
    until: async (count: number) => (await events.until(count)).map((event) => event.status),
    close: events.close,
  };
}

/** A visit date a few days ahead, in the attraction's calendar (the demo is seeded around today). */
export const visitDate = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * Two instances of one deployment, started together on the seeded schema with one environment and
 * one Redis prefix, as a deployment's instances are; `extra` adds the test's own settings.
 */
export function startTwoInstances(
  shared: SharedSchema,
  redisUrl: string,
  extra: Record<string, string> = {},
): Promise<[ChildServer, ChildServer]> {
  const env = {
    DATABASE_URL: shared.url,
    PG_POOL_SIZE: '5',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    TRUST_PROXY: 'true',
    WEATHER_PROVIDER: 'operator',
    // Both sweepers run every second, so they race over the same overdue orders.
    ORDER_SWEEP_SECONDS: '1',
    UNPAID_ORDERS_PER_VISITOR: '50',
    ...extra,
  };
  return Promise.all([startChildServer(env), startChildServer(env)]);
}
