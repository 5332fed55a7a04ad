import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { screen, within } from '#web/test/queries.ts';
import { render, rerender } from '#web/test/render.tsx';
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
  await screen.findByRole('spinbutton', { name: 'Quantity' });
  return { onConfirm };
}

/** An option of a spec ("Size", "Colour"), by the words on it. */
const option = (spec: string, name: string) =>
  within(screen.getByRole('group', { name: spec })).getByRole('button', {
    name,
  }) as HTMLButtonElement;
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }).textContent;
const plus = () =>
  within(
    screen.getByRole('spinbutton', { name: 'Quantity' }).parentElement as HTMLElement,
  ).getByRole('button', { name: 'Increase' });
/** The total under "Total". */
const total = () => screen.getByText('Total').nextElementSibling?.textContent;

describe('buy sheet', () => {
  it('preselects the first combination and shows its price', async () => {
    await open();
    const pressed = ['Size', 'Colour'].flatMap((spec) =>
      within(screen.getByRole('group', { name: spec }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true'),
    );
    expect(pressed.map((button) => button.textContent)).toEqual(['Small 20 cm', 'Brown']);
    expect(total()).toBe('RM 39.00');
    expect(quantity()).toBe('1');
  });

  it('disables options that make a sold-out or missing combination, given the other choices', async () => {
    await open();
    // Small/White and Large/Brown are sold out; Medium/Brown is in stock.
    expect(option('Colour', 'White').disabled).toBe(true);
    expect(option('Size', 'Large 40 cm').disabled).toBe(true);
    expect(option('Size', 'Medium 30 cm').disabled).toBe(false);

    await press(option('Size', 'Medium 30 cm'));
    // Medium/White exists with stock; Large/Brown is still sold out.
    expect(option('Colour', 'White').disabled).toBe(false);
    expect(option('Size', 'Large 40 cm').disabled).toBe(true);
    await press(option('Colour', 'White'));
    expect(total()).toBe('RM 59.00');
  });

  it('caps the quantity at the stock and totals price × quantity', async () => {
    const { onConfirm } = await open();
    for (let i = 0; i < 8; i++) await press(plus());
    expect(quantity()).toBe('5');
    expect(total()).toBe('RM 195.00');

    // Medium/Brown has 3: the chosen quantity comes down to it.
    await press(option('Size', 'Medium 30 cm'));
    expect(quantity()).toBe('3');
    expect(total()).toBe('RM 177.00');

    await press(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onConfirm).toHaveBeenCalledWith({
      sku: expect.objectContaining({ id: 103, price: '59.00' }),
      num: 3,
    });
  });

  it('offers only what still fits beside the same combination in the cart', async () => {
    await open(plush, (specId) => (specId === 101 ? 4 : 0));
    for (let i = 0; i < 3; i++) await press(plus());
    expect(quantity()).toBe('1');
  });

  it('has nothing to choose for a good without specs', async () => {
    const { onConfirm } = await open(tote);
    expect(screen.queryAllByRole('group')).toEqual([]);
    await press(plus());
    await press(screen.getByRole('button', { name: 'Add to cart' }));
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
      const sheet = (await screen.findByRole('button', { name: 'Rent' })).closest(
        '.sku-sheet',
      ) as HTMLElement;
      // The first chip of the strip of days, and the date it stands for.
      const firstDay = () =>
        within(within(sheet).getByRole('group', { name: 'Rental day' })).getAllByRole('button')[0];
      expect(firstDay()?.dataset.date).toBe('2026-11-23');
      expect(firstDay()?.getAttribute('aria-pressed')).toBe('true');

      await rerender(root, sheetAt(false));
      vi.setSystemTime(new Date('2026-11-24T01:30:00Z'));
      await rerender(root, sheetAt(true));
      expect(firstDay()?.dataset.date).toBe('2026-11-24');
      await press(screen.getByRole('button', { name: 'Rent' }));
      expect(onConfirm.mock.calls[0]?.[0].period).toEqual({ start: '2026-11-24', hours: 1 });
    } finally {
      vi.useRealTimers();
      if (phoneZone === undefined) delete process.env.TZ;
      else process.env.TZ = phoneZone;
    }
  });
});
