import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, repoRoot } from './import-graph.ts';
import { composedGroups, ownedTables, tableQueries } from './table-queries.ts';

const SERVER = 'apps/server/src/';

/**
 * Which unit of the server owns each table: the unit whose `tables.ts` declares it, and only its
 * files query it (DESIGN §4: other modules call its service, never its tables). A unit is a module
 * (`modules/<area>`) or a provider (`providers/<name>`); migrations, `lib/`, `plugins/` and `ops/`
 * (backup) are not units.
 */
const tableFiles = listSourceFiles([
  `${SERVER}modules/*/tables.ts`,
  `${SERVER}providers/*/tables.ts`,
]);
const groups = tableFiles.map((file) => {
  const owned = ownedTables(readFileSync(path.join(repoRoot, file), 'utf8'));
  return { unit: file.slice(SERVER.length).split('/').slice(0, 2).join('/'), file, owned };
});
const OWNER: Record<string, string> = {};
for (const { unit, owned } of groups) {
  for (const table of owned?.tables ?? []) OWNER[table] ??= unit;
}

/**
 * The known reaches into another unit's tables (file → `table:reads|writes`): reads only, each
 * a join a page needs or a read not yet moved behind the owner's service. No unit writes another's
 * table. Any new reach fails, and an entry left after its file stopped reaching fails too.
 */
const KNOWN_REACHES: Record<string, string[]> = {
  // Which lines of orders name a combination: goods orders know their lines' item ids are SKUs.
  'modules/goods-orders/service.ts': ['order_line:reads'],
  'modules/goods-orders/ordered-goods.ts': ['orders:reads', 'order_line:reads'],
  // Reviews: a review reads the line it is about and the reviewer's name.
  'modules/comments/service.ts': ['goods_sku:reads', 'order_line:reads', 'visitor:reads'],
  'modules/comments/moderation.ts': ['goods:reads', 'staff:reads', 'visitor:reads'],
  // The park's coordinates and the operator's reading, read by the weather providers.
  'providers/weather/live-provider.ts': ['setting:reads'],
  'providers/weather/operator-reading.ts': ['setting:reads'],
  // Payments read by the orders core for a visitor's payment records.
  'modules/orders/service.ts': ['payment:reads'],
  'modules/orders/repository.ts': ['comment:reads', 'goods_sku:reads'],
  'modules/orders/console.ts': ['visitor:reads'],
  // Orders read by the modules whose kind they sell, rather than through the orders core.
  // The kitchen's queue and the counter's day: food and rentals, with who to call.
  'modules/goods-orders/stations.ts': ['orders:reads', 'order_line:reads', 'visitor:reads'],
  'modules/tickets/editor.ts': ['orders:reads', 'order_line:reads'],
  'modules/tickets/gate.ts': ['orders:reads', 'order_line:reads'],
  // The cards a pass's lines ask the gate to check: ticket lines name their type by item id.
  'modules/tickets/repository.ts': ['orders:reads', 'order_line:reads'],
  'modules/scenery/editor.ts': ['orders:reads', 'order_line:reads'],
  'modules/scenery/service.ts': ['orders:reads', 'order_line:reads'],
  'modules/catalogue/repository.ts': ['scenery:reads', 'ticket:reads'],
  // The dashboard's figures, read straight from every table they come from.
  'modules/dashboard/repository.ts': [
    'orders:reads',
    'order_line:reads',
    'payment:reads',
    'refund:reads',
    'ticket:reads',
    'ticket_day:reads',
    'gift_card_entry:reads',
  ],
  // Who holds a gift card (the phone, masked, and found by its last digits), and who issued it.
  'modules/gift-cards/service.ts': ['visitor:reads', 'staff:reads'],
  // Staff names beside what they did, joined from the staff table.
  'modules/audit/repository.ts': ['staff:reads'],
  'modules/contact/repository.ts': ['staff:reads'],
  // A visitor's copy of everything the park holds on them (PDPA access and portability, decision
  // 045): one read of each table, narrowed to their own id or their own orders; closing the
  // account writes only through each owner's functions.
  'modules/privacy/export.ts': [
    'visitor:reads',
    'session:reads',
    'gift_card:reads',
    'comment:reads',
    'contact_message:reads',
    'scenery:reads',
    'scenery_favourite:reads',
    'orders:reads',
    'order_line:reads',
    'payment:reads',
    'refund:reads',
    'ticket_pass:reads',
    'e_invoice_document:reads',
    'e_invoice_buyer:reads',
  ],
};

describe('tables', () => {
  const files = listSourceFiles([`${SERVER}modules/**/*.ts`, `${SERVER}providers/**/*.ts`]).filter(
    (file) => !file.endsWith('.test.ts'),
  );
  const reaches = new Map<string, { found: string[]; lines: string[] }>();
  for (const file of files) {
    const local = file.slice(SERVER.length);
    const unit = local.split('/').slice(0, 2).join('/');
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const query of tableQueries(file, source)) {
      if (OWNER[query.table] === unit) continue;
      const entry = reaches.get(local) ?? { found: [], lines: [] };
      const reach = `${query.table}:${query.access}`;
      if (!entry.found.includes(reach)) entry.found.push(reach);
      entry.lines.push(`${local}:${query.line} ${reach}`);
      reaches.set(local, entry);
    }
  }

  it("each have one owner, and the database is composed of every owner's tables", () => {
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.filter(({ owned }) => !owned).map(({ file }) => file)).toEqual([]);
    const declared = groups.flatMap(({ owned }) => owned?.tables ?? []);
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.filter((table, index) => declared.indexOf(table) !== index)).toEqual([]);
    const composed = composedGroups(
      readFileSync(path.join(repoRoot, SERVER, 'db/database.ts'), 'utf8'),
    );
    expect(composed.toSorted()).toEqual(groups.map(({ owned }) => owned?.group).toSorted());
  });

  it('are queried only by the unit that owns them, apart from the known reaches', () => {
    const unknown = [...reaches].flatMap(([file, { lines }]) =>
      lines.filter((line) => !KNOWN_REACHES[file]?.includes(line.split(' ')[1] ?? '')),
    );
    expect(unknown).toEqual([]);
  });

  it('lists no reach that is gone', () => {
    const gone = Object.entries(KNOWN_REACHES).flatMap(([file, known]) =>
      known
        .filter((reach) => !reaches.get(file)?.found.includes(reach))
        .map((reach) => `${file} ${reach}`),
    );
    expect(gone).toEqual([]);
  });
});

describe('the table finder', () => {
  it('reads the table of every query and join, under an alias too', () => {
    const source = [
      "db.selectFrom('orders as o')",
      "  .innerJoin('order_line', 'order_line.order_id', 'o.id')",
      "trx.updateTable('goods_sku').set({ stock: 1 })",
      "db.deleteFrom('rain_day')",
      "db.insertInto('refund')",
      "buffer.toString('hex')",
    ].join('\n');
    expect(tableQueries('x.ts', source)).toEqual([
      { table: 'order_line', access: 'reads', line: 2 },
      { table: 'orders', access: 'reads', line: 1 },
      { table: 'goods_sku', access: 'writes', line: 3 },
      { table: 'rain_day', access: 'writes', line: 4 },
      { table: 'refund', access: 'writes', line: 5 },
    ]);
  });
});
