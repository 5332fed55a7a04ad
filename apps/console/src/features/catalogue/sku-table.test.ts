import { describe, expect, it } from 'vitest';
import { rowProblem, type SkuRow, type SpecDraft, skuRows } from './sku-table';

const name = (en: string) => ({ zh: en, en, ma: en });
const spec = (key: string, options: string[]): SpecDraft => ({
  key,
  name: name(key),
  options: options.map((option) => ({ key: option, name: name(option) })),
});
const table = (rows: SkuRow[]) => rows.map((row) => [row.combo.join('+'), row.price, row.stock]);

describe('the price and stock table follows the specs', () => {
  it('has one row for an item without specs, and one per combination, first spec slowest', () => {
    expect(skuRows([], [])).toEqual([{ combo: [], options: [], price: '', stock: null }]);
    const rows = skuRows([spec('size', ['S', 'M']), spec('colour', ['red', 'green', 'blue'])], []);
    expect(rows.map((row) => row.options)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(rows[4]?.combo).toEqual(['M', 'green']);
  });

  it('keeps what was typed when an option is added, renamed or moved', () => {
    const before = skuRows([spec('size', ['S', 'M'])], []).map((row, index) => ({
      ...row,
      price: index === 0 ? '10.00' : '12.00',
      stock: 5 + index,
      stockWas: 5 + index,
    }));
    const grown = skuRows([spec('size', ['M', 'S', 'L'])], before);
    expect(table(grown)).toEqual([
      ['M', '12.00', 6],
      ['S', '10.00', 5],
      ['L', '', null],
    ]);
    // Positions follow the new order; the stock it was loaded with stays with the combination.
    expect(grown[0]).toMatchObject({ options: [0], stockWas: 6 });
  });

  it('gives a new spec’s rows the price they grew from, never the stock twice', () => {
    const before: SkuRow[] = [
      { combo: ['S'], options: [0], price: '10.00', stock: 8 },
      { combo: ['M'], options: [1], price: '12.00', stock: 4 },
    ];
    const rows = skuRows([spec('size', ['S', 'M']), spec('colour', ['red', 'blue'])], before);
    expect(table(rows)).toEqual([
      ['S+red', '10.00', null],
      ['S+blue', '10.00', null],
      ['M+red', '12.00', null],
      ['M+blue', '12.00', null],
    ]);
    // And back: a spec taken away keeps a price of the rows it merges.
    expect(table(skuRows([spec('size', ['S', 'M'])], rows))).toEqual([
      ['S', '10.00', null],
      ['M', '12.00', null],
    ]);
  });

  it('has no rows while a spec has no option yet', () => {
    expect(skuRows([spec('size', [])], [])).toEqual([]);
  });

  it('names the first thing wrong with a row, as the server would refuse it', () => {
    const row = { combo: [], options: [], price: '4.50', stock: 3 };
    expect(rowProblem(row)).toBeNull();
    expect(rowProblem({ ...row, price: '-4.50' })).toBe('price');
    expect(rowProblem({ ...row, price: '4.505' })).toBe('price');
    expect(rowProblem({ ...row, price: '' })).toBe('price');
    expect(rowProblem({ ...row, stock: -1 })).toBe('stock');
    expect(rowProblem({ ...row, stock: 1.5 })).toBe('stock');
    expect(rowProblem({ ...row, stock: null })).toBe('stock');
  });
});
