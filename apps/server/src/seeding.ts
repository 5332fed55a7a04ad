/**
 * What the demo content (`@scenic/demo-content`) may use of the server, and nothing more: the
 * configuration, opening and migrating the database, the tables it fills, the attraction's calendar,
 * the store for originals and publishing a scenery image's thumbnail and preview. The lint refuses
 * any other server import from the demo content (decision 036).
 */
export { loadConfig } from './config.ts';
export { migrateToLatest, openDatabase } from './db/connect.ts';
export type { Database } from './db/database.ts';
export { addDays, attractionToday } from './lib/attraction-time.ts';
export type { AreaCodeTable } from './modules/auth/tables.ts';
export type { BannerTable, NoticeTable } from './modules/home/tables.ts';
export { publishOriginal } from './modules/scenery/originals.ts';
export { createObjectStore, type ObjectStore } from './providers/storage/index.ts';
