import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/lib/errors.ts';

/**
 * The park's stored settings: one JSON value per key (the park's details, the home page's
 * sections, help, the VR tour, the weather guarantee's texts...). Each screen's module reads and
 * writes its own keys through these functions, which alone query the `setting` table.
 */

/** A setting's value, or undefined where the database has none. */
export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** Replaces a stored setting's JSON (a row the seed made). */
export async function replaceSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .updateTable('setting')
    .set({ value: JSON.stringify(value), updated_at: new Date().toISOString() })
    .where('key', '=', key)
    .execute();
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
export async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  const row = { key, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('setting')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}

/** A setting visitors are shown: where the database has none, the call answers "not found". */
export async function publishedSetting<T>(db: Db, key: string): Promise<T> {
  const value = await readSetting<T>(db, key);
  if (value === undefined) throw notFound();
  return value;
}
