import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChildServer, startChildServer } from './child-server.ts';
import { enginesUnderTest } from './engines.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const UNAVAILABLE_EN = 'The service is temporarily unavailable, please try again later';
const message = {
  name: 'Aisyah',
  phone: '+60 12-345 6789',
  email: '',
  content: 'Is the canopy walk open in the rain?',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A way to take the server's database away and give it back, per engine. */
interface Outage {
  server: ChildServer;
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

async function postgresOutage(url: string, env: Record<string, string> = {}) {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const applicationName = `scenic_outage_${schema}`;
  await adminQuery(url, `create schema ${schema}`);
  const target = new URL(url);
  const proxy: TcpProxy = await startTcpProxy({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const throughProxy = new URL(url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  throughProxy.searchParams.set('options', `-c search_path=${schema}`);
  throughProxy.searchParams.set('application_name', applicationName);
  const server = await startChildServer({
    DATABASE_URL: throughProxy.toString(),
    PG_POOL_SIZE: '5',
    PG_CONNECT_TIMEOUT_MS: '1000',
    // The order sweeper meets the outage too.
    ORDER_SWEEP_SECONDS: '1',
    ...env,
  });
  return {
    server,
    proxy,
    schema,
    /** Ends this server's connections only: other test files share the database. */
    terminateConnections: () =>
      adminQuery(
        url,
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      ),
    async begin() {
      proxy.setMode('refuse');
      proxy.cutAll();
    },
    async end() {
      proxy.setMode('open');
    },
    async close() {
      await server.stop();
      await proxy.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

async function sqliteOutage(): Promise<Outage> {
  const server = await startChildServer({
    SQLITE_BUSY_TIMEOUT_MS: '100',
    ORDER_SWEEP_SECONDS: '1',
  });
  const other = new DatabaseSync(path.join(server.dataDir, 'scenic.sqlite'));
  return {
    server,
    // Another process writing for a long time: SQLite answers "database is locked".
    async begin() {
      other.exec('BEGIN EXCLUSIVE');
    },
    async end() {
      other.exec('COMMIT');
    },
    async close() {
      other.close();
      await server.stop();
    },
  };
}

describe.each(enginesUnderTest())('the database goes away and comes back, on $name', (engine) => {
  let outage: Outage;
  beforeAll(async () => {
    outage = engine.url ? await postgresOutage(engine.url) : await sqliteOutage();
  });
  afterAll(async () => outage?.close());

  it('answers "unavailable, try again" meanwhile and serves again afterwards without a restart', async () => {
    const { server } = outage;
    expect((await server.call('POST', '/index/common/contact', message)).json.code).toBe(0);

    await outage.begin();
    const during = await server.call('POST', '/index/common/contact', message);
    expect(during.json).toEqual({ code: 1007, msg: UNAVAILABLE_EN, data: null });
    if (engine.name === 'postgres') {
      // The load balancer takes the instance out until its database answers again.
      const health = await server.call('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.json.code).toBe(1007);
      // The order sweeper runs into the outage as well, and waits for its next turn.
      await vi.waitFor(
        () => expect(server.output()).toContain('order sweep postponed: database unavailable'),
        { timeout: 5000, interval: 100 },
      );
    }

    await outage.end();
    expect((await server.call('POST', '/index/common/contact', message)).json.code).toBe(0);
    const health = await server.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});

describe.each(enginesUnderTest().filter((engine) => engine.name === 'postgres'))(
  'PostgreSQL drops connections under a run of requests, on $name',
  (engine) => {
    let outage: Awaited<ReturnType<typeof postgresOutage>>;
    beforeAll(async () => {
      outage = await postgresOutage(engine.url ?? '', { PG_STATEMENT_TIMEOUT_MS: '1000' });
    });
    afterAll(async () => outage?.close());

    it('stays up when the database ends its connections mid-run, and later calls succeed', async () => {
      const { server } = outage;
      const banner = () => server.call('POST', '/index/index/getBanner', { key: ['home'] });
      // Several connections open and idle in the pool, as after any busy minute.
      await Promise.all(Array.from({ length: 8 }, banner));

      const codes: number[] = [];
      const run = (async () => {
        for (let round = 0; round < 40; round += 1) {
          const answers = await Promise.all([
            banner(),
            server.call('POST', '/index/common/contact', message),
            banner(),
          ]);
          codes.push(...answers.map((answer) => answer.json.code));
          await sleep(10);
        }
      })();
      // Kept for the end: a process that died mid-run makes the calls fail, not the test crash.
      run.catch(() => {});
      // Cut once the run is under way (three rounds answered), and again a round later.
      await vi.waitFor(() => expect(codes.length).toBeGreaterThanOrEqual(9));
      expect((await outage.terminateConnections()).length).toBeGreaterThan(0);
      const answeredAtCut = codes.length;
      await vi.waitFor(() => expect(codes.length).toBeGreaterThan(answeredAtCut));
      await outage.terminateConnections();
      await run;

      expect(server.child.exitCode).toBeNull();
      // Each answer is a success or "try again"; none is the internal-error code.
      expect(codes.filter((code) => code !== 0 && code !== 1007)).toEqual([]);
      expect((await banner()).json.code).toBe(0);
      expect((await server.call('POST', '/index/common/contact', message)).json.code).toBe(0);
      expect((await server.call('GET', '/health')).status).toBe(200);
    });

    it('gives up on a database that does not answer within the connect timeout', async () => {
      const { server, proxy } = outage;
      proxy.setMode('hang');
      proxy.cutAll();
      // The pool has let go of the cut connections: the next call needs a new one.
      await sleep(300);
      const started = Date.now();
      const during = await server.call('POST', '/index/common/contact', message);
      expect(during.json.code).toBe(1007);
      // PG_CONNECT_TIMEOUT_MS is 1000: the visitor hears back long before their 30 s timeout.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(Date.now() - started).toBeLessThan(10_000);
      proxy.setMode('open');
      expect((await server.call('POST', '/index/common/contact', message)).json.code).toBe(0);
      expect(server.child.exitCode).toBeNull();
    });

    it('cuts a statement held up past PG_STATEMENT_TIMEOUT_MS and answers "try again"', async () => {
      const { server, schema } = outage;
      // An operator's long query (or a stuck migration) holding the table the call writes to.
      const holder = new pg.Client({ connectionString: engine.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`lock table ${schema}.contact_message in access exclusive mode`);
        const started = Date.now();
        const during = await server.call('POST', '/index/common/contact', message);
        expect(during.json.code).toBe(1007);
        expect(Date.now() - started).toBeGreaterThanOrEqual(900);
        await holder.query('rollback');
      } finally {
        await holder.end();
      }
      expect((await server.call('POST', '/index/common/contact', message)).json.code).toBe(0);
    });
  },
);
