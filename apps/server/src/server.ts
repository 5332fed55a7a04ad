import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connect.ts';
import { createObjectStore } from './providers/storage/index.ts';

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
    await app.inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
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
