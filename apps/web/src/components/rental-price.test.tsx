import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n.ts';
import { render } from '#web/test/render.tsx';
import { RentalPrice } from './rental-price';

await initI18n('en');

async function priceText(node: Parameters<typeof RentalPrice>[0]) {
  const view = await render(
    <I18nextProvider i18n={i18n}>
      <RentalPrice {...node} />
    </I18nextProvider>,
  );
  return view.textContent;
}

describe('a rental price says what it is for', () => {
  it('per hour or per day, in the three languages', async () => {
    await i18n.changeLanguage('en');
    expect(await priceText({ amount: '35.00', unit: 'hour', from: true })).toBe(
      'FROM RM 35.00 / hour',
    );
    expect(await priceText({ amount: '50.00', unit: 'day' })).toBe('RM 50.00 / day');
    await i18n.changeLanguage('zh');
    expect(await priceText({ amount: '35.00', unit: 'hour', from: true })).toBe('RM 35.00 / 小时');
    expect(await priceText({ amount: '50.00', unit: 'day' })).toBe('RM 50.00 / 天');
    await i18n.changeLanguage('ma');
    expect(await priceText({ amount: '35.00', unit: 'hour', from: true })).toBe(
      'DARI RM 35.00 / jam',
    );
    expect(await priceText({ amount: '50.00', unit: 'day' })).toBe('RM 50.00 / hari');
  });

  it('and goods that are sold keep the plain price', async () => {
    await i18n.changeLanguage('en');
    expect(await priceText({ amount: '19.90', unit: null, from: true })).toBe('FROM RM 19.90');
  });

  it('keeps "RM" with its amount, so a narrow card breaks only after "FROM"', async () => {
    await i18n.changeLanguage('ma');
    const view = await render(
      <I18nextProvider i18n={i18n}>
        <RentalPrice amount="129.00" unit={null} from />
      </I18nextProvider>,
    );
    expect(view.querySelector('.price-from')?.textContent).toBe('DARI');
    expect(view.querySelector('.price-amount')?.textContent).toBe('RM 129.00');
  });
});
