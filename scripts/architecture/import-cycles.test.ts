import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, specifiersOf } from './import-graph.ts';

/**
 * No two files import each other, directly or round a ring, anywhere in the apps, packages, the
 * server's test kit, the journeys and the scripts. Type-only imports count: a ring of types still
 * ties the files together (neither can move or be read alone), and none is needed (decision 036).
 */
describe('import cycles', () => {
  const graph = buildImportGraph();
  const edges = [...graph.edges.values()].flat();

  it('resolves every import of a file in the repository', () => {
    expect(graph.unresolved).toEqual([]);
  });

  it('follows every way a file names another', () => {
    for (const start of ['./', '../', '#server/', '#test/', '#web/', '#console/', '#e2e/']) {
      expect([start, edges.some((edge) => edge.specifier.startsWith(start))]).toEqual([
        start,
        true,
      ]);
    }
    for (const name of ['@scenic/contracts', '@scenic/server/seeding', '@scenic/server/test/']) {
      expect([name, edges.some((edge) => edge.specifier.startsWith(name))]).toEqual([name, true]);
    }
    expect(graph.edges.get('apps/console/src/app/router.tsx')).toContainEqual(
      expect.objectContaining({ to: 'apps/console/src/features/orders/orders-route.tsx' }),
    );
  });

  it('has none', () => {
    const rings = findCycles(graph.edges).map((ring) => ring.join(' → '));
    expect(rings).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('names each ring, a file importing itself too', () => {
    const graph = new Map([
      ['a.ts', [{ to: 'b.ts' }]],
      ['b.ts', [{ to: 'c.ts' }, { to: 'd.ts' }]],
      ['c.ts', [{ to: 'a.ts' }]],
      ['d.ts', []],
      ['e.ts', [{ to: 'e.ts' }]],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['e.ts', 'e.ts'],
    ]);
  });

  it('reads static, dynamic, re-exported and type-only imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "export { d } from './d.ts';",
      "const e = () => import('./e.ts');",
      "type F = import('./f.ts').F;",
    ].join('\n');
    expect(specifiersOf('x.ts', source)).toEqual([
      { text: './a.ts', line: 1, typeOnly: false },
      { text: './b.ts', line: 2, typeOnly: true },
      { text: './c.ts', line: 3, typeOnly: true },
      { text: './d.ts', line: 4, typeOnly: false },
      { text: './e.ts', line: 5, typeOnly: false },
      { text: './f.ts', line: 6, typeOnly: true },
    ]);
  });
});
