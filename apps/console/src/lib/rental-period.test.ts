import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { rentalPeriodText } from './rental-period.ts';

describe('a rental period as the counter reads it', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('says the days of a rental, never a time of day', () => {
    const day = { unit: 'day' as const, start: '2026-11-27', end: '2026-11-27', periods: 1 };
    expect(rentalPeriodText(i18n.t, day)).toBe('2026-11-27 · 1 day');
    expect(rentalPeriodText(i18n.t, { ...day, end: '2026-11-29', periods: 3 })).toBe(
      '2026-11-27 – 2026-11-29 · 3 days',
    );
  });

  it('says the hours of one rented by the hour', () => {
    expect(
      rentalPeriodText(i18n.t, {
        unit: 'hour',
        start: '2026-11-27',
        end: '2026-11-27',
        periods: 3,
      }),
    ).toBe('2026-11-27 · 3 hours');
  });
});
