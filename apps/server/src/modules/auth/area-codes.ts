import type { AreaCode, Locale } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localizeJson } from '#server/lib/localize.ts';

/** The phone area codes a visitor may sign in with, in the visitor's language. */
export async function areaCodes(db: Db, locale: Locale): Promise<AreaCode[]> {
  const rows = await db
    .selectFrom('area_code')
    .select(['code', 'name', 'mainland'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: localizeJson(row.name, locale),
    mainland: row.mainland === 1,
  }));
}
