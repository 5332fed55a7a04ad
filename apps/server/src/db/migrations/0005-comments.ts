import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('comment')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitor.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One review per item of an order.
    .addUniqueConstraint('comment_once', ['order_id', 'sku_id'])
    .execute();
  await db.schema.createIndex('comment_goods').on('comment').columns(['goods_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment').ifExists().execute();
}
