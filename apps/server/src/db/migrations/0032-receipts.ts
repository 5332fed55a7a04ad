import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Receipts, credit notes and tax rates (decision 044). */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  // A class's rate from a day on, in hundredths of a percent (600 is 6%), until its next rate.
  await db.schema
    .createTable('tax_rate')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('tax_class', 'text', (col) => col.notNull())
    .addColumn('rate', 'integer', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('tax_rate_class_day', ['tax_class', 'valid_from'])
    .execute();
  // Service tax as the law stands since 1 March 2024: 6% on food and drink, 8% on other
  // services. Entertainment duty is the state's: the operator sets it (README).
  const since = '2024-03-01';
  const at = new Date().toISOString();
  await db
    .insertInto('tax_rate')
    .values([
      { tax_class: 'food_drink', rate: 600, valid_from: since, created_at: at },
      { tax_class: 'services', rate: 800, valid_from: since, created_at: at },
    ])
    .execute();
  // Each order's lines as they were taxed when it was placed: class, rate and tax per unit.
  await db.schema
    .createTable('order_tax')
    .addColumn('order_id', 'integer', (col) => col.primaryKey())
    .addColumn('prices_include_tax', 'integer', (col) => col.notNull())
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The last number of each series: one guarded counter, so numbers never skip or repeat.
  await db.schema
    .createTable('tax_document_series')
    .addColumn('series', 'text', (col) => col.primaryKey())
    .addColumn('last_no', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('tax_document_series')
    .values([
      { series: 'receipt', last_no: 0 },
      { series: 'credit_note', last_no: 0 },
    ])
    .execute();
  await db.schema
    .createTable('receipt')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('order_id', 'integer', (col) => col.notNull().unique())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    // The document as issued (seller, lines, taxes, totals): it never changes afterwards.
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('credit_note')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('receipt_id', 'integer', (col) => col.notNull().references('receipt.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('credit_note_order').on('credit_note').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_note').execute();
  await db.schema.dropTable('receipt').execute();
  await db.schema.dropTable('tax_document_series').execute();
  await db.schema.dropTable('order_tax').execute();
  await db.schema.dropTable('tax_rate').execute();
}
