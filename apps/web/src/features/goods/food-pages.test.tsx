import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { itemsOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
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
  await screen.findByRole('link', { name: 'Cendol' });
  await screen.findByRole('link', { name: 'Satay' });
  return view;
}

/** A dish of the menu, by the name it links with. */
const dish = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name })) as HTMLElement;
/** How many of a dish are ordered: the number between its − and +, none before the first. */
const countOf = (row: HTMLElement) =>
  within(row).queryByRole('button', { name: /^Remove one / })?.nextElementSibling?.textContent ??
  null;
/** The tray's button at the bottom, which says how many dishes and opens the tray. */
const tray = () => screen.getByRole('button', { name: /^Your order, / });
/** The number of dishes the tray's button says it holds ("Your order, 2 dishes"). */
const trayCount = () => /^Your order, (\d+) dish/.exec(tray().textContent ?? '')?.[1];
const trayTotal = () => within(tray()).getByText(/^RM /).textContent;
/** The lines in the open tray, in the list under "Your order". */
const trayLines = () => {
  const list = screen.queryByRole('list', { name: 'Your order' });
  return list ? itemsOf(list) : [];
};

describe('food menu', () => {
  it('lists the dishes by category, skipping empty ones', async () => {
    const view = await openMenu();
    const rail = within(screen.getByRole('navigation', { name: 'Menu categories' }))
      .getAllByRole('button')
      .map((tab) => tab.textContent);
    expect(rail).toEqual(['Desserts', 'Grill']);
    expect(dish('Cendol').textContent).toContain('RM 6.00');
    expect(trayCount()).toBe('0');
    expect(within(tray()).getByText('0').textContent).toBe('0');
    expect(
      within(view).getByRole<HTMLButtonElement>('button', { name: 'Check out' }).disabled,
    ).toBe(true);
  });

  it('adds and takes off a dish without options with its stepper; the bar counts and totals', async () => {
    await openMenu();
    const cendolRow = dish('Cendol');
    const more = within(cendolRow).getByRole('button', { name: 'Add one Cendol' });
    await press(more);
    await waitFor(() => countOf(cendolRow) === '1');
    await press(more);
    await waitFor(() => countOf(cendolRow) === '2');
    expect(useCartStore.getState().canList).toEqual([
      { goods_id: 31, spec_id: 501, num: 2, price: '6.00' },
    ]);
    expect(trayCount()).toBe('2');
    expect(within(tray()).getByText('2').textContent).toBe('2');
    expect(trayTotal()).toBe('RM 12.00');

    await press(within(cendolRow).getByRole('button', { name: 'Remove one Cendol' }));
    expect(countOf(cendolRow)).toBe('1');
    expect(trayTotal()).toBe('RM 6.00');
    await press(within(cendolRow).getByRole('button', { name: 'Remove one Cendol' }));
    expect(countOf(cendolRow)).toBeNull();
    expect(within(cendolRow).queryByText(/^\d+$/)).toBeNull();
    expect(useCartStore.getState().canList).toEqual([]);
  });

  it('asks which portion of a dish with options, then checks out', async () => {
    const view = await openMenu();
    await press(within(view).getByRole('button', { name: 'Add one Cendol' }));
    await press(within(view).getByRole('button', { name: 'Add one Satay' }));
    const portion = await screen.findByRole('group', { name: 'Portion' });
    await press(within(portion).getByRole('button', { name: '10 sticks' }));
    await press(screen.getByRole('button', { name: 'Add to order' }));

    expect(countOf(dish('Satay'))).toBe('1');
    expect(trayCount()).toBe('2');
    // 6.00 + 18.50
    expect(trayTotal()).toBe('RM 24.50');
    expect(toast.showToast).toHaveBeenCalledWith('Added to your order');

    await press(within(view).getByRole('button', { name: /^Check out/ }));
    expect(await whereNow(view)).toBe('PUSH /order/commonPay');
  });

  it('prices the tray at the menu’s current prices, not the ones saved with the dishes', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 2, price: '15.00' });
    await openMenu();
    await waitFor(() => trayTotal() === 'RM 37.00');
    await press(tray());
    const line = await waitFor(() => trayLines()[0]);
    await waitFor(() => line.textContent?.includes('10 sticks'));
    expect(line.textContent).toContain('RM 18.50');
    expect(line.textContent).not.toContain('RM 15.00');
  });

  it('toggles a tray line from anywhere in its 44 px tick area, not only the 22 px tick', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 1, price: '18.50' });
    await openMenu();
    await press(tray());
    const tick = await screen.findByRole('checkbox', { name: 'Choose Satay' });
    // The label around the tick, its whole 44 px area.
    const target = tick.parentElement;
    expect(target?.tagName).toBe('LABEL');
    expect(target?.className).toBe('goods-check-label');
    await press(target);
    expect(useCartStore.getState().checkList).toEqual([]);
    await press(target);
    expect(useCartStore.getState().checkList).toEqual(['32:602']);
  });

  it('lists the tray in a sheet where lines change and the tray clears', async () => {
    useCartStore.getState().add({ goods_id: 32, spec_id: 602, num: 2, price: '18.50' });
    await openMenu();
    await press(tray());
    const line = await waitFor(() => trayLines()[0]);
    await waitFor(() => line.textContent?.includes('10 sticks'));
    expect(line.textContent).toContain('Satay');
    await press(within(line).getByRole('button', { name: 'Increase' }));
    expect(trayTotal()).toBe('RM 55.50');
    useCartStore.getState().add({ goods_id: 31, spec_id: 501, num: 1, price: '6.00' });
    await waitFor(() => trayLines().length === 2);
    await press(screen.getByRole('button', { name: 'Remove Cendol' }));
    expect(useCartStore.getState().canList.map((item) => item.goods_id)).toEqual([32]);
    await press(screen.getByRole('button', { name: 'Clear' }));
    expect(useCartStore.getState().canList).toEqual([]);
    expect(trayCount()).toBe('0');
  });
});

describe('food detail', () => {
  it('shows the kitchen time and the pick-up point, and adds the dish to the order', async () => {
    await renderPage(<FoodDetailPage />, {
      path: '/dianCan/detail',
      at: '/dianCan/detail?id=31',
    });
    const add = await screen.findByRole('button', { name: 'Add to order' });
    expect(screen.getByText(/^Ready in about/).textContent).toBe('Ready in about 5 minutes');
    expect(screen.getByText(/^Collect at/).textContent).toBe('Collect at Rainforest Food Court');
    await press(add);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await press(
      within(quantity.closest('.sku-sheet') as HTMLElement).getByRole('button', {
        name: 'Add to order',
      }),
    );
    expect(useCartStore.getState().canList).toEqual([
      { goods_id: 31, spec_id: 501, num: 1, price: '6.00' },
    ]);
    expect(screen.getByRole('button', { name: /^Check out/ }).textContent).toBe('Check out (1)');
  });
});
