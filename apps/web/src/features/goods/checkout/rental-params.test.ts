import { describe, expect, it } from 'vitest';
import { parseRentalParams } from './rental-params';

const parse = (query: string) => parseRentalParams(new URLSearchParams(query));

describe('the rental a visitor is paying for', () => {
  it('reads days, both ends included', () => {
    expect(parse('id=21&spec=5&num=2&start=2026-11-22&end=2026-11-23')).toMatchObject({
      goodsId: 21,
      specId: 5,
      num: 2,
      unit: 'day',
      periods: 2,
      period: { start: '2026-11-22', end: '2026-11-23' },
    });
  });

  it('reads hours on one day', () => {
    expect(parse('id=21&spec=5&num=1&start=2026-11-22&hours=3')).toMatchObject({
      unit: 'hour',
      periods: 3,
      period: { start: '2026-11-22', hours: 3 },
    });
  });

  it('refuses a missing or impossible part', () => {
    for (const query of [
      'spec=5&start=2026-11-22',
      'id=21&start=2026-11-22',
      'id=21&spec=5',
      'id=21&spec=5&start=2026-02-30',
      'id=21&spec=5&start=2026-11-31',
      'id=21&spec=5&start=2026-11-99',
      'id=21&spec=5&start=9999-01-01',
      'id=21&spec=5&start=2026-11-22&end=2026-12-32',
      'id=1e3&spec=5&start=2026-11-22',
      'id=21&spec=0x5&start=2026-11-22',
      'id=2147483648&spec=5&start=2026-11-22',
      'id=21&spec=5&start=2026-11-23&end=2026-11-22',
      'id=21&spec=5&start=2026-11-22&hours=0',
      'id=21&spec=5&start=2026-11-22&hours=abc',
      'id=21&spec=5&num=0&start=2026-11-22',
      'id=21&spec=5&num=1.5&start=2026-11-22',
    ]) {
      expect([query, parse(query)]).toEqual([query, null]);
    }
  });
});
