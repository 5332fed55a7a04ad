import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration imports no application code.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * MyInvois e-invoices (decision 046): each document the park sends LHDN with its state, the
 * journal of what was sent under each of our numbers (so no document goes twice, across restarts
 * and instances), the buyer details a visitor gave for an individual e-invoice, and the one row
 * that says when the next monthly consolidated e-invoice is due.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('e_invoice_document')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    // invoice_consolidated, invoice_individual, credit_note, refund_note
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    // YYYY-MM of a consolidated e-invoice.
    .addColumn('period', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('receipt_id', 'integer')
    .addColumn('credit_note_id', 'integer')
    // The e-invoice a note adjusts.
    .addColumn('original_id', 'integer')
    // queued, submitted, valid, invalid, cancelled
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('uuid', 'text')
    .addColumn('long_id', 'text')
    .addColumn('submission_uid', 'text')
    // JSON: LHDN's reasons for an invalid document, or the last failure while sending.
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    // An instance sending it holds it until then; another takes it over only after.
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('validated_at', 'text')
    .execute();
  await db.schema
    .createIndex('e_invoice_document_status')
    .on('e_invoice_document')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('e_invoice_document_receipt')
    .on('e_invoice_document')
    .column('receipt_id')
    .execute();
  await db.schema
    .createTable('e_invoice_journal')
    .addColumn('number', 'text', (col) => col.primaryKey())
    // JSON of the client's journal entry: sending, accepted or refused.
    .addColumn('entry', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('e_invoice_buyer')
    .addColumn('document_id', 'integer', (col) =>
      col.primaryKey().references('e_invoice_document.id'),
    )
    // JSON of the name, TIN, identity document, address, e-mail and phone the visitor gave.
    .addColumn('details', 'text', (col) => col.notNull())
    // Erased by the e-invoice job after this (the law's keeping period).
    .addColumn('keep_until', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('e_invoice_run')
    .addColumn('job', 'text', (col) => col.primaryKey())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('ran_at', 'text')
    .execute();
  await db
    .insertInto('e_invoice_run')
    .values({ job: 'consolidate', due_at: '1970-01-01T00:00:00.000Z', ran_at: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('e_invoice_run').ifExists().execute();
  await db.schema.dropTable('e_invoice_buyer').ifExists().execute();
  await db.schema.dropTable('e_invoice_journal').ifExists().execute();
  await db.schema.dropTable('e_invoice_document').ifExists().execute();
}
