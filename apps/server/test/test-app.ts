import { randomBytes } from 'node:crypto';
import { seedDemo } from '@scenic/demo-content';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, createApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type AppDatabase, migrateToLatest, openDatabase } from '#server/db/connect.ts';
import type { Db } from '#server/db/database.ts';
import type { EngineUnderTest } from './engines.ts';

export const TEST_ADMIN_PASSWORD = 'test-owner-passphrase';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  config: Config;
  /** A second app instance on the same database, as behind a load balancer. */
  secondInstance(options?: {
    logger?: AppOptions['logger'];
  }): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  weatherProvider?: AppOptions['weatherProvider'];
  logger?: AppOptions['logger'];
  social?: AppOptions['social'];
  originals?: AppOptions['originals'];
  clock?: AppOptions['clock'];
  eInvoicing?: AppOptions['eInvoicing'];
  /**
   * Leaves the first admin as the first start makes it, with its password still to change (for the
   * tests of that first login). By default the admin has chosen TEST_ADMIN_PASSWORD as their own.
   */
  firstAdminAsMade?: boolean;
}

/**
 * A fresh database (in-memory SQLite, or a private PostgreSQL schema) migrated and seeded, and the
 * real app on top of it. `close` drops everything it made.
 */
export async function createTestApp(
  engine: EngineUnderTest,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CONTENT_CACHE_SECONDS: '0',
    WEB_DIST: '/nonexistent',
    CONSOLE_DIST: '/nonexistent',
    DATA_DIR: '/tmp/scenic-test-data',
    // Tests never reach the network: the weather is the operator's unless a test brings a stand-in.
    WEATHER_PROVIDER: 'operator',
    // The first admin's password is known to tests (staff tests unset it with ''), and hashing at
    // scrypt's lowest allowed cost keeps every app start quick.
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    STAFF_PASSWORD_COST: '10',
    // Many calls from one address in a few seconds: the limits are out of the way unless a test
    // of them sets its own, and no sweep runs in the background unless a test asks for one.
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    STAFF_LOGIN_RATE_LIMIT_MAX: '100000',
    ORDER_SWEEP_SECONDS: '0',
    ...options.env,
  });
  const schema = engine.name === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (engine.url && schema) await adminQuery(engine.url, `create schema ${schema}`);
  const database = openDatabase({
    url: engine.url,
    dataDir: config.DATA_DIR,
    sqliteFile: ':memory:',
    poolSize: 10,
    ...(schema ? { pgSchema: schema } : {}),
  });
  await migrateToLatest(database.db);
  if (options.seed !== false) {
    await seedDemo(database.db, new Date(), config.ATTRACTION_UTC_OFFSET);
  }
  const dropAll = async () => {
    await database.close();
    if (engine.url && schema) await adminQuery(engine.url, `drop schema ${schema} cascade`);
  };
  let app: FastifyInstance;
  try {
    app = await createApp({
      config,
      database,
      ...(options.weatherProvider ? { weatherProvider: options.weatherProvider } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.social ? { social: options.social } : {}),
      ...(options.originals ? { originals: options.originals } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.eInvoicing ? { eInvoicing: options.eInvoicing } : {}),
    });
    await app.ready();
  } catch (error) {
    // A start that fails (a bad setting under test) leaves nothing open behind it.
    await dropAll();
    throw error;
  }
  if (!options.firstAdminAsMade) await firstAdminChoseTheirPassword(database.db);
  const openDatabaseAgain = () =>
    openDatabase({
      url: engine.url,
      dataDir: config.DATA_DIR,
      sqliteFile: ':memory:',
      poolSize: 10,
      ...(schema ? { pgSchema: schema } : {}),
    });
  return {
    app,
    database,
    config,
    async secondInstance(instanceOptions = {}) {
      // An in-memory SQLite database is private to its connection: share the first one there.
      const second = engine.url ? openDatabaseAgain() : database;
      const other = await createApp({
        config,
        database: second,
        logger: instanceOptions.logger ?? false,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.eInvoicing ? { eInvoicing: options.eInvoicing } : {}),
      });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          if (second !== database) await second.close();
        },
      };
    },
    async close() {
      await app.close();
      await dropAll();
    },
  };
}

/**
 * The first admin as after their first login: TEST_ADMIN_PASSWORD is the password they chose, so
 * tests about other things start from a console that opens (the change itself is tested apart).
 */
export async function firstAdminChoseTheirPassword(db: Db): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_change_required: 0 })
    .where('user_name', '=', 'admin')
    .execute();
}

/**
 * An empty database, no migration run (in-memory SQLite, or a private PostgreSQL schema, named in
 * `schema`), for tests of the migrations themselves. `close` drops it.
 */
export async function openEmptyDatabase(engine: EngineUnderTest): Promise<{
  database: AppDatabase;
  schema: string | undefined;
  close(): Promise<void>;
}> {
  const schema = engine.name === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (engine.url && schema) await adminQuery(engine.url, `create schema ${schema}`);
  const database = openDatabase({
    url: engine.url,
    dataDir: '/tmp/scenic-test-data',
    sqliteFile: ':memory:',
    poolSize: 2,
    ...(schema ? { pgSchema: schema } : {}),
  });
  return {
    database,
    schema,
    async close() {
      await database.close();
      if (engine.url && schema) await adminQuery(engine.url, `drop schema ${schema} cascade`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
