import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { toast } from '#web/test/toast.ts';
import FoodDetailPage from './food-detail-page';
import FoodMenuPage from './food-menu-page';
import { answerGoods, cendol, listItem, satay } from './goods-test-data';

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  useCartStore.getState().clear();
  answerGoods([cendol, satay], {
    '/index/index/getGoods': () => [
      { id: 1, name: 'Desserts', goods: [listItem(cendol)] },
      { id: 2, name: 'Grill', goods: [listItem(satay)] },
      { id: 3, name: 'Closed today', goods: [] },
    ],
  });
});

async function openMenu() {
  const { view } = await renderPage(<FoodMenuPage />, { path: '/dianCan' });
  await waitFor(() => view.querySelectorAll('[data-testid="menu-item"]').length === 2);
  return view;
}

const dish = (view: HTMLElement, id: number) =>
  view.querySelector<HTMLElement>(`[data-testid="menu-item"][data-goods-id="${id}"]`);
const text = (root: ParentNode, id: string) => byTestId(root, id)?.textContent;

describe('food menu', () => {
  it('lists the dishes by category, skipping empty ones', async () => {
    const view = await openMenu();
    const rail = [...view.querySelectorAll('.food-menu__tab')].map((tab) => tab.textContent);
    expect(rail).toEqual(['Desserts', 'Grill']);
    expect(dish(view, 31)?.textContent).toContain('RM 6.00');
    expect(text(view, 'food-cart-count')).toBe('0');
    expect(
      within(view).getByRole<HTMLButtonElement>('button', { name: 'Check out' }).disabled,
    ).toBe(true);
  });

  it('adds and takes off a dish without options with its stepper; the bar counts and totals', async () => {
    const view = await openMenu();
    const cendolRow = dish(view, 31) as HTMLElement;
    const more = within(cendolRow).getByRole('button', { name: 'Add one Cendol' });
    await press(more);
    await waitFor(() => text(cendolRow, 'menu-count') === '1');
    await press(more);
    await waitFor(() => text(cendolRow, 'menu-count') === '2');
    expect(useCartStore.getState().canList).toEqual([
      { goods_id: 31, spec_id: 501, num: 2, price: '6.00' },
    ]);
    expect(text(view, 'food-cart-count')).toBe('2');
    expect(text(view, 'food-cart-total')).toBe('RM 12.00');

    await press(within(cendolRow).getByRole('button', { name: 'Remove one Cendol' }));
    expect(text(cendolRow, 'menu-count')).toBe('1');
    expect(text(view, 'food-cart-total')).toBe('RM 6.00');
    await press(within(cendolRow).getByRole('button', { name: 'Remove one Cendol' }));
    expect(byTestId(cendolRow, 'menu-count')).toBeNull();
    expect(useCartStore.getState().canList).toEqual([]);
  });

  it('asks which portion of a dish with options, then checks out', async () => {
    const view = await openMenu();
    await press(within(view).getByRole('button', { name: 'Add one Cendol' }));
    await press(within(view).getByRole('button', { name: 'Add one Satay' }));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(sheet.querySelector('[data-option-id="42"]'));
    await press(byTestId(sheet, 'sku-confirm'));

    expect(text(dish(view, 32) as HTMLElement, 'menu-count')).toBe('1');
    expect(text(view, 'food-cart-count')).toBe('2');
    // 6.00 + 18.50
    expect(text(view, 'food-cart-total')).toBe('RM 24.50');
    expect(toast.showToast).toHaveBeenCalledWith('Added to your order');

    await press(within(view).getByRole('button', { name: /^Check out/ }));
    expect(await whereNow(view)).toBe('PUSH /order/commonPay');
  });

  it('prices the tray at the menu’s current prices, not the ones saved with the dishes', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 2, price: '15.00' });
    const view = await openMenu();
    await waitFor(() => text(view, 'food-cart-total') === 'RM 37.00');
    await press(view.querySelector('.food-cart-bar__summary'));
    const line = await waitFor(() => byTestId(document, 'food-cart-line'));
    await waitFor(() => line.textContent?.includes('10 sticks'));
    expect(line.textContent).toContain('RM 18.50');
    expect(line.textContent).not.toContain('RM 15.00');
  });

  it('toggles a tray line from anywhere in its 44 px tick area, not only the 22 px tick', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 1, price: '18.50' });
    const view = await openMenu();
    await press(view.querySelector('.food-cart-bar__summary'));
    const line = await waitFor(() => byTestId(document, 'food-cart-line'));
    const target = line.querySelector('label.goods-check-label');
    expect(target?.querySelector('input[type="checkbox"]')).not.toBeNull();
    await press(target);
    expect(useCartStore.getState().checkList).toEqual([]);
    await press(target);
    expect(useCartStore.getState().checkList).toEqual(['32:602']);
  });

  it('lists the tray in a sheet where lines change and the tray clears', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 2, price: '18.50' });
    const view = await openMenu();
    await press(view.querySelector('.food-cart-bar__summary'));
    const line = await waitFor(() => byTestId(document, 'food-cart-line'));
    await waitFor(() => line.textContent?.includes('10 sticks'));
    expect(line.textContent).toContain('Satay');
    await press(line.querySelector('.stepper__plus'));
    expect(text(view, 'food-cart-total')).toBe('RM 55.50');
    useCartStore.getState().add({ goods_id: 31, spec_id: 501, num: 1, price: '6.00' });
    await waitFor(() => document.querySelectorAll('[data-testid="food-cart-line"]').length === 2);
    await press(screen.getByRole('button', { name: 'Remove Cendol' }));
    expect(useCartStore.getState().canList.map((item) => item.goods_id)).toEqual([32]);
    await press(screen.getByRole('button', { name: 'Clear' }));
    expect(useCartStore.getState().canList).toEqual([]);
    expect(text(view, 'food-cart-count')).toBe('0');
  });
});

describe('food detail', () => {
  it('shows the kitchen time and the pick-up point, and adds the dish to the order', async () => {
    const { view } = await renderPage(<FoodDetailPage />, {
      path: '/dianCan/detail',
      at: '/dianCan/detail?id=31',
    });
    await waitFor(() => byTestId(view, 'food-add'));
    expect(text(view, 'food-prep')).toBe('Ready in about 5 minutes');
    expect(text(view, 'food-pickup')).toBe('Collect at Rainforest Food Court');
    await press(byTestId(view, 'food-add'));
    await press(byTestId(await waitFor(() => byTestId(document, 'sku-sheet')), 'sku-confirm'));
    expect(useCartStore.getState().canList).toEqual([
      { goods_id: 31, spec_id: 501, num: 1, price: '6.00' },
    ]);
    expect(text(view, 'food-detail-checkout')).toBe('Check out (1)');
  });
});
