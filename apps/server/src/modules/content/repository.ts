import type { BannerKey } from '@scenic/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';

export async function findSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function listBanners(db: Kysely<Database>, slots: BannerKey[]) {
  return db
    .selectFrom('banner')
    .select(['id', 'slot', 'type', 'cover', 'content', 'title'])
    .where('slot', 'in', slots)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listNotices(db: Kysely<Database>) {
  return db
    .selectFrom('notice')
    .select(['text'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listAreaCodes(db: Kysely<Database>) {
  return db
    .selectFrom('area_code')
    .select(['code', 'name', 'mainland'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listAgreements(db: Kysely<Database>, type?: 'privacy' | 'terms') {
  let query = db.selectFrom('agreement').select(['type', 'title', 'content', 'updated_at']);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('type').execute();
}

/** Heavy-rain days from `fromDate` on (YYYY-MM-DD), ascending. */
export function listRainDays(db: Kysely<Database>, fromDate: string) {
  return db
    .selectFrom('rain_day')
    .select('date')
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}
