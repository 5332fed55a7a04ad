import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
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
    .alterTable('ticket')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('ticket')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('ticket')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('ticket')
    .addColumn('daily_capacity', 'integer', (c) => c.notNull().defaultTo(500))
    .execute();

  await table(db, 'ticket_variant')
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('ticket.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_sen', 'integer', (c) => c.notNull().check(sql`price_sen >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'ticket_slot')
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('ticket.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per ticket and visit date, made on first use: capacity, places sold, closed, price.
  await db.schema
    .createTable('ticket_day')
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('ticket.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_percent', 'integer', (c) => c.notNull().defaultTo(100))
    .addPrimaryKeyConstraint('ticket_day_pk', ['ticket_id', 'date'])
    .addCheckConstraint('ticket_day_sold', sql`sold >= 0 and sold <= capacity`)
    .execute();

  await db.schema
    .createTable('ticket_slot_day')
    .addColumn('slot_id', 'integer', (c) =>
      c.notNull().references('ticket_slot.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ticket_slot_day_pk', ['slot_id', 'date'])
    .addCheckConstraint('ticket_slot_day_sold', sql`sold >= 0`)
    .execute();

  await table(db, 'orders')
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitor.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_sen', 'integer', (c) => c.notNull().check(sql`total_sen >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.references('ticket.id'))
    .addColumn('visit_date', 'text')
    .addColumn('slot_id', 'integer', (c) => c.references('ticket_slot.id'))
    .addColumn('slot_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_visitor')
    .on('orders')
    .columns(['visitor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_expiry')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();

  await table(db, 'order_line')
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_sen', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();

  await table(db, 'payment')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount_sen', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('MYR'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('needs_refund', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_order').on('payment').column('order_id').execute();

  // Every gateway event once: a replayed event finds its id here and changes nothing.
  await db.schema
    .createTable('payment_event')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_event_pk', ['provider', 'event_id'])
    .execute();

  await table(db, 'ticket_pass')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'ticket_pass',
    'payment_event',
    'payment',
    'order_line',
    'orders',
    'ticket_slot_day',
    'ticket_day',
    'ticket_slot',
    'ticket_variant',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  for (const column of ['daily_capacity', 'images', 'notes', 'description']) {
    await db.schema.alterTable('ticket').dropColumn(column).execute();
  }
}
