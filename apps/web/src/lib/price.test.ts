import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { formatPrice } from './price';

await initI18n('en');

describe('prices in RM (SPEC §1, DESIGN §3.4)', () => {
  it('reads "FROM RM" in English where the spec says from, "RM" in Chinese', async () => {
    await i18n.changeLanguage('en');
    expect(formatPrice(i18n.t, '12.50', true)).toBe('FROM RM 12.50');
    expect(formatPrice(i18n.t, '12.50')).toBe('RM 12.50');
    await i18n.changeLanguage('zh');
    expect(formatPrice(i18n.t, '12.50', true)).toBe('RM 12.50');
    await i18n.changeLanguage('ma');
    expect(formatPrice(i18n.t, '12.50', true)).toBe('DARI RM 12.50');
  });

  it('shows computed amounts with 2 decimals', async () => {
    await i18n.changeLanguage('zh');
    expect(formatPrice(i18n.t, 7.5)).toBe('RM 7.50');
  });
});
