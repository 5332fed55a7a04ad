import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

function table(db: Kysely<any>, name: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await table(db, 'banner')
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('banner_slot').on('banner').columns(['slot', 'sort']).execute();

  await table(db, 'notice')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await table(db, 'area_code')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mainland', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('agreement')
    .addColumn('type', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await table(db, 'ticket')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull())
    .addColumn('price_sen', 'integer', (col) => col.notNull().check(sqlNonNegative('price_sen')))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await table(db, 'goods_type')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await table(db, 'goods')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type_id', 'integer', (col) => col.notNull().references('goods_type.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('score_tenths', 'integer', (col) => col.notNull().defaultTo(50))
    .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('goods_kind').on('goods').columns(['kind', 'type_id']).execute();

  await table(db, 'goods_spec')
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('goods.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await table(db, 'goods_spec_option')
    .addColumn('spec_id', 'integer', (col) =>
      col.notNull().references('goods_spec.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await table(db, 'goods_sku')
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('goods.id').onDelete('cascade'),
    )
    .addColumn('option_ids', 'text', (col) => col.notNull())
    .addColumn('price_sen', 'integer', (col) => col.notNull().check(sqlNonNegative('price_sen')))
    .addColumn('stock', 'integer', (col) => col.notNull().check(sqlNonNegative('stock')))
    .addUniqueConstraint('goods_sku_combination', ['goods_id', 'option_ids'])
    .execute();

  await table(db, 'scenery')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull())
    .addColumn('price_sen', 'integer', (col) => col.notNull().check(sqlNonNegative('price_sen')))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('rain_day')
    .addColumn('date', 'text', (col) => col.primaryKey())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'rain_day',
    'scenery',
    'goods_sku',
    'goods_spec_option',
    'goods_spec',
    'goods',
    'goods_type',
    'ticket',
    'agreement',
    'area_code',
    'notice',
    'banner',
    'setting',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
