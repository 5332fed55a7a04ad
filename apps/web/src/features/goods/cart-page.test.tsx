import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
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
  await waitFor(() => view.textContent?.includes('Batik tote bag'));
  return view;
}

const line = (view: HTMLElement, key: string) =>
  view.querySelector<HTMLElement>(`[data-testid="cart-line"][data-key="${key}"]`);
const check = (view: HTMLElement, key: string) =>
  byTestId(line(view, key) as HTMLElement, 'cart-line-check') as HTMLInputElement;
const total = (view: HTMLElement) => byTestId(view, 'cart-total')?.textContent;

describe('store cart', () => {
  it('shows each line with its name and chosen options, all checked, and the total', async () => {
    const view = await open();
    expect(view.querySelectorAll('[data-testid="cart-line"]')).toHaveLength(3);
    expect(line(view, '5:104')?.textContent).toContain('Hornbill plush toy');
    expect(line(view, '5:104')?.textContent).toContain('Medium 30 cm / White');
    expect(check(view, '6:201').checked).toBe(true);
    // 2 × 39.00 + 59.00 + 3 × 25.50
    expect(total(view)).toBe('RM 213.50');
    expect(byTestId(view, 'cart-checkout')?.textContent).toBe('Check out (6)');
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
    expect((byTestId(view, 'cart-select-all') as HTMLInputElement).checked).toBe(false);

    await press(byTestId(view, 'cart-select-all'));
    expect(check(view, '6:201').checked).toBe(true);
    expect(total(view)).toBe('RM 213.50');

    await press(byTestId(view, 'cart-select-all'));
    expect(total(view)).toBe('RM 0.00');
    expect((byTestId(view, 'cart-checkout') as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes a quantity within the stock', async () => {
    const view = await open();
    const plus = line(view, '5:101')?.querySelector('.stepper__plus');
    for (let i = 0; i < 5; i++) await press(plus);
    // Small/Brown has 5 in stock.
    expect(useShopCartStore.getState().shopList[0]?.num).toBe(5);
    expect(total(view)).toBe('RM 330.50');
  });

  it('deletes the checked lines, then clears the cart', async () => {
    const view = await open();
    await press(byTestId(view, 'cart-select-all'));
    await press(check(view, '5:104'));
    await press(byTestId(view, 'cart-remove-checked'));
    expect(
      [...view.querySelectorAll('[data-testid="cart-line"]')].map((row) =>
        row.getAttribute('data-key'),
      ),
    ).toEqual(['5:101', '6:201']);
    expect(total(view)).toBe('RM 0.00');

    await press(byTestId(view, 'cart-clear'));
    expect(byTestId(view, 'cart-empty')?.querySelector('a')?.getAttribute('href')).toBe('/shop');
  });

  it('checks out the chosen lines', async () => {
    const view = await open();
    await press(byTestId(view, 'cart-checkout'));
    expect(await whereNow(view)).toBe('PUSH /order/shopPay');
  });

  it('marks a line whose combination is gone and keeps it out of checkout', async () => {
    useShopCartStore.getState().add({ goods_id: 5, spec_id: 999, num: 1, price: '10.00' });
    const view = await open();
    await waitFor(() => byTestId(line(view, '5:999') as HTMLElement, 'cart-line-unavailable'));
    await press(byTestId(view, 'cart-checkout'));
    expect(toast.showToast).toHaveBeenCalledWith('Please remove the unavailable items first');
    expect(byTestId(view, 'where')).toBeNull();
  });
});
