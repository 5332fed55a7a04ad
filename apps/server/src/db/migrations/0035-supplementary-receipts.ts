import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Supplementary receipts (decision 044): what an order's visitor pays after its receipt (the
 * difference of a ticket moved to a dearer date) gets a receipt of its own, numbered in the
 * receipts' series, pointing at the order's first receipt.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('supplementary_receipt')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('receipt_id', 'integer', (col) => col.notNull().references('receipt.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('supplementary_receipt_order')
    .on('supplementary_receipt')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplementary_receipt').execute();
}
