import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // What the gate must see for a ticket type priced for who the visitor is (a MyKad, a MyKid, an
  // OKU card, a student card, proof of age): the operator's own list, named in three languages.
  // Only that a card is to be shown is kept: never a card's number.
  await db.schema
    .createTable('gate_check')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ticket_variant')
    .addColumn('check_id', 'integer', (col) => col.references('gate_check.id'))
    .execute();
  // People admitted at another ticket type than they bought because the gate did not see the card
  // their type asks for: how many, at which type, the difference to collect, and staff's note.
  await db.schema
    .createTable('gate_exception')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('variant_id', 'integer', (col) => col.notNull())
    .addColumn('people', 'integer', (col) => col.notNull())
    .addColumn('as_variant_id', 'integer', (col) => col.notNull())
    .addColumn('as_name', 'text', (col) => col.notNull())
    .addColumn('difference_sen', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gate_exception_order')
    .on('gate_exception')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gate_exception').execute();
  await db.schema.alterTable('ticket_variant').dropColumn('check_id').execute();
  await db.schema.dropTable('gate_check').execute();
}
