import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // Money given back, whole or per line, through the gateway that took it. Places and stock return
  // when the refund is made; the gateway's answer (at once, or later by webhook) settles its status.
  await db.schema
    .createTable('refund')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payment.id'))
    .addColumn('amount_sen', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The gateway's id of the refund ('' until it answers).
    .addColumn('provider_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // JSON [{lineId, quantity}] of the lines it gave back; [] for a payment refunded on its own.
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('staff_id', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refund_order').on('refund').column('order_id').execute();
  await db.schema.createIndex('refund_payment').on('refund').column('payment_id').execute();
  await db.schema
    .createIndex('refund_provider_ref')
    .on('refund')
    .columns(['provider', 'provider_ref'])
    .execute();
  // How much of each line and each payment has been given back: a refund never passes either.
  await db.schema
    .alterTable('order_line')
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('refunded_sen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The gateway's own id of the money taken (a Stripe PaymentIntent): what a refund names.
  await db.schema
    .alterTable('payment')
    .addColumn('gateway_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('gateway_id').execute();
  await db.schema.alterTable('payment').dropColumn('refunded_sen').execute();
  await db.schema.alterTable('order_line').dropColumn('refunded').execute();
  await db.schema.dropTable('refund').ifExists().execute();
}
