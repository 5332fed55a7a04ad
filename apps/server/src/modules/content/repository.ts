import type { BannerKey } from '@scenic/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { BannerTable, NoticeTable, RainDayTable } from '#server/modules/content/tables.ts';

export type BannerRow = Selectable<BannerTable>;
export type NoticeRow = Selectable<NoticeTable>;
export type RainDayRow = Selectable<RainDayTable>;

export async function findSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** Replaces a stored setting's JSON (a row the seed made). */
export function updateSetting(db: Db, key: string, value: unknown) {
  return db
    .updateTable('setting')
    .set({ value: JSON.stringify(value), updated_at: new Date().toISOString() })
    .where('key', '=', key)
    .execute();
}

export async function findSettingIn<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/**
 * Reads a setting to change it, holding its row until the transaction ends: on PostgreSQL two
 * saves of one setting take turns (a write claims the row), so neither loses the other's fields.
 */
export async function claimSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db
    .updateTable('setting')
    .set({ updated_at: new Date().toISOString() })
    .where('key', '=', key)
    .returning('value')
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** Writes a setting's JSON, adding the row where a database was never seeded. */
export function saveSetting(db: Db, key: string, value: unknown) {
  const row = { key, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  return db
    .insertInto('setting')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}

export function listBanners(db: Db, slots: BannerKey[]) {
  return db
    .selectFrom('banner')
    .select(['id', 'slot', 'type', 'cover', 'content', 'title'])
    .where('slot', 'in', slots)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listNotices(db: Db) {
  return db
    .selectFrom('notice')
    .select(['text'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every banner, shown or hidden, as the console lists them: by slot, then as visitors see them. */
export function listAllBanners(db: Db, slot?: BannerKey) {
  let query = db.selectFrom('banner').selectAll();
  if (slot) query = query.where('slot', '=', slot);
  return query.orderBy('slot').orderBy('sort').orderBy('id').execute();
}

export function findBanner(db: Db, id: number) {
  return db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertBanner(db: Db, row: Insertable<BannerTable>): Promise<number> {
  const { id } = await db
    .insertInto('banner')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateBanner(db: Db, id: number, row: Insertable<BannerTable>) {
  return db.updateTable('banner').set(row).where('id', '=', id).execute();
}

export function deleteBanner(db: Db, id: number) {
  return db.deleteFrom('banner').where('id', '=', id).execute();
}

export function listAllNotices(db: Db) {
  return db.selectFrom('notice').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findNotice(db: Db, id: number) {
  return db.selectFrom('notice').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNotice(db: Db, row: Insertable<NoticeTable>): Promise<number> {
  const { id } = await db
    .insertInto('notice')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateNotice(db: Db, id: number, row: Insertable<NoticeTable>) {
  return db.updateTable('notice').set(row).where('id', '=', id).execute();
}

export function deleteNotice(db: Db, id: number) {
  return db.deleteFrom('notice').where('id', '=', id).execute();
}

export function listAreaCodes(db: Db) {
  return db
    .selectFrom('area_code')
    .select(['code', 'name', 'mainland'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listAgreements(db: Db, type?: 'privacy' | 'terms') {
  let query = db.selectFrom('agreement').select(['type', 'title', 'content', 'updated_at']);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('type').execute();
}

/** Heavy-rain days from `fromDate` on (YYYY-MM-DD), ascending. */
export function listRainDays(db: Db, fromDate: string) {
  return db
    .selectFrom('rain_day')
    .select('date')
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export function findAgreement(db: Db, type: 'privacy' | 'terms') {
  return db.selectFrom('agreement').selectAll().where('type', '=', type).executeTakeFirst();
}

/** Writes an agreement, adding it when the park never had one of that type. */
export async function saveAgreement(
  db: Db,
  row: { type: 'privacy' | 'terms'; title: string; content: string; updated_at: string },
) {
  await db
    .insertInto('agreement')
    .values(row)
    .onConflict((oc) =>
      oc.column('type').doUpdateSet({
        title: row.title,
        content: row.content,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Every heavy-rain day, newest first, as staff see them. */
export function listAllRainDays(db: Db) {
  return db.selectFrom('rain_day').selectAll().orderBy('date', 'desc').execute();
}

export function findRainDay(db: Db, date: string) {
  return db.selectFrom('rain_day').selectAll().where('date', '=', date).executeTakeFirst();
}

/** Marks a day; false when it was marked already (by staff, or by the weather provider). */
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
