import type { BannerKey } from '@scenic/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { BannerTable, NoticeTable } from './tables.ts';

export type BannerRow = Selectable<BannerTable>;

export type NoticeRow = Selectable<NoticeTable>;

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
