import { randomInt } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration imports no application code.

/** Crockford's base32, as the app draws short codes on the day this migration was written. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;
const BATCH = 500;

function draw(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export async function up(db: Kysely<any>): Promise<void> {
  // The code under the QR that staff can type: every pass gets one, passes issued before this too.
  await db.schema.alterTable('ticket_pass').addColumn('short_code', 'text').execute();
  const drawn = new Set<string>();
  for (;;) {
    const rows: { id: number }[] = await db
      .selectFrom('ticket_pass')
      .select('id')
      .where('short_code', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const codes = rows.map((row) => {
      let code = draw();
      while (drawn.has(code)) code = draw();
      drawn.add(code);
      return sql`when ${row.id} then ${code}`;
    });
    const ids = rows.map((row) => sql`${row.id}`);
    await sql`update ticket_pass set short_code = case id ${sql.join(codes, sql` `)} end
      where id in (${sql.join(ids)})`.execute(db);
  }
  await db.schema
    .createIndex('ticket_pass_short_code')
    .on('ticket_pass')
    .column('short_code')
    .unique()
    .execute();
  // SQLite cannot add NOT NULL to a column it has; there the app's typed inserts always set it.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('ticket_pass')
      .alterColumn('short_code', (col) => col.setNotNull())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ticket_pass_short_code').ifExists().execute();
  await db.schema.alterTable('ticket_pass').dropColumn('short_code').execute();
}
