import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { RainDayTable } from './tables.ts';

export type RainDayRow = Selectable<RainDayTable>;

export function listRainDays(db: Db, fromDate: string) {
  return db
    .selectFrom('rain_day')
    .select('date')
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export function listAllRainDays(db: Db) {
  return db.selectFrom('rain_day').selectAll().orderBy('date', 'desc').execute();
}

export function findRainDay(db: Db, date: string) {
  return db.selectFrom('rain_day').selectAll().where('date', '=', date).executeTakeFirst();
}

export async function insertRainDay(
  db: Db,
  row: { date: string; note: string; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('rain_day')
    .values(row)
    .onConflict((oc) => oc.column('date').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function deleteRainDay(db: Db, date: string) {
  return db.deleteFrom('rain_day').where('date', '=', date).execute();
}
