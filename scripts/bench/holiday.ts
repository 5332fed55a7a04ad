/**
 * A holiday morning against the real server: a crowd opening the home page and the ticket
 * calendar, some signing in, fewer buying tickets for today and food and paying for them, on
 * SQLite and on PostgreSQL, with one instance and (PostgreSQL and Redis) with two.
 *
 * For each setup it prints:
 *   - the mix at rising concurrency (8, 32, 128 visitors' requests in flight): requests/s, p50/p99,
 *     errors, business refusals; the saturating load is the best of those rates
 *   - the same mix paced at half the saturating load: p99 (target < 50 ms)
 *   - places and stock afterwards: oversell (must be 0)
 *   - ticket orders per second through the API, and the same `createOrder` called in this process
 *     on the same database with the same number of buyers at once, and the ratio (target >= 0.5)
 *
 * `BENCH_HOLIDAY_SECONDS` sets each measured part's length (5 s by default). `BENCH_CPU_PROF=<dir>` writes
 * a CPU profile of each server process there (`node --cpu-prof`) when it stops.
 */
import { performance } from 'node:perf_hooks';
import { freePort, type RunningServer, startServer } from '@scenic/e2e/support/server.ts';
import { openDatabase } from '@scenic/server/db/connect.ts';
import { loadAppSecret } from '@scenic/server/lib/app-secret.ts';
import { addDays, attractionToday } from '@scenic/server/lib/attraction-time.ts';
import type { VisitorRow } from '@scenic/server/modules/auth/tables.ts';
import { createOrderService } from '@scenic/server/modules/orders/service.ts';
import { createPaymentService } from '@scenic/server/modules/payments/service.ts';
import { createTicketService } from '@scenic/server/modules/tickets/service.ts';
import autocannon from 'autocannon';
import type { FastifyBaseLogger } from 'fastify';
import { type Engine, postgresEngine, sqliteEngine } from './ticket-orders.ts';

/** Each measured part's length: short, so three setups fit in a few minutes of `npm run bench`. */
const SECONDS = Number(process.env.BENCH_HOLIDAY_SECONDS ?? 5);
const UTC_OFFSET = '+08:00';
const HOLD_MINUTES = 15;
/** Visitors signed in before the morning starts; each login during it adds one. */
const VISITORS = 200;
/** Buyers at once in the order-rate comparison, through the API and in process alike. */
const BUYERS = 32;
const STEPS = [8, 32, 128];
const ROUNDS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** What each request came to. Codes 3xxx are orders' and payments' refusals (sold out, caps). */
interface Tally {
  latencies: number[];
  ok: number;
  refused: number;
  errors: number;
  errorSamples: Map<string, number>;
}
const newTally = (): Tally => ({
  latencies: [],
  ok: 0,
  refused: 0,
  errors: 0,
  errorSamples: new Map(),
});

interface Setup {
  engine: Engine;
  servers: RunningServer[];
  label: string;
}

/** A visitor's phone: calls the API with its token, round robin over the instances (the balancer). */
function client(setup: Setup, tally: Tally) {
  let turn = 0;
  const fail = (what: string) => {
    tally.errors++;
    tally.errorSamples.set(what, (tally.errorSamples.get(what) ?? 0) + 1);
  };
  return async function call(
    method: 'GET' | 'POST',
    route: string,
    options: { token?: string; json?: object; form?: string } = {},
  ): Promise<{ code: number; data: Record<string, unknown> } | undefined> {
    const server = setup.servers[turn++ % setup.servers.length] as RunningServer;
    const headers: Record<string, string> = { langue: 'en', 'x-requested-with': 'XMLHttpRequest' };
    if (options.token) headers.token = options.token;
    let body: string | undefined;
    if (options.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    }
    const started = performance.now();
    try {
      const response = await fetch(`${server.baseUrl}${route}`, {
        method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await response.text();
      tally.latencies.push(performance.now() - started);
      // The sandbox's payment page answers a paid order by sending the visitor back to it.
      if (response.status === 303) {
        tally.ok++;
        return { code: 0, data: {} };
      }
      if (response.status !== 200) {
        fail(`HTTP ${response.status} ${route.split('?')[0]}`);
        return undefined;
      }
      const envelope = JSON.parse(text) as { code: number; data: Record<string, unknown> };
      if (envelope.code === 0) tally.ok++;
      else if (envelope.code >= 3000) tally.refused++;
      else fail(`code ${envelope.code} ${route.split('?')[0]}`);
      return envelope;
    } catch (error) {
      tally.latencies.push(performance.now() - started);
      fail(`${(error as Error).message} ${route.split('?')[0]}`);
      return undefined;
    }
  };
}

let emails = 0;

/** Signs a new visitor in with an e-mail code, read from the outbox as the visitor reads their mail. */
async function signIn(setup: Setup, call: ReturnType<typeof client>): Promise<string | undefined> {
  const email = `holiday-${process.pid}-${emails++}@example.com`;
  const sent = await call('POST', '/api/index/login/sendCode', { json: { type: 'email', email } });
  if (sent?.code !== 0) return undefined;
  const [message] = await setup.engine.query(
    'select body from outbox where recipient = ? order by id desc limit 1',
    [email],
  );
  const code = /\b(\d{6})\b/.exec(String(message?.body))?.[1] ?? '';
  const login = await call('POST', '/api/index/login/login', {
    json: { type: 'email', email, code },
  });
  return login?.code === 0 ? String(login.data.token) : undefined;
}

interface Morning {
  today: string;
  food: { goodsId: number; skuId: number };
  tokens: string[];
}

/**
 * One visitor's next step on a holiday morning, by weight: most open the home page, the ticket
 * calendar or the ticket list; some sign in; fewer buy tickets for today or food, pay, and open
 * the order. Answers how many requests it made.
 */
const ACTIONS = [
  { name: 'home', weight: 45 },
  { name: 'calendar', weight: 25 },
  { name: 'tickets', weight: 15 },
  { name: 'login', weight: 7 },
  { name: 'buy tickets', weight: 5 },
  { name: 'buy food', weight: 3 },
] as const;
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

async function visitorStep(
  setup: Setup,
  morning: Morning,
  call: ReturnType<typeof client>,
  pick: number,
) {
  // Spread over the weights (37 and 100 share no factor): each hundred steps is the whole mix.
  let roll = (pick * 37) % TOTAL_WEIGHT;
  let action: (typeof ACTIONS)[number]['name'] = 'home';
  for (const candidate of ACTIONS) {
    if (roll < candidate.weight) {
      action = candidate.name;
      break;
    }
    roll -= candidate.weight;
  }
  const token = () => morning.tokens[pick % morning.tokens.length] ?? '';
  const payAndOpen = async (
    placed: Awaited<ReturnType<typeof call>>,
    visitor: string,
  ): Promise<void> => {
    if (placed?.code !== 0) return;
    const payUrl = new URL(String(placed.data.payUrl), 'http://localhost');
    await call('POST', payUrl.pathname, { form: 'action=pay' });
    await call('GET', `/api/index/order/orderDetail?id=${placed.data.id}`, { token: visitor });
  };
  switch (action) {
    case 'home':
      await call('GET', '/api/index/index/indexData');
      return;
    case 'calendar':
      await call('GET', '/api/index/index/ticketInfo?id=1');
      return;
    case 'tickets':
      await call('GET', '/api/index/index/ticketList');
      return;
    case 'login': {
      const signedIn = await signIn(setup, call);
      if (signedIn) morning.tokens.push(signedIn);
      return;
    }
    case 'buy tickets': {
      const visitor = token();
      const placed = await call('POST', '/api/index/order/createTicketOrder', {
        token: visitor,
        json: { ticketId: 1, date: morning.today, items: [{ variantId: 1, quantity: 2 }] },
      });
      await payAndOpen(placed, visitor);
      return;
    }
    case 'buy food': {
      const visitor = token();
      const placed = await call('POST', '/api/index/order/createGoodsOrder', {
        token: visitor,
        json: {
          kind: 'food',
          items: [{ goods_id: morning.food.goodsId, spec_id: morning.food.skuId, num: 1 }],
        },
      });
      await payAndOpen(placed, visitor);
    }
  }
}

interface MixResult {
  seconds: number;
  tally: Tally;
  actions: number;
}

/** `inFlight` visitors, each starting their next step when the last one ends, for `seconds`. */
async function closedLoop(
  setup: Setup,
  morning: Morning,
  inFlight: number,
  seconds = SECONDS,
): Promise<MixResult> {
  const tally = newTally();
  const call = client(setup, tally);
  const started = performance.now();
  const stop = started + seconds * 1000;
  let picks = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < stop) await visitorStep(setup, morning, call, picks++);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, tally, actions: picks };
}

/**
 * Steps started at a steady `actionsPerSecond`, whether or not earlier ones have finished (an
 * arriving crowd does not wait for the server), for `seconds`.
 */
async function paced(setup: Setup, morning: Morning, actionsPerSecond: number): Promise<MixResult> {
  const tally = newTally();
  const call = client(setup, tally);
  const started = performance.now();
  const running = new Set<Promise<void>>();
  let picks = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * actionsPerSecond);
    while (picks < due) {
      const step: Promise<void> = visitorStep(setup, morning, call, picks++).finally(() =>
        running.delete(step),
      );
      running.add(step);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(running);
  return { seconds: (performance.now() - started) / 1000, tally, actions: picks };
}

function describe(result: MixResult) {
  const sorted = [...result.tally.latencies].sort((a, b) => a - b);
  const rate = sorted.length / result.seconds;
  const errors = [...result.tally.errorSamples]
    .map(([what, count]) => `${count}× ${what}`)
    .join('; ');
  return {
    rate,
    actionRate: result.actions / result.seconds,
    text: `${Math.round(rate)} req/s, p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, errors ${result.tally.errors}${errors ? ` (${errors})` : ''}, refusals ${result.tally.refused}`,
  };
}

/** Places sold beyond the capacity or beyond what orders hold, and food stock below zero or astray. */
async function oversell(engine: Engine, morning: Morning, foodStock: number) {
  const [day] = await engine.query(
    'select sold, capacity from ticket_day where ticket_id = 1 and date = ?',
    [morning.today],
  );
  const [held] = await engine.query(
    "select coalesce(sum(quantity), 0) as n from orders where kind = 'ticket' and ticket_id = 1 and visit_date = ? and status not in ('expired', 'failed', 'refunded')",
    [morning.today],
  );
  const [sku] = await engine.query('select stock from goods_sku where id = ?', [
    morning.food.skuId,
  ]);
  const [eaten] = await engine.query(
    "select coalesce(sum(order_line.quantity), 0) as n from order_line join orders on orders.id = order_line.order_id where orders.kind = 'food' and order_line.item_id = ? and orders.status not in ('expired', 'failed', 'refunded')",
    [morning.food.skuId],
  );
  const sold = Number(day?.sold);
  const places = Math.max(0, sold - Number(day?.capacity)) + Math.abs(sold - Number(held?.n));
  const stock = Number(sku?.stock);
  const units = Math.max(0, -stock) + Math.abs(foodStock - stock - Number(eaten?.n));
  return {
    count: places + units,
    text: `${sold} places sold for today, ${Number(held?.n)} held by orders; ${foodStock - stock} portions taken, ${Number(eaten?.n)} in orders`,
  };
}

const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silentLog;
  },
} as unknown as FastifyBaseLogger;

/**
 * The same ticket order without HTTP: the server's own `createOrder`, built as the server builds
 * it, on a connection of its own to the same database (one SQLite connection, or a pool of 20).
 */
async function inProcessTickets(setup: Setup) {
  const url = setup.engine.env.DATABASE_URL;
  const database = openDatabase({ url, dataDir: setup.servers[0]?.dataDir ?? '' });
  const secret = await loadAppSecret(database.db);
  const payments = createPaymentService({
    db: database.db,
    secret,
    provider: 'sandbox',
    log: silentLog,
  });
  const orders = createOrderService({
    db: database.db,
    payments,
    holdMinutes: HOLD_MINUTES,
    unpaidCaps: { orders: 1000, placesPerDate: 100_000 },
    log: silentLog,
  });
  const tickets = createTicketService({ db: database.db, orders, utcOffset: UTC_OFFSET });
  return { tickets, close: () => database.close() };
}

/** Ticket orders for `date` placed through the API by `BUYERS` buyers at once, per second. */
async function apiOrderRate(setup: Setup, tokens: string[], date: string) {
  const body = JSON.stringify({ ticketId: 1, date, items: [{ variantId: 1, quantity: 1 }] });
  let next = 0;
  const started = performance.now();
  const results = await Promise.all(
    setup.servers.map(
      (server) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          autocannon(
            {
              url: `${server.baseUrl}/api/index/order/createTicketOrder`,
              method: 'POST',
              connections: BUYERS / setup.servers.length,
              duration: SECONDS,
              headers: { 'content-type': 'application/json', langue: 'en' },
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
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const [stored] = await setup.engine.query(
    'select count(*) as n from orders where visit_date = ?',
    [date],
  );
  return {
    rate: Number(stored?.n) / seconds,
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

/** The same orders, `BUYERS` at once, through `createOrder` in this process. */
async function engineOrderRate(
  tickets: Awaited<ReturnType<typeof inProcessTickets>>['tickets'],
  visitors: VisitorRow[],
  date: string,
) {
  let next = 0;
  let placed = 0;
  let failed = 0;
  const started = performance.now();
  const stop = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (performance.now() < stop) {
        const visitor = visitors[next++ % visitors.length] as VisitorRow;
        try {
          await tickets.createOrder(visitor, {
            ticketId: 1,
            date,
            items: [{ variantId: 1, quantity: 1 }],
          });
          placed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { rate: placed / ((performance.now() - started) / 1000), failed };
}

/** Orders placed in a comparison round stop counting against their buyers' unpaid caps. */
async function closePaymentWindows(engine: Engine, date: string) {
  await engine.query(
    "update orders set expires_at = '2000-01-01T00:00:00.000Z' where visit_date = ? and status = 'pending_payment'",
    [date],
  );
}

async function runSetup(setup: Setup): Promise<string[]> {
  const { engine } = setup;
  const lines: string[] = [];
  const today = attractionToday(UTC_OFFSET);
  // A holiday: today's places are many, so the morning measures serving, not selling out; the
  // order bench's sell-out runs check the last place.
  await engine.query('delete from ticket_day where ticket_id = 1 and date = ?', [today]);
  await engine.query('insert into ticket_day (ticket_id, date, capacity) values (1, ?, ?)', [
    today,
    10_000_000,
  ]);
  const [food] = await engine.query(
    "select goods_sku.id as sku, goods_sku.goods_id as goods from goods_sku join goods on goods.id = goods_sku.goods_id where goods.kind = 'food' and goods.enabled = 1 and goods_sku.retired = 0 order by goods.sort, goods_sku.id limit 1",
  );
  const foodStock = 10_000_000;
  await engine.query('update goods_sku set stock = ? where id = ?', [foodStock, Number(food?.sku)]);

  const setupTally = newTally();
  const setupCall = client(setup, setupTally);
  const tokens: string[] = [];
  for (let batch = 0; batch < VISITORS; batch += 20) {
    const signedIn = await Promise.all(Array.from({ length: 20 }, () => signIn(setup, setupCall)));
    for (const token of signedIn) if (token) tokens.push(token);
  }
  if (tokens.length < VISITORS) {
    throw new Error(
      `${setup.label}: only ${tokens.length} of ${VISITORS} visitors signed in: ${[...setupTally.errorSamples.keys()].join('; ')}`,
    );
  }
  const morning: Morning = {
    today,
    food: { goodsId: Number(food?.goods), skuId: Number(food?.sku) },
    tokens: [...tokens],
  };

  // Warm up (first compilations, caches), then the mix at rising load.
  await closedLoop(setup, morning, 8, 3);
  const steps: { inFlight: number; result: ReturnType<typeof describe> }[] = [];
  for (const inFlight of STEPS) {
    steps.push({ inFlight, result: describe(await closedLoop(setup, morning, inFlight)) });
  }
  const best = steps.reduce((a, b) => (b.result.rate > a.result.rate ? b : a));
  lines.push(
    `${setup.label}: holiday mix, ${SECONDS} s per step, ${STEPS.join(' / ')} requests in flight: ${steps.map((step) => `${Math.round(step.result.rate)}`).join(' / ')} req/s`,
  );
  lines.push(`  at ${best.inFlight} in flight (saturating load): ${best.result.text}`);
  const half = describe(await paced(setup, morning, best.result.actionRate / 2));
  lines.push(
    `  paced at half of it (${Math.round(best.result.actionRate / 2)} visitor steps/s): ${half.text} (target p99 < 50 ms)`,
  );
  const over = await oversell(engine, morning, foodStock);
  lines.push(`  oversell ${over.count} (${over.text})`);

  // The order transaction with and without HTTP, alternating, each on a date of its own.
  const visitors = (await engine.query(
    "select * from visitor where email like 'holiday-%' order by id",
  )) as unknown as VisitorRow[];
  const buyers = visitors.slice(0, VISITORS);
  const buyerTokens = tokens.slice(0, VISITORS);
  const inProcess = await inProcessTickets(setup);
  const api: number[] = [];
  const own: number[] = [];
  const ratios: number[] = [];
  const apiP99: number[] = [];
  let ownFailures = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const apiDate = addDays(today, 40 + round * 2);
      const ownDate = addDays(today, 41 + round * 2);
      for (const date of [apiDate, ownDate]) {
        await engine.query('insert into ticket_day (ticket_id, date, capacity) values (1, ?, ?)', [
          date,
          10_000_000,
        ]);
      }
      let viaApi: Awaited<ReturnType<typeof apiOrderRate>>;
      let inside: Awaited<ReturnType<typeof engineOrderRate>>;
      if (round % 2 === 0) {
        viaApi = await apiOrderRate(setup, buyerTokens, apiDate);
        inside = await engineOrderRate(inProcess.tickets, buyers, ownDate);
      } else {
        inside = await engineOrderRate(inProcess.tickets, buyers, ownDate);
        viaApi = await apiOrderRate(setup, buyerTokens, apiDate);
      }
      await closePaymentWindows(engine, apiDate);
      await closePaymentWindows(engine, ownDate);
      api.push(viaApi.rate);
      apiP99.push(viaApi.p99);
      own.push(inside.rate);
      ownFailures += inside.failed;
      ratios.push(viaApi.rate / inside.rate);
    }
  } finally {
    await inProcess.close();
  }
  lines.push(
    `  ticket orders, ${BUYERS} buyers at once: API ${api.map(Math.round).join(', ')}/s (p99 ${apiP99.map((p) => ms(p)).join(', ')}), createOrder in process ${own.map(Math.round).join(', ')}/s; median ratio ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')}; target >= 0.5)${ownFailures ? `; ${ownFailures} in-process calls failed` : ''}`,
  );
  return lines;
}

const SERVER_ENV = {
  LOG_LEVEL: 'error',
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  LOGIN_CODES_PER_ADDRESS_HOUR: '100000000',
  LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR: '100000000',
  ORDER_SWEEP_SECONDS: '0',
  ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
  ATTRACTION_UTC_OFFSET: UTC_OFFSET,
  // The order-rate comparison places many unpaid orders per buyer; its rounds close their
  // payment windows so the caps' reads stay a visitor's few, as in real use.
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '100000',
  SHUTDOWN_TIMEOUT_MS: '2000',
};

function profiled(): Record<string, string> {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` } : {};
}

export async function benchHoliday(postgresUrl?: string, redisUrl?: string): Promise<string[]> {
  const lines: string[] = [];
  const run = async (
    label: string,
    engine: Engine,
    instances: 1 | 2,
    env: Record<string, string>,
  ) => {
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < instances; i++) {
        servers.push(await startServer({ ...SERVER_ENV, ...engine.env, ...env, ...profiled() }));
      }
      if ('dataDir' in engine) (engine as { dataDir: string }).dataDir = servers[0]?.dataDir ?? '';
      lines.push(...(await runSetup({ engine, servers, label })));
    } finally {
      for (const server of servers) await server.stop();
      await engine.close();
    }
  };

  await run('SQLite, one instance', await sqliteEngine(), 1, {});
  lines.push(
    'SQLite, two instances: not run; SQLite is one process on one machine (two instances need PostgreSQL and Redis)',
  );
  if (!postgresUrl) {
    lines.push('PostgreSQL: not run (set TEST_DATABASE_URL)');
    return lines;
  }
  await run('PostgreSQL, one instance', await postgresEngine(postgresUrl), 1, {});
  if (!redisUrl) {
    lines.push('PostgreSQL, two instances: not run (set TEST_REDIS_URL)');
    return lines;
  }
  await run('PostgreSQL, two instances', await postgresEngine(postgresUrl), 2, {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-holiday-${process.pid}-${await freePort()}:`,
  });
  return lines;
}
