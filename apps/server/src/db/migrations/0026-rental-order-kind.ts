import type { Kysely } from 'kysely';

// Frozen in time: this migration imports no application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Orders of rented goods were stored as kind 'hire', while everything else (the spec's list of
  // order kinds, the pages, the console) calls them rentals. One name per thing: the order kind is
  // 'rental'. Goods keep their kind 'hire' (the spec's section keyword and the home lists' name).
  await db.updateTable('orders').set({ kind: 'rental' }).where('kind', '=', 'hire').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('orders').set({ kind: 'hire' }).where('kind', '=', 'rental').execute();
}
