import type { Db } from '#server/db/database.ts';

export function listAgreements(db: Db, type?: 'privacy' | 'terms') {
  let query = db
    .selectFrom('agreement')
    .select(['type', 'title', 'content', 'updated_at', 'version']);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('type').execute();
}

export function findAgreement(db: Db, type: 'privacy' | 'terms') {
  return db.selectFrom('agreement').selectAll().where('type', '=', type).executeTakeFirst();
}

/** Publishes an agreement; a new version raises its number (the first is 1). Answers the version. */
export async function saveAgreement(
  db: Db,
  row: { type: 'privacy' | 'terms'; title: string; content: string; updated_at: string },
  newVersion: boolean,
): Promise<number> {
  const saved = await db
    .insertInto('agreement')
    .values({ ...row, version: 1 })
    .onConflict((oc) =>
      oc.column('type').doUpdateSet((eb) => ({
        title: row.title,
        content: row.content,
        updated_at: row.updated_at,
        version: newVersion ? eb('agreement.version', '+', 1) : eb.ref('agreement.version'),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return saved.version;
}

/** The privacy notice's current version and when it was published, if there is one. */
export function privacyNoticeVersion(db: Db) {
  return db
    .selectFrom('agreement')
    .select(['version', 'updated_at'])
    .where('type', '=', 'privacy')
    .executeTakeFirst();
}
