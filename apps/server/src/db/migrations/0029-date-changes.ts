import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // What a payment is for besides its order's own price: '' for the order, `date_change:<id>` for
  // the difference a move to a dearer date costs (decision 041).
  await db.schema
    .alterTable('payment')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // When a payment for a purpose that lapsed was withdrawn: its page no longer takes money (one the
  // visitor only cancelled can still be paid, as an order's can).
  await db.schema.alterTable('payment').addColumn('withdrawn_at', 'text').execute();
  // A ticket's move to a dearer date, waiting for its difference to be paid: the new date's places
  // are held meanwhile (and given back if it lapses); the move happens when the payment succeeds.
  await db.schema
    .createTable('ticket_date_change')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('from_date', 'text', (col) => col.notNull())
    .addColumn('from_slot_id', 'integer')
    .addColumn('to_date', 'text', (col) => col.notNull())
    .addColumn('to_slot_id', 'integer')
    .addColumn('to_slot_label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('difference_sen', 'integer', (col) => col.notNull())
    // JSON: each line's id and its unit price and list price once moved.
    .addColumn('prices', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_date_change_order')
    .on('ticket_date_change')
    .columns(['order_id', 'status'])
    .execute();
  await db.schema
    .createIndex('ticket_date_change_waiting')
    .on('ticket_date_change')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_date_change').execute();
  await db.schema.alterTable('payment').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('payment').dropColumn('purpose').execute();
}
