import type { Order } from '@scenic/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { api } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, wholeText, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import type { OrderPage } from './api/get-order-list';
import CreateCommentPage from './create-comment-page';
import FoodOrderPage from './food-order-page';
import { LIVE_POLL_MS } from './hooks/use-followed-order';
import OrderListPage from './order-list-page';
import RentalOrderPage from './rental-order-page';
import ShopOrderPage from './shop-order-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
// antd-mobile's Rate reads where a finger lands; jsdom has no layout, so five plain stars stand in.
vi.mock('antd-mobile/es/components/rate', () => ({
  // Named and checked as antd-mobile's own: a radio group of stars named "1" to "5".
  default: ({
    value,
    onChange,
    ...aria
  }: {
    value: number;
    onChange: (value: number) => void;
    'aria-labelledby'?: string;
  }) => (
    <div role="radiogroup" {...aria}>
      {[1, 2, 3, 4, 5].map((star) => (
        // biome-ignore lint/a11y/useSemanticElements: as antd-mobile's own stars, role="radio"
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value >= star}
          aria-label={String(star)}
          onClick={() => onChange(star)}
        >
          ★
        </button>
      ))}
    </div>
  ),
}));

const line = (itemId: number, name: string, reviewed = false): Order['lines'][number] => ({
  itemId,
  goodsId: 11,
  reviewed,
  refunded: 0,
  name,
  quantity: 1,
  unitPrice: '35.00',
  listUnitPrice: '35.00',
  subtotal: '35.00',
});

const order = (id: number, extra: Partial<Order>): Order =>
  // A fixture of any kind: the fields each test sets decide which kind of order it is.
  ({
    id,
    orderNo: `G${id}`,
    kind: 'shop',
    status: 'processing',
    title: 'Batik scarf',
    cover: '/uploads/demo/11.webp',
    total: '70.00',
    createdAt: '2026-11-22T02:00:00Z',
    expiresAt: null,
    paidAt: '2026-11-22T02:01:00Z',
    payMethod: 'card',
    lastPayment: 'succeeded',
    refunds: [],
    reserveDate: null,
    ticketId: null,
    slot: '',
    note: '',
    lines: [line(101, 'Batik scarf · Blue'), line(102, 'Batik scarf · Red')],
    delivery: { type: 'pickup' },
    rental: null,
    pickup: null,
    pass: null,
    ...extra,
  }) as Order;

const rental = (depositStatus: 'due' | 'held' | 'released' | 'kept', depositNote = '') => ({
  unit: 'day' as const,
  start: '2026-11-22',
  end: '2026-11-23',
  periods: 2,
  deposit: '200.00',
  depositStatus,
  depositNote,
});

/** A two-day bike rental at RM 50.00 a day: its line is priced for the whole period. */
const rentalOrder = (
  id: number,
  status: Order['status'],
  deposit: NonNullable<Order['rental']>['depositStatus'],
) =>
  order(id, {
    kind: 'rental',
    status,
    delivery: null,
    rental: rental(deposit),
    lines: [{ ...line(100 + id, 'Mountain bike'), unitPrice: '100.00', subtotal: '100.00' }],
  });

const ORDERS: Record<string, Order> = {
  '1': order(1, {
    delivery: {
      type: 'address',
      name: 'Aisha',
      phone: '+60 12-345 6789',
      region: 'Selangor',
      detail: '1 Jalan Hutan',
    },
  }),
  '2': order(2, { status: 'completed', lines: [line(101, 'Blue', true), line(102, 'Red')] }),
  '3': order(3, {
    kind: 'food',
    status: 'pending_payment',
    title: 'Nasi lemak',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    paidAt: null,
    delivery: null,
    pickup: { number: null, point: 'Hornbill Café', prepMinutes: 10, readyAt: null },
  }),
  '4': order(4, {
    kind: 'food',
    status: 'making',
    title: 'Nasi lemak',
    delivery: null,
    pickup: {
      number: '007',
      point: 'Hornbill Café',
      prepMinutes: 10,
      readyAt: '2026-11-22T02:11:00Z',
    },
  }),
  '5': rentalOrder(5, 'paid', 'due'),
  '6': rentalOrder(6, 'in_progress', 'held'),
  '7': rentalOrder(7, 'completed', 'released'),
  '8': {
    ...rentalOrder(8, 'completed', 'kept'),
    rental: rental('kept', 'Front wheel bent'),
  } as Order,
};

/** The addresses asked for on `path`, oldest first. */
const calls = (path: string) => asked().filter((url) => url.startsWith(`/api${path}`));
const commentBodies = async () => (await sentTo('/index/comment/add')).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => ORDERS[params.get('id') ?? ''],
    ),
    api.get<OrderPage>('/index/order/orderList', {
      list: [ORDERS['4'], ORDERS['6']] as Order[],
      total: 2,
      page: 1,
      limit: 10,
    }),
    api.post<null>('/index/comment/add', null),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

const open = (page: React.ReactNode, path: string, id: number | string) =>
  renderPage(page, { path, at: `${path}?id=${id}` }).then(({ view }) => view);

/** The top of an order page, named by what was ordered: its status, title and news. */
const hero = (title = 'Batik scarf') => screen.getByRole('region', { name: title });
/** The order's lines, in the section named after them. */
const lines = () => {
  const items = screen.queryByRole('region', { name: 'Items' });
  return items ? within(items).queryAllByRole('listitem') : [];
};
/** What a label or heading shows right under or next to it (the deposit, the pick-up point). */
const shownBy = (label: HTMLElement | null) => label?.nextElementSibling?.textContent;

describe('store order', () => {
  it('shows the status, the lines and the address it goes to', async () => {
    await open(<ShopOrderPage />, '/order/shopDetail', 1);
    await waitFor(() => lines().length > 0);
    expect(within(hero()).queryByText('Processing')).not.toBeNull();
    expect(lines()).toHaveLength(2);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery.textContent).toContain('1 Jalan Hutan');
    expect(delivery.textContent).toContain('Selangor');
    // Not completed yet: nothing to review.
    expect(screen.queryByRole('link', { name: 'Write a review' })).toBeNull();
  });

  it('offers a review for each line not yet reviewed once completed', async () => {
    await open(<ShopOrderPage />, '/order/shopDetail', 2);
    await waitFor(() => lines().length > 0);
    const buttons = screen.getAllByRole('link', { name: 'Write a review' });
    expect(buttons.map((button) => button.getAttribute('href'))).toEqual([
      '/order/createComment?id=2&spec=102',
    ]);
    expect(screen.getByRole('region', { name: 'Delivery' }).textContent).toContain(
      'Pick up at the park',
    );
  });
});

describe('store order followed live', () => {
  it('turns completed when the shop hands it over, without a reload', async () => {
    const served = { '1': ORDERS['1'] as Order };
    const move = liveServer(served);
    await open(<ShopOrderPage />, '/order/shopDetail', 1);
    await statusShown('Processing');
    await waitFor(() => (calls('/index/order/live').length > 0 ? true : null));
    served['1'] = { ...(ORDERS['1'] as Order), status: 'completed' };
    await move(1, 'completed');
    await statusShown('Completed');
  });
});

describe('food order', () => {
  it('shows no pick-up number once refunded, but the refund and why', async () => {
    const refundedFood = {
      ...(ORDERS['4'] as Order),
      status: 'refunded',
      refunds: [
        {
          amount: '70.00',
          createdAt: '2026-11-22T02:05:00Z',
          done: true,
          cause: 'order',
          reason: 'Kitchen closed early',
          lines: [{ name: 'Nasi lemak', quantity: 2, amount: '70.00' }],
        },
      ],
    } as Order;
    liveServer({ '4': refundedFood });
    const view = await open(<FoodOrderPage />, '/order/dianCanDetail', 4);
    await statusShown('Refunded', 'Nasi lemak');
    expect(screen.queryByText('Pick-up number')).toBeNull();
    expect(screen.getByText('Kitchen closed early').textContent).toBe(
      'Reason: Kitchen closed early',
    );
    expect(view.textContent).toContain('This order was refunded in full.');
  });

  it('asks for payment first and shows no pick-up number before', async () => {
    const view = await open(<FoodOrderPage />, '/order/dianCanDetail', 3);
    await screen.findByRole('button', { name: /^Pay/ });
    expect(screen.queryByText('Pick-up number')).toBeNull();
    expect(shownBy(screen.getByText('Collect at'))).toBe('Hornbill Café');
    expect(view.textContent).toContain('Your pick-up number appears here once you pay.');
  });

  it('shows the pick-up number large once paid, where and around when to collect', async () => {
    await open(<FoodOrderPage />, '/order/dianCanDetail', 4);
    expect(shownBy(await screen.findByText('Pick-up number'))).toBe('007');
    expect(shownBy(screen.getByText('Collect at'))).toBe('Hornbill Café');
    expect(within(hero('Nasi lemak')).getByText('Ready around 10:11').textContent).toBe(
      'Ready around 10:11',
    );
    expect(within(hero('Nasi lemak')).queryByText('Making')).not.toBeNull();
  });

  it('fetches the order again while the kitchen has it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await open(<FoodOrderPage />, '/order/dianCanDetail', 4);
    await screen.findByText('Pick-up number');
    const before = calls('/index/order/orderDetail').length;
    vi.advanceTimersByTime(LIVE_POLL_MS + 10);
    await waitFor(() => calls('/index/order/orderDetail').length > before);
    expect(calls('/index/order/orderDetail').length).toBeGreaterThan(before);
  });
  it('turns ready on the live stream, without a reload or a poll', async () => {
    let push: (text: string) => void = () => {};
    const ready = { ...ORDERS['4'], status: 'ready_for_pickup' } as Order;
    let served = ORDERS['4'];
    server.use(
      api.get<Order | undefined>('/index/order/orderDetail', () => served),
      api.get('/index/order/live', () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
            push('event: order\ndata: {"id":4,"status":"making"}\n\n');
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    await open(<FoodOrderPage />, '/order/dianCanDetail', 4);
    await screen.findByText('Pick-up number');
    await waitFor(() => (calls('/index/order/live').length > 0 ? true : null));
    const [live] = await sentTo('/index/order/live');
    expect(live?.params.get('id')).toBe('4');
    expect(live?.headers.get('token')).toBe('tok');

    served = ready;
    await act(async () => push('event: order\ndata: {"id":4,"status":"ready_for_pickup"}\n\n'));
    await statusShown('Ready for pickup', 'Nasi lemak');
  });
});

/**
 * Serves orders from `served` and an open live stream for the order pages; answers the function
 * that sends an `order` event down that stream, as the server does when staff move the order.
 */
function liveServer(served: Record<string, Order>) {
  let push: (text: string) => void = () => {};
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => served[params.get('id') ?? ''],
    ),
    api.get('/index/order/live', ({ params }) => {
      const id = params.get('id') ?? '';
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
          push(`event: order\ndata: {"id":${id},"status":"${served[id]?.status}"}\n\n`);
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return async (id: number, status: Order['status']) => {
    await act(async () => push(`event: order\ndata: {"id":${id},"status":"${status}"}\n\n`));
  };
}

/** Waits until the top of the order page shows the status `label`. */
const statusShown = (label: string, title?: string) =>
  waitFor(
    () =>
      screen.queryByRole('region', { name: title ?? 'Batik scarf' }) &&
      within(hero(title)).queryByText(label),
  );
/** Where the counter deposit stands, under its heading (none when there is no deposit). */
const depositState = () => shownBy(screen.queryByRole('heading', { name: 'Deposit' }));
const rentalPeriod = () => shownBy(screen.getByRole('heading', { name: 'Rental period' }));

describe('rental order', () => {
  it('turns from paid to handed out to returned on the live stream, without a reload', async () => {
    const served = { '5': ORDERS['5'] as Order };
    const move = liveServer(served);
    await open(<RentalOrderPage />, '/order/commonDetail', 5);
    await statusShown('Paid');
    await waitFor(() => (calls('/index/order/live').length > 0 ? true : null));
    expect(calls('/index/order/live')[0]).toContain('id=5');
    const before = calls('/index/order/orderDetail').length;

    served['5'] = rentalOrder(5, 'in_progress', 'held');
    await move(5, 'in_progress');
    await statusShown('In progress');
    expect(depositState()).toBe('RM 200.00 held while you have it');

    served['5'] = rentalOrder(5, 'completed', 'released');
    await move(5, 'completed');
    await statusShown('Completed');
    expect(depositState()).toBe('RM 200.00 released on return');
    // Read again once per move, not polled.
    expect(calls('/index/order/orderDetail').length).toBe(before + 2);
  });

  it('says nothing of a deposit for a rental refunded before it was collected', async () => {
    const refundedRental = { ...rentalOrder(9, 'refunded', 'due'), refunds: [] } as Order;
    const served = { '9': refundedRental };
    liveServer(served);
    await open(<RentalOrderPage />, '/order/commonDetail', 9);
    await statusShown('Refunded');
    expect(rentalPeriod()).toBe('22 Nov – 23 Nov 2026 · 2 days');
    expect(depositState()).toBeUndefined();
    expect(screen.queryByText(/^RM 200\.00/)).toBeNull();
  });

  const cases = [
    [5, 'Paid', 'RM 200.00 to leave at the counter when you collect'],
    [6, 'In progress', 'RM 200.00 held while you have it'],
    [7, 'Completed', 'RM 200.00 released on return'],
    [8, 'Completed', 'RM 200.00 kept: Front wheel bent'],
  ] as const;
  for (const [id, status, deposit] of cases) {
    it(`says where the deposit stands when ${status.toLowerCase()}`, async () => {
      await open(<RentalOrderPage />, '/order/commonDetail', id);
      await screen.findByRole('heading', { name: 'Deposit' });
      expect(depositState()).toBe(deposit);
      expect(within(hero()).queryByText(status)).not.toBeNull();
      expect(rentalPeriod()).toBe('22 Nov – 23 Nov 2026 · 2 days');
      const [line] = lines() as [HTMLElement];
      expect(within(line).getByText(wholeText('RM 50.00 / day × 2 days'))).not.toBeNull();
    });
  }
});

describe('My orders', () => {
  it('shows the rental period and the pick-up number on the cards', async () => {
    await renderPage(<OrderListPage />, { path: '/order' });
    await waitFor(() => screen.queryAllByRole('listitem').length === 2);
    const [food, rented] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(food.textContent).toContain('Pick-up no. 007');
    expect(rented.textContent).toContain('22 Nov – 23 Nov 2026 · 2 days');
    expect(
      within(food)
        .getByRole('link', { name: /Nasi lemak/ })
        .getAttribute('href'),
    ).toBe('/order/dianCanDetail?id=4');
    expect(
      within(rented)
        .getByRole('link', { name: /Batik scarf/ })
        .getAttribute('href'),
    ).toBe('/order/commonDetail?id=6');
  });
});

describe('writing a review', () => {
  const openForm = async () => {
    const { view } = await renderPage(<CreateCommentPage />, {
      path: '/order/createComment',
      at: '/order/createComment?id=2&spec=102',
    });
    await screen.findByRole('button', { name: 'Submit' });
    return view;
  };
  const star = (n: number) =>
    within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', {
      name: String(n),
    });
  const submit = () => screen.getByRole('button', { name: /^Submit/ });
  const review = () => screen.getByRole('textbox', { name: 'Your review' });

  it('refuses an empty text or a missing score and sends nothing', async () => {
    const view = await openForm();
    await press(submit());
    expect(view.textContent).toContain('Please choose a rating');
    expect(view.textContent).toContain('Please enter the content');
    await act(() => changeLocale('zh'));
    await waitFor(() => view.textContent?.includes('请输入内容'));
    await act(() => changeLocale('en'));
    await waitFor(() => view.textContent?.includes('Please enter the content'));
    await press(star(4));
    await typeInto(review(), '   ');
    await press(submit());
    expect(view.textContent).not.toContain('Please choose a rating');
    expect(view.textContent).toContain('Please enter the content');
    expect(await commentBodies()).toEqual([]);
  });

  it('sends the score and text, says so, and goes back to the order', async () => {
    const view = await openForm();
    await press(star(5));
    await typeInto(review(), ' Soft and bright. ');
    await press(submit());
    await expect.poll(commentBodies).not.toEqual([]);
    expect(await commentBodies()).toEqual([
      { orderId: 2, specId: 102, score: 5, content: 'Soft and bright.' },
    ]);
    expect(toast.showToast).toHaveBeenCalledWith('Submit successfully');
    expect(await whereNow(view)).toBe('REPLACE /order/shopDetail?id=2');
  });

  it('sends a signed-out visitor to log in first, without a request that would empty the carts', async () => {
    localStorage.removeItem('token');
    useShopCartStore.getState().add({ goods_id: 5, spec_id: 101, num: 1, price: '39.00' });
    const { view } = await renderPage(<CreateCommentPage />, {
      path: '/order/createComment',
      at: '/order/createComment?id=2&spec=102',
    });
    expect(await whereNow(view)).toBe('REPLACE /login');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/order/createComment?id=2&spec=102');
    expect(asked()).toEqual([]);
    expect(useShopCartStore.getState().shopList).toHaveLength(1);
  });

  it('does not offer a line already reviewed', async () => {
    await renderPage(<CreateCommentPage />, {
      path: '/order/createComment',
      at: '/order/createComment?id=2&spec=101',
    });
    await screen.findByText('You have already reviewed this item. Thank you!');
    expect(screen.getByRole('link', { name: 'Back to the order' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Submit/ })).toBeNull();
  });
});
