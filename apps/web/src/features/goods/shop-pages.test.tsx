import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import { answerGoods, listItem, parkCard, plush, tote } from './goods-test-data';
import ShopDetailPage from './shop-detail-page';
import ShopListPage from './shop-list-page';

const listCalls = () => sentTo('/index/index/goodList');

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  useShopCartStore.getState().clear();
  answerGoods([plush, tote, parkCard], {
    '/index/index/getGoodsTypeList': () => [
      { id: 1, name: 'Toys' },
      { id: 2, name: 'Bags' },
    ],
    '/index/index/goodList': (url) => {
      const keyword = url.searchParams.get('keyword');
      const list = [plush, tote]
        .filter((item) => !keyword || item.name.toLowerCase().includes(keyword))
        .map(listItem);
      return { list, total: list.length, page: 1, limit: 10 };
    },
    '/index/index/commentList': (url) => {
      const page = Number(url.searchParams.get('page'));
      const list = Array.from({ length: page === 1 ? 5 : 1 }, (_, index) => ({
        id: page * 10 + index,
        author: index === 0 && page === 1 ? 'A***h' : 'K***n',
        score: page === 1 ? 5 : 3,
        content: index === 0 && page === 1 ? 'My daughter loves it' : 'Nice',
        spec: 'Small 20 cm / Brown',
        createdAt: '2026-11-01T10:00:00Z',
        reply: index === 0 && page === 1 ? 'Thank you! See you again soon.' : null,
      }));
      return { list, total: 6, page, limit: 5, average: 4.7 };
    },
  });
});

describe('store list', () => {
  it('shows square cards with the from price, linking to the detail, and searches', async () => {
    const { view } = await renderPage(<ShopListPage />, { path: '/shop' });
    const cards = () => screen.queryAllByRole('link', { name: /FROM RM/ });
    await waitFor(() => cards().length === 2);
    const [first] = cards();
    expect(first?.getAttribute('href')).toBe('/shop/detail?id=5');
    expect(first?.textContent).toContain('Hornbill plush toy');
    expect(first?.textContent).toContain('FROM RM 39.00');
    expect(view.textContent).toContain('Toys');

    await typeInto(screen.getByRole('searchbox', { name: 'Search' }), 'plush');
    await waitFor(() => cards().length === 1);
    expect((await listCalls()).at(-1)?.params.get('keyword')).toBe('plush');

    await typeInto(screen.getByRole('searchbox', { name: 'Search' }), 'kite');
    expect(await screen.findByText('Nothing matches “kite”.')).toBeTruthy();
  });

  it('shows the cart entry with the number of lines', async () => {
    useShopCartStore.getState().add({ goods_id: 6, spec_id: 201, num: 3, price: '25.50' });
    await renderPage(<ShopListPage />, { path: '/shop' });
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toContain('1');
  });
});

describe('store detail', () => {
  async function open() {
    const result = await renderPage(<ShopDetailPage />, {
      path: '/shop/detail',
      at: '/shop/detail?id=5',
    });
    await within(result.view).findByRole('button', { name: 'Add to cart' });
    return result.view;
  }

  it('shows the item, its from price and its reviews', async () => {
    const view = await open();
    expect(view.querySelector('h1')?.textContent).toBe('Hornbill plush toy');
    expect(view.textContent).toContain('FROM RM 39.00');
    const reviews = await screen.findByRole('region', { name: 'Reviews (6)' });
    const items = () => within(reviews).getAllByRole('listitem');
    await within(reviews).findByText('My daughter loves it');
    const [first] = items();
    expect(first?.textContent).toContain('My daughter loves it');
    expect(first?.textContent).toContain('A***h');
    // The park's answer shows under the review it answers, and only there.
    expect(
      within(first as HTMLElement).getByText('Reply from the park').parentElement?.textContent,
    ).toBe('Reply from the parkThank you! See you again soon.');
    expect(within(reviews).getAllByText('Reply from the park')).toHaveLength(1);
    expect(first?.querySelector('time')?.textContent).toBe('Sun, 1 Nov 2026');
    expect(reviews.textContent).toContain('4.7');
    expect(items()).toHaveLength(5);
    await press(within(reviews).getByRole('button', { name: 'More reviews' }));
    await waitFor(() => items().length === 6);
    expect(within(reviews).queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('says of a gift card that its number is in My centre once paid, and of nothing else', async () => {
    const view = await open();
    expect(view.textContent).not.toContain('A gift card');
    await renderPage(<ShopDetailPage />, { path: '/shop/detail', at: '/shop/detail?id=9' });
    expect(
      await screen.findByText(
        'A gift card: once paid, its number is in My centre to use or send on.',
      ),
    ).toBeTruthy();
  });

  it('adds the chosen combination to the cart and says so', async () => {
    const view = await open();
    await press(within(view).getByRole('button', { name: 'Add to cart' }));
    const size = await screen.findByRole('group', { name: 'Size' });
    await press(within(size).getByRole('button', { name: 'Medium 30 cm' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await press(
      within(quantity.parentElement as HTMLElement).getByRole('button', { name: 'Increase' }),
    );
    await press(
      within(quantity.closest('.sku-sheet') as HTMLElement).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    expect(useShopCartStore.getState().shopList).toEqual([
      { goods_id: 5, spec_id: 103, num: 2, price: '59.00' },
    ]);
    expect(toast.showToast).toHaveBeenCalledWith('Added to your cart');
    expect(within(view).getByRole('link', { name: 'Cart, 1 item' }).textContent).toContain('1');
  });

  it('says an item that is gone is no longer available and leads back to the store', async () => {
    const { view } = await renderPage(<ShopDetailPage />, {
      path: '/shop/detail',
      at: '/shop/detail?id=99',
    });
    await within(view).findByText('This item is no longer available.');
    expect(within(view).getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('buys now: goes to checkout with the good, combination and quantity', async () => {
    const view = await open();
    await press(within(view).getByRole('button', { name: 'Buy now' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await press(
      within(quantity.closest('.sku-sheet') as HTMLElement).getByRole('button', {
        name: 'Buy now',
      }),
    );
    expect(await whereNow(view)).toBe('PUSH /order/shopPay?id=5&spec=101&num=1');
    expect(useShopCartStore.getState().shopList).toEqual([]);
  });
});
