import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { sentTo } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import { answerGoods, listItem, plush, tote } from './goods-test-data';
import ShopDetailPage from './shop-detail-page';
import ShopListPage from './shop-list-page';

const listCalls = () => sentTo('/index/index/goodList');

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  useShopCartStore.getState().clear();
  answerGoods([plush, tote], {
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
    await waitFor(() => view.querySelectorAll('[data-testid="goods-card"]').length === 2);
    const [first] = view.querySelectorAll('[data-testid="goods-card"]');
    expect(first?.getAttribute('href')).toBe('/shop/detail?id=5');
    expect(first?.textContent).toContain('Hornbill plush toy');
    expect(first?.textContent).toContain('FROM RM 39.00');
    expect(view.textContent).toContain('Toys');

    await typeInto(byTestId(view, 'goods-search'), 'plush');
    await waitFor(() => view.querySelectorAll('[data-testid="goods-card"]').length === 1);
    expect((await listCalls()).at(-1)?.params.get('keyword')).toBe('plush');

    await typeInto(byTestId(view, 'goods-search'), 'kite');
    await waitFor(() => byTestId(view, 'goods-empty'));
    expect(byTestId(view, 'goods-empty')?.textContent).toContain('Nothing matches “kite”');
  });

  it('shows the cart entry with the number of lines', async () => {
    useShopCartStore.getState().add({ goods_id: 6, spec_id: 201, num: 3, price: '25.50' });
    const { view } = await renderPage(<ShopListPage />, { path: '/shop' });
    const link = await waitFor(() => byTestId(view, 'shop-cart-link'));
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
    await waitFor(() => byTestId(result.view, 'goods-add-cart'));
    return result.view;
  }

  it('shows the item, its from price and its reviews', async () => {
    const view = await open();
    expect(view.querySelector('h1')?.textContent).toBe('Hornbill plush toy');
    expect(view.textContent).toContain('FROM RM 39.00');
    await waitFor(() => byTestId(view, 'comment-item'));
    expect(byTestId(view, 'comment-item')?.textContent).toContain('My daughter loves it');
    expect(byTestId(view, 'comment-item')?.textContent).toContain('A***h');
    // The park's answer shows under the review it answers, and only there.
    expect(byTestId(view, 'comment-reply')?.textContent).toBe(
      'Reply from the parkThank you! See you again soon.',
    );
    expect(view.querySelectorAll('[data-testid="comment-reply"]')).toHaveLength(1);
    expect(byTestId(view, 'comment-item')?.querySelector('time')?.textContent).toBe(
      'Sun, 1 Nov 2026',
    );
    expect(byTestId(view, 'comment-list')?.textContent).toContain('Reviews (6)');
    expect(byTestId(view, 'comment-list')?.textContent).toContain('4.7');
    expect(view.querySelectorAll('[data-testid="comment-item"]')).toHaveLength(5);
    await press(view.querySelector('.reviews__more'));
    await waitFor(() => view.querySelectorAll('[data-testid="comment-item"]').length === 6);
    expect(view.querySelector('.reviews__more')).toBeNull();
  });

  it('adds the chosen combination to the cart and says so', async () => {
    const view = await open();
    await press(byTestId(view, 'goods-add-cart'));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(sheet.querySelector('[data-option-id="12"]'));
    await press(byTestId(sheet, 'sku-num')?.querySelector('.stepper__plus'));
    await press(byTestId(sheet, 'sku-confirm'));
    expect(useShopCartStore.getState().shopList).toEqual([
      { goods_id: 5, spec_id: 103, num: 2, price: '59.00' },
    ]);
    expect(toast.showToast).toHaveBeenCalledWith('Added to your cart');
    expect(byTestId(view, 'shop-cart-link')?.textContent).toContain('1');
  });

  it('says an item that is gone is no longer available and leads back to the store', async () => {
    const { view } = await renderPage(<ShopDetailPage />, {
      path: '/shop/detail',
      at: '/shop/detail?id=99',
    });
    const gone = await waitFor(() => byTestId(view, 'goods-not-found'));
    expect(gone.textContent).toContain('This item is no longer available.');
    expect(gone.querySelector('a')?.getAttribute('href')).toBe('/shop');
  });

  it('buys now: goes to checkout with the good, combination and quantity', async () => {
    const view = await open();
    await press(byTestId(view, 'goods-buy-now'));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(byTestId(sheet, 'sku-confirm'));
    expect(await whereNow(view)).toBe('PUSH /order/shopPay?id=5&spec=101&num=1');
    expect(useShopCartStore.getState().shopList).toEqual([]);
  });
});
