import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
  // A promotion: how it takes money off, what it is for, when, and how often (decision 040).
  // `uses` counts the uses held by unpaid orders and kept by paid ones: the total limit is a
  // guarded update of it, so parallel checkouts cannot pass it.
  await id(db.schema.createTable('promotion'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('sale_from', 'text')
    .addColumn('sale_to', 'text')
    .addColumn('visit_from', 'text')
    .addColumn('visit_to', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_per_visitor', 'integer')
    .addColumn('max_units_per_order', 'integer')
    .addColumn('min_spend_sen', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('single_use', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Its codes, as stored and compared (no spaces, upper case): one shared, or a batch of
  // single-use codes whose own `uses` is at most 1.
  await id(db.schema.createTable('promotion_code'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('promotion_code_promotion')
    .on('promotion_code')
    .column('promotion_id')
    .execute();
  // Each order that used a code: held while unpaid, kept once paid, released when it expired or
  // was refunded whole (the use goes back to the code).
  await id(db.schema.createTable('promotion_use'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('code_id', 'integer', (col) => col.notNull().references('promotion_code.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('visitor_id', 'integer', (col) => col.notNull())
    .addColumn('saving_sen', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_use_visitor')
    .on('promotion_use')
    .columns(['promotion_id', 'visitor_id'])
    .execute();
  // What an order's code took off, and each line's unit price before it.
  await db.schema
    .alterTable('orders')
    .addColumn('discount_sen', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('promo_code', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('order_line').addColumn('list_price_sen', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_line').dropColumn('list_price_sen').execute();
  await db.schema.alterTable('orders').dropColumn('promo_code').execute();
  await db.schema.alterTable('orders').dropColumn('discount_sen').execute();
  await db.schema.dropTable('promotion_use').execute();
  await db.schema.dropTable('promotion_code').execute();
  await db.schema.dropTable('promotion').execute();
}
