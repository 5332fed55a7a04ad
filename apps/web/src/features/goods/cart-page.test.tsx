import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, wentTo, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { toast } from '#web/test/toast.ts';
import CartPage from './cart-page';
import { answerGoods, plush, tote } from './goods-test-data';

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  const cart = useShopCartStore.getState();
  cart.clear();
  cart.add({ goods_id: 5, spec_id: 101, num: 2, price: '39.00' });
  cart.add({ goods_id: 5, spec_id: 104, num: 1, price: '59.00' });
  cart.add({ goods_id: 6, spec_id: 201, num: 3, price: '25.50' });
  answerGoods([plush, tote]);
});

async function open() {
  const { view } = await renderPage(<CartPage />, { path: '/cart' });
  await screen.findByRole('link', { name: 'Batik tote bag' });
  return view;
}

/** What tells the lines apart on screen: the chosen options, else the name. */
const LINES: Record<string, string> = {
  '5:101': 'Small 20 cm / Brown',
  '5:104': 'Medium 30 cm / White',
  '6:201': 'Batik tote bag',
  '5:999': 'No longer available',
};
const lines = () => within(screen.getByRole('list')).getAllByRole('listitem');
const line = (_view: HTMLElement, key: string) =>
  lines().find((row) => row.textContent?.includes(LINES[key] ?? key)) as HTMLElement;
const check = (view: HTMLElement, key: string) =>
  within(line(view, key)).getByRole('checkbox') as HTMLInputElement;
const total = (_view: HTMLElement) => screen.getByText('Total').nextElementSibling?.textContent;
const checkout = () => screen.getByRole('button', { name: /^Check out/ }) as HTMLButtonElement;
const selectAll = () => screen.getByRole('checkbox', { name: 'All' }) as HTMLInputElement;

describe('store cart', () => {
  it('shows each line with its name and chosen options, all checked, and the total', async () => {
    const view = await open();
    expect(lines()).toHaveLength(3);
    expect(line(view, '5:104')?.textContent).toContain('Hornbill plush toy');
    expect(line(view, '5:104')?.textContent).toContain('Medium 30 cm / White');
    expect(check(view, '6:201').checked).toBe(true);
    // 2 × 39.00 + 59.00 + 3 × 25.50
    expect(total(view)).toBe('RM 213.50');
    expect(checkout().textContent).toBe('Check out (6)');
  });

  it('shows and totals the current prices, not the ones saved when the lines were added', async () => {
    const cart = useShopCartStore.getState();
    cart.clear();
    cart.add({ goods_id: 5, spec_id: 101, num: 2, price: '30.00' });
    cart.add({ goods_id: 6, spec_id: 201, num: 1, price: '20.00' });
    const view = await open();
    await waitFor(() => line(view, '5:101')?.textContent?.includes('RM 39.00'));
    expect(line(view, '6:201')?.textContent).toContain('RM 25.50');
    // 2 × 39.00 + 25.50
    expect(total(view)).toBe('RM 103.50');
    await waitFor(() => useShopCartStore.getState().checkedPrice === '103.50');
  });

  it('toggles lines and selects all', async () => {
    const view = await open();
    await press(check(view, '6:201'));
    expect(check(view, '6:201').checked).toBe(false);
    expect(total(view)).toBe('RM 137.00');
    expect(selectAll().checked).toBe(false);

    await press(selectAll());
    expect(check(view, '6:201').checked).toBe(true);
    expect(total(view)).toBe('RM 213.50');

    await press(selectAll());
    expect(total(view)).toBe('RM 0.00');
    expect(checkout().disabled).toBe(true);
  });

  it('changes a quantity within the stock', async () => {
    const view = await open();
    const plus = within(line(view, '5:101')).getByRole('button', { name: 'Increase' });
    for (let i = 0; i < 5; i++) await press(plus);
    // Small/Brown has 5 in stock.
    expect(useShopCartStore.getState().shopList[0]?.num).toBe(5);
    expect(total(view)).toBe('RM 330.50');
  });

  it('deletes the checked lines, then clears the cart', async () => {
    const view = await open();
    await press(selectAll());
    await press(check(view, '5:104'));
    await press(screen.getByRole('button', { name: 'Delete' }));
    expect(
      lines().map((row) => within(row).getByRole('checkbox').getAttribute('aria-label')),
    ).toEqual(['Choose Hornbill plush toy', 'Choose Batik tote bag']);
    expect(line(view, '5:101')).toBeTruthy();
    expect(screen.queryByText('Medium 30 cm / White')).toBeNull();
    expect(total(view)).toBe('RM 0.00');

    await press(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('checks out the chosen lines', async () => {
    const view = await open();
    await press(checkout());
    expect(await whereNow(view)).toBe('PUSH /order/shopPay');
  });

  it('marks a line whose combination is gone and keeps it out of checkout', async () => {
    useShopCartStore.getState().add({ goods_id: 5, spec_id: 999, num: 1, price: '10.00' });
    const view = await open();
    await screen.findByText('No longer available');
    await press(checkout());
    expect(toast.showToast).toHaveBeenCalledWith('Please remove the unavailable items first');
    expect(wentTo(view)).toBeNull();
  });
});
