import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toYmd } from '#web/lib/date-format.ts';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { toast } from '#web/test/toast.ts';
import { answerGoods, bike, kayak, listItem } from './goods-test-data';
import { addDays, startOfToday } from './rental';
import RentalDetailPage from './rental-detail-page';
import RentalListPage from './rental-list-page';

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  answerGoods([bike, kayak], {
    '/index/index/getGoodsTypeList': () => [],
    '/index/index/goodList': () => ({
      list: [listItem(bike), listItem(kayak)],
      total: 2,
      page: 1,
      limit: 10,
    }),
  });
});

const day = (offset: number) => toYmd(addDays(startOfToday(), offset));
const tapDate = async (date: string) =>
  press(await waitFor(() => document.querySelector(`.rental-calendar [data-date="${date}"]`)));

async function openDetail(id: number) {
  const { view } = await renderPage(<RentalDetailPage />, {
    path: '/zulin/detail',
    at: `/zulin/detail?id=${id}`,
  });
  await waitFor(() => byTestId(view, 'rental-rent'));
  return view;
}

describe('rental list', () => {
  it('shows each rental with its price per day or hour', async () => {
    const { view } = await renderPage(<RentalListPage />, { path: '/zulin/index' });
    await waitFor(() => view.querySelectorAll('[data-testid="goods-card"]').length === 2);
    const [first, second] = view.querySelectorAll('[data-testid="goods-card"]');
    expect(first?.getAttribute('href')).toBe('/zulin/detail?id=7');
    expect(first?.textContent).toContain('RM 50.00 / day');
    expect(second?.textContent).toContain('RM 35.00 / hour');
  });
});

describe('rental detail', () => {
  it('states the price per day, the limit and the counter deposit', async () => {
    const view = await openDetail(7);
    expect(byTestId(view, 'rental-deposit')?.textContent).toContain(
      'Deposit RM 100.00 per item, left at the counter when you collect and given back when you return it',
    );
    expect(view.textContent).toContain('7 days');
    expect(view.textContent).toContain('RM 50.00 / day');
  });

  it('refuses a range longer than the limit, then rents for the chosen days', async () => {
    const view = await openDetail(7);
    await press(byTestId(view, 'rental-rent'));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(byTestId(sheet, 'rental-range'));

    await tapDate(day(1));
    await tapDate(day(8));
    expect(toast.showToast).toHaveBeenLastCalledWith('At most 7 days can be selected');
    expect(document.querySelector('.rental-calendar__summary')?.textContent).toBe('1 day');

    // The first day stays chosen: a nearer last day completes the range.
    await tapDate(day(2));
    expect(document.querySelector('.rental-calendar__summary')?.textContent).toBe('2 days');
    await press(byTestId(document, 'rental-range-confirm'));
    expect(byTestId(sheet, 'rental-range')?.textContent).toContain('2 days');

    await press(byTestId(sheet, 'sku-num')?.querySelector('.stepper__plus'));
    // 50.00 × 2 bikes × 2 days, and the deposit for two.
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 200.00');
    expect(sheet.textContent).toContain('deposit of RM 200.00');

    await press(byTestId(sheet, 'sku-confirm'));
    expect(await whereNow(view)).toBe(
      `PUSH /order/zulinPay?id=7&spec=301&num=2&start=${day(1)}&end=${day(2)}`,
    );
  });

  it('asks for the dates before renting by the day', async () => {
    const view = await openDetail(7);
    await press(byTestId(view, 'rental-rent'));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(byTestId(sheet, 'sku-confirm'));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a date');
    expect(byTestId(view, 'where')).toBeNull();
  });

  it('rents by the hour: a day and up to the limit of hours', async () => {
    const view = await openDetail(8);
    await press(byTestId(view, 'rental-rent'));
    const sheet = await waitFor(() => byTestId(document, 'sku-sheet'));
    await press(byTestId(sheet, `rental-day-${day(3)}`));
    const plus = byTestId(sheet, 'rental-hours')?.querySelector('.stepper__plus');
    for (let i = 0; i < 5; i++) await press(plus);
    expect(byTestId(sheet, 'rental-hours')?.querySelector('[role="spinbutton"]')?.textContent).toBe(
      '4',
    );
    expect(byTestId(sheet, 'sku-total')?.textContent).toBe('RM 140.00');
    await press(byTestId(sheet, 'sku-confirm'));
    expect(await whereNow(view)).toBe(
      `PUSH /order/zulinPay?id=8&spec=401&num=1&start=${day(3)}&hours=4`,
    );
  });
});
