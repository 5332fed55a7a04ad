/**
 * `npm run seed`, run by `npm start` before the server: brings the database up to date and, unless
 * SEED_DEMO=false, fills an empty one with the demo attraction and its pictures. Safe to run from
 * several instances at once (each part of the seed is claimed by one of them).
 */
import path from 'node:path';
import {
  createObjectStore,
  loadConfig,
  migrateToLatest,
  openDatabase,
} from '@scenic/server/seeding';
import { seedDemo } from './index.ts';
import { ensureDemoMedia, ensureDemoSceneryOriginals } from './media.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.SEED_DEMO) return;
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    poolSize: 2,
  });
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, new Date(), config.ATTRACTION_UTC_OFFSET);
    const uploadsDir = path.join(config.DATA_DIR, 'uploads');
    await ensureDemoMedia(uploadsDir);
    await ensureDemoSceneryOriginals(database.db, createObjectStore(config), uploadsDir);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
