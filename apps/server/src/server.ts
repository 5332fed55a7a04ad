import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connect.ts';
import { createObjectStore } from './providers/storage/index.ts';

/** How long closing the database and the servers may take after in-flight calls are done. */
const SHUTDOWN_CLOSE_MS = 2_000;

/** Reads the configuration, prepares the database, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    poolSize: config.PG_POOL_SIZE,
    connectTimeoutMs: config.PG_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS,
    sqliteBusyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
  });
  // The demo attraction is seeded by `npm run seed` (packages/demo-content) before this starts.
  await migrateToLatest(database.db);
  const originals = createObjectStore(config);

  const app = await createApp({ config, database, originals });
  app.addHook('onClose', async () => {
    // A handler whose client already left may still be writing: let it finish first.
    const left = await app.inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
    if (left.length > 0) {
      app.log.error({ running: left }, 'shutdown: calls still running after the timeout');
    }
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // The last resort, should closing itself hang: the in-flight wait above ends at the timeout,
    // and closing the database takes a moment more.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + SHUTDOWN_CLOSE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.PAYMENT_PROVIDER === 'stripe') {
    app.log.info({ payments: 'stripe' }, 'payments: Stripe Checkout, live');
  } else if (config.PAYMENT_PROVIDER === 'curlec') {
    app.log.info({ payments: 'curlec' }, 'payments: Curlec hosted checkout, live');
  } else {
    // Said at every start, so a site that takes no money is never mistaken for one that does.
    const level = config.NODE_ENV === 'production' ? 'warn' : 'info';
    app.log[level](
      { payments: 'sandbox' },
      'payments: sandbox, test payments only, no money is taken',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
