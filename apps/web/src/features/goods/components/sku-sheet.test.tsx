import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { byTestId, render, rerender, waitFor } from '#web/test/render.tsx';
import { kayak, plush, tote } from '../goods-test-data';
import { type SkuChoice, SkuSheet } from './sku-sheet';

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

afterEach(() => vi.clearAllMocks());

async function open(detail = plush, inCart?: (specId: number) => number) {
  const onConfirm = vi.fn<(choice: SkuChoice) => void>();
  await render(
    <SkuSheet
      detail={detail}
      visible
      confirmText="Add to cart"
      onClose={() => {}}
      onConfirm={onConfirm}
      {...(inCart ? { inCart } : {})}
    />,
  );
  const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
  return { sheet, onConfirm };
}

const option = (sheet: HTMLElement, optionId: number) =>
  sheet.querySelector<HTMLButtonElement>(
    `[data-testid="sku-option"][data-option-id="${optionId}"]`,
  );
const quantity = (sheet: HTMLElement) =>
  byTestId(sheet, 'sku-num')?.querySelector('[role="spinbutton"]')?.textContent;
const plus = (sheet: HTMLElement) => byTestId(sheet, 'sku-num')?.querySelector('.stepper__plus');

describe('buy sheet', () => {
  it('preselects the first combination and shows its price', async () => {
    const { sheet } = await open();
    const pressed = [...sheet.querySelectorAll('[data-testid="sku-option"][aria-pressed="true"]')];
    expect(pressed.map((button) => button.textContent)).toEqual(['Small 20 cm', 'Brown']);
    expect(option(sheet, 11)?.dataset.specId).toBe('1');
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 39.00');
    expect(quantity(sheet)).toBe('1');
  });

  it('disables options that make a sold-out or missing combination, given the other choices', async () => {
    const { sheet } = await open();
    // Small/White and Large/Brown are sold out; Medium/Brown is in stock.
    expect(option(sheet, 22)?.disabled).toBe(true);
    expect(option(sheet, 13)?.disabled).toBe(true);
    expect(option(sheet, 12)?.disabled).toBe(false);

    await press(option(sheet, 12));
    // Medium/White exists with stock; Large/Brown is still sold out.
    expect(option(sheet, 22)?.disabled).toBe(false);
    expect(option(sheet, 13)?.disabled).toBe(true);
    await press(option(sheet, 22));
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 59.00');
  });

  it('caps the quantity at the stock and totals price × quantity', async () => {
    const { sheet, onConfirm } = await open();
    for (let i = 0; i < 8; i++) await press(plus(sheet));
    expect(quantity(sheet)).toBe('5');
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 195.00');

    // Medium/Brown has 3: the chosen quantity comes down to it.
    await press(option(sheet, 12));
    expect(quantity(sheet)).toBe('3');
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 177.00');

    await press(byTestId(sheet, 'sku-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({
      sku: expect.objectContaining({ id: 103, price: '59.00' }),
      num: 3,
    });
  });

  it('offers only what still fits beside the same combination in the cart', async () => {
    const { sheet } = await open(plush, (specId) => (specId === 101 ? 4 : 0));
    for (let i = 0; i < 3; i++) await press(plus(sheet));
    expect(quantity(sheet)).toBe('1');
  });

  it('has nothing to choose for a good without specs', async () => {
    const { sheet, onConfirm } = await open(tote);
    expect(sheet.querySelectorAll('[data-testid="sku-option"]')).toHaveLength(0);
    await press(plus(sheet));
    await press(byTestId(sheet, 'sku-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ sku: tote.goodsSpec[0], num: 2 });
  });

  it('starts a rental by the hour on the park’s today, and moves on when reopened after its midnight', async () => {
    const phoneZone = process.env.TZ;
    // A phone in Los Angeles on the evening of 22 November: it is already the 23rd at the park.
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T01:30:00Z'));
    try {
      const onConfirm = vi.fn<(choice: SkuChoice) => void>();
      const sheetAt = (visible: boolean) => (
        <SkuSheet
          detail={kayak}
          visible={visible}
          confirmText="Rent"
          onClose={() => {}}
          onConfirm={onConfirm}
        />
      );
      const root = await render(sheetAt(true));
      const sheet = byTestId(document, 'sku-sheet') as HTMLElement;
      const firstDay = () => sheet.querySelector('[data-testid^="rental-day-"]');
      expect(firstDay()?.getAttribute('data-testid')).toBe('rental-day-2026-11-23');
      expect(firstDay()?.getAttribute('aria-pressed')).toBe('true');

      await rerender(root, sheetAt(false));
      vi.setSystemTime(new Date('2026-11-24T01:30:00Z'));
      await rerender(root, sheetAt(true));
      expect(firstDay()?.getAttribute('data-testid')).toBe('rental-day-2026-11-24');
      await press(byTestId(sheet, 'sku-confirm'));
      expect(onConfirm.mock.calls[0]?.[0].period).toEqual({ start: '2026-11-24', hours: 1 });
    } finally {
      vi.useRealTimers();
      if (phoneZone === undefined) delete process.env.TZ;
      else process.env.TZ = phoneZone;
    }
  });
});
