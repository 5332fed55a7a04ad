import type { Db } from '#server/db/database.ts';

/** Forgets the visitor's favourite scenery images (their account closed). */
export async function forgetFavouritesOf(db: Db, visitorId: number): Promise<number> {
  const result = await db
    .deleteFrom('scenery_favourite')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
