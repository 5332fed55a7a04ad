import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadOrderTexts, ORDERS_NS } from './i18n';
import { formatDayRange, formatRentalPeriod } from './rental-period';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadLanguages(['zh', 'ma']);
  await loadOrderTexts();
});

describe('a rental period in words', () => {
  it('says the days, the year once, and how long', () => {
    const t = i18n.getFixedT('en', ORDERS_NS);
    const days = { unit: 'day', start: '2026-11-22', end: '2026-11-23', periods: 2 } as const;
    expect(formatRentalPeriod(t, 'en', days)).toBe('22 Nov – 23 Nov 2026 · 2 days');
    expect(formatRentalPeriod(t, 'en', { ...days, end: '2026-11-22', periods: 1 })).toBe(
      '22 Nov 2026 · 1 day',
    );
    const hours = { unit: 'hour', start: '2026-11-22', end: '2026-11-22', periods: 3 } as const;
    expect(formatRentalPeriod(t, 'en', hours)).toBe('22 Nov 2026 · 3 hours');
    expect(formatRentalPeriod(i18n.getFixedT('ma', ORDERS_NS), 'ma', hours)).toBe(
      '22 Nov 2026 · 3 jam',
    );
  });

  it('names both years across new year, and the year first in Chinese', () => {
    expect(formatDayRange('2026-12-31', '2027-01-01', 'en')).toBe('31 Dec 2026 – 1 Jan 2027');
    expect(formatDayRange('2026-11-22', '2026-11-23', 'zh')).toBe('2026年11月22日 – 11月23日');
  });
});
