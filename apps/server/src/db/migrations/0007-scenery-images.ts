import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // The original is private (a storage key); the thumbnail and watermarked preview are public paths.
  for (const [name, type, fallback] of [
    ['original', 'text', ''],
    ['thumb', 'text', ''],
    ['preview', 'text', ''],
    ['width', 'integer', 0],
    ['height', 'integer', 0],
    ['bytes', 'integer', 0],
  ] as const) {
    await db.schema
      .alterTable('scenery')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema
    .createTable('scenery_favourite')
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitor.id'))
    .addColumn('scenery_id', 'integer', (c) =>
      c.notNull().references('scenery.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scenery_favourite_pk', ['visitor_id', 'scenery_id'])
    .execute();
  // The park's live cameras: an HLS stream each, and whether it is on air.
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('camera')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('camera').ifExists().execute();
  await db.schema.dropTable('scenery_favourite').ifExists().execute();
  for (const name of ['original', 'thumb', 'preview', 'width', 'height', 'bytes']) {
    await db.schema.alterTable('scenery').dropColumn(name).execute();
  }
}
