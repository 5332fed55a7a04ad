import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A combination staff took off an item is kept, retired, while orders or reviews still point at
  // it (their lines name it by id): visitors no longer see or order it, the orders read as before.
  await db.schema
    .alterTable('goods_sku')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods_sku').dropColumn('retired').execute();
}
