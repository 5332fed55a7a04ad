import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

const KEY = 'app.secret';

/**
 * The configured secret, or the one kept in the database (made by the first instance to start),
 * so codes signed by one instance verify on every other.
 */
export async function loadAppSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('setting')
    .values({
      key: KEY,
      value: JSON.stringify(randomBytes(32).toString('hex')),
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}
