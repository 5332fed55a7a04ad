import type { Db } from '#server/db/database.ts';

export function listAgreements(db: Db, type?: 'privacy' | 'terms') {
  let query = db.selectFrom('agreement').select(['type', 'title', 'content', 'updated_at']);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('type').execute();
}

export function findAgreement(db: Db, type: 'privacy' | 'terms') {
  return db.selectFrom('agreement').selectAll().where('type', '=', type).executeTakeFirst();
}

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
