import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  // A shop item sold as a gift card: its combinations' prices are the cards' values (decision 042).
  await db.schema
    .alterTable('goods')
    .addColumn('gift_card', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('gift_card')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('pin', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('value_sen', 'integer', (col) => col.notNull())
    // Kept by guarded updates only (`balance_sen >= amount`): never below zero, and always the sum
    // of the card's ledger entries.
    .addColumn('balance_sen', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    // The sale it came from: the shop order and line (null for one staff issued).
    .addColumn('order_id', 'integer')
    .addColumn('order_line_id', 'integer')
    .addColumn('buyer_id', 'integer')
    // The visitor who added it to My centre (or used it first): only they may use it from then on.
    .addColumn('holder_id', 'integer')
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer')
    .addColumn('expires_on', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gift_card_holder').on('gift_card').column('holder_id').execute();
  await db.schema.createIndex('gift_card_buyer').on('gift_card').column('buyer_id').execute();
  await db.schema.createIndex('gift_card_order').on('gift_card').column('order_id').execute();
  await db.schema
    .createIndex('gift_card_expiry')
    .on('gift_card')
    .columns(['status', 'expires_on'])
    .execute();
  await db.schema
    .createTable('gift_card_entry')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('card_id', 'integer', (col) => col.notNull().references('gift_card.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // Signed sen: + issue, refund, release; − redeem, expire, void.
    .addColumn('amount_sen', 'integer', (col) => col.notNull())
    .addColumn('balance_after_sen', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('order_no', 'text', (col) => col.notNull().defaultTo(''))
    // The payment a redemption made (and a refund or release gives back to).
    .addColumn('payment_id', 'integer')
    // The refund a `refund` entry is for: one entry per refund, however often it is sent.
    .addColumn('refund_id', 'integer', (col) => col.unique())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_entry_card')
    .on('gift_card_entry')
    .columns(['card_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_entry').execute();
  await db.schema.dropTable('gift_card').execute();
  await db.schema.alterTable('goods').dropColumn('gift_card').execute();
}
