import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('never lets a spreadsheet run a text cell, but leaves numbers as they are', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(12)).toBe('12');
  });

  it('writes nothing for a missing value and joins records by CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [null, undefined],
          ['x', 2],
        ],
      ),
    ).toBe('a,b\r\n,\r\nx,2');
  });
});
