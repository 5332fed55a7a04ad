import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('tables as CSV', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a cell', () => {
    expect(
      toCsv(
        ['name', 'amount'],
        [
          ['Nasi lemak, large', '12.00'],
          ['=HYPERLINK("x")', '-1'],
          ['Say "hi"', null],
        ],
      ),
    ).toBe(
      'name,amount\r\n"Nasi lemak, large",12.00\r\n"\'=HYPERLINK(""x"")",\'-1\r\n"Say ""hi""",',
    );
  });
});
