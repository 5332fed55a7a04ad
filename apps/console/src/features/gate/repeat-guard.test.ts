import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard';

describe('the camera sends each code once per look', () => {
  it('lets a code through once while it stays in view, and again after a pause', () => {
    let now = 0;
    const fresh = createRepeatGuard(2_000, () => now);
    expect(fresh('A')).toBe(true);
    now = 500;
    expect(fresh('A')).toBe(false);
    now = 1_900;
    expect(fresh('A')).toBe(false);
    now = 4_000;
    expect(fresh('A')).toBe(true);
  });

  it('lets the next visitor’s code through at once', () => {
    let now = 0;
    const fresh = createRepeatGuard(2_000, () => now);
    expect(fresh('A')).toBe(true);
    now = 100;
    expect(fresh('B')).toBe(true);
  });
});
