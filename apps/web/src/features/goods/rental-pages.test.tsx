import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatVisitDate, toYmd } from '#web/lib/date-format.ts';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, wentTo, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
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
/** A day of the rental calendar, by the date it reads ("Tue, 1 Dec 2026", then "Today" and so on). */
const tapDate = async (date: string) => {
  const name = new RegExp(`^${formatVisitDate(date, 'en')}(, |$)`);
  await press(await screen.findByRole('button', { name }));
};

async function openDetail(id: number) {
  const { view } = await renderPage(<RentalDetailPage />, {
    path: '/zulin/detail',
    at: `/zulin/detail?id=${id}`,
  });
  await screen.findByRole('button', { name: 'Rent now' });
  return view;
}

/** Opens the sheet with Rent now at the bottom of the page; the sheet holds the quantity. */
async function openSheet() {
  await press(screen.getByRole('button', { name: 'Rent now' }));
  const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
  return quantity.closest('.sku-sheet') as HTMLElement;
}
/** The button that adds one to the count named `name` ("Quantity", "Hours"). */
const plus = (name: string) =>
  within(screen.getByRole('spinbutton', { name }).parentElement as HTMLElement).getByRole(
    'button',
    { name: 'Increase' },
  );
/** The total under "Total" in the sheet. */
const total = (sheet: HTMLElement) =>
  within(sheet).getByText('Total').nextElementSibling?.textContent;

describe('rental list', () => {
  it('shows each rental with its price per day or hour', async () => {
    await renderPage(<RentalListPage />, { path: '/zulin/index' });
    // A rental's card is a link named by what it is and its price with the unit it is for.
    const cards = () => screen.queryAllByRole('link', { name: / \/ (day|hour)$/ });
    await waitFor(() => cards().length === 2);
    const [first, second] = cards();
    expect(first?.getAttribute('href')).toBe('/zulin/detail?id=7');
    expect(first?.textContent).toContain('RM 50.00 / day');
    expect(second?.textContent).toContain('RM 35.00 / hour');
  });
});

describe('rental detail', () => {
  it('states the price per day, the limit and the counter deposit', async () => {
    const view = await openDetail(7);
    const terms = screen.getByRole('region', { name: 'Rental terms' });
    const deposit = within(terms)
      .getAllByRole('listitem')
      .find((term) => within(term).queryByText('Deposit'));
    expect(deposit?.textContent).toContain(
      'Deposit RM 100.00 per item, left at the counter when you collect and given back when you return it',
    );
    expect(view.textContent).toContain('7 days');
    expect(view.textContent).toContain('RM 50.00 / day');
  });

  it('refuses a range longer than the limit, then rents for the chosen days', async () => {
    const view = await openDetail(7);
    const sheet = await openSheet();
    await press(within(sheet).getByRole('button', { name: 'Choose your dates' }));

    await tapDate(day(1));
    await tapDate(day(8));
    expect(toast.showToast).toHaveBeenLastCalledWith('At most 7 days can be selected');
    expect(screen.queryByText('1 day')).not.toBeNull();

    // The first day stays chosen: a nearer last day completes the range.
    await tapDate(day(2));
    expect(screen.queryByText('2 days')).not.toBeNull();
    await press(screen.getByRole('button', { name: 'Confirm dates' }));
    // The button that opened the calendar now reads the chosen dates.
    expect(within(sheet).getByRole('button', { name: / · 2 days$/ }).textContent).toContain(
      '2 days',
    );

    await press(plus('Quantity'));
    // 50.00 × 2 bikes × 2 days, and the deposit for two.
    expect(total(sheet)).toBe('RM 200.00');
    expect(sheet.textContent).toContain('deposit of RM 200.00');

    await press(within(sheet).getByRole('button', { name: 'Rent now' }));
    expect(await whereNow(view)).toBe(
      `PUSH /order/zulinPay?id=7&spec=301&num=2&start=${day(1)}&end=${day(2)}`,
    );
  });

  it('asks for the dates before renting by the day', async () => {
    const view = await openDetail(7);
    const sheet = await openSheet();
    await press(within(sheet).getByRole('button', { name: 'Rent now' }));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a date');
    expect(wentTo(view)).toBeNull();
  });

  it('rents by the hour: a day and up to the limit of hours', async () => {
    const view = await openDetail(8);
    const sheet = await openSheet();
    const days = within(within(sheet).getByRole('group', { name: 'Rental day' })).getAllByRole(
      'button',
    );
    await press(days.find((chip) => chip.dataset.date === day(3)));
    for (let i = 0; i < 5; i++) await press(plus('Hours'));
    expect(within(sheet).getByRole('spinbutton', { name: 'Hours' }).textContent).toBe('4');
    expect(total(sheet)).toBe('RM 140.00');
    await press(within(sheet).getByRole('button', { name: 'Rent now' }));
    expect(await whereNow(view)).toBe(
      `PUSH /order/zulinPay?id=8&spec=401&num=1&start=${day(3)}&hours=4`,
    );
  });
});
