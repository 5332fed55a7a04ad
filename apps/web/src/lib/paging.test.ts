import { describe, expect, it } from 'vitest';
import { nextPageOf } from './paging';

const page = (number: number, size: number, total: number) => ({
  page: number,
  total,
  list: Array.from({ length: size }, (_, index) => index),
});

describe('the next page of a paged list', () => {
  it('asks for the following page while fewer than total are loaded', () => {
    const first = page(1, 10, 25);
    const second = page(2, 10, 25);
    expect(nextPageOf(first, [first])).toBe(2);
    expect(nextPageOf(second, [first, second])).toBe(3);
  });

  it('stops once every item is loaded', () => {
    const first = page(1, 10, 15);
    const last = page(2, 5, 15);
    expect(nextPageOf(last, [first, last])).toBeUndefined();
    expect(nextPageOf(page(1, 0, 0), [page(1, 0, 0)])).toBeUndefined();
  });

  it('stops on an empty page even if the total promises more', () => {
    const first = page(1, 10, 30);
    const empty = page(2, 0, 30);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });
});
