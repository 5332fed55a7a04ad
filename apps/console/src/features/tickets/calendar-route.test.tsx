import type {
  CalendarEditBody,
  CalendarEditResult,
  ConsoleCalendar,
  ConsoleTicket,
} from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refusal } from '#console/test/api.ts';
import { calendarDay, consoleCalendar, consoleTicket } from '#console/test/generators.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as CalendarScreen } from './calendar-route';

/** December 2026 on the park's clock, today the 1st; the 5th is a Saturday. */
const calendar = consoleCalendar({
  today: '2026-12-01',
  days: [
    calendarDay('2026-12-01'),
    calendarDay('2026-12-04', { capacity: 40, sold: 30, held: 5, capacitySet: true }),
    calendarDay('2026-12-05', { pricePercent: 120 }),
    calendarDay('2026-12-06', { closed: true }),
    calendarDay('2026-12-07', { capacity: 10, sold: 10 }),
  ],
});

const saves = async () =>
  (await sentTo('/console/catalogue/calendar/save')).map((sent) => sent.body as CalendarEditBody);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T12:00:00'));
  server.use(
    api.get<{ list: ConsoleTicket[] }>('/console/catalogue/tickets', { list: [consoleTicket()] }),
    api.get<ConsoleCalendar>('/console/catalogue/calendar', calendar),
    api.post<CalendarEditResult>('/console/catalogue/calendar/save', {
      changed: 1,
      closedWithSold: [],
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** The calendar screen once the ticket's month has arrived. */
async function open() {
  await renderScreen(<CalendarScreen />, { at: '/tickets/calendar?ticket=1' });
  await screen.findByText('35 / 40');
  return within(screen.getByText('Change dates').closest('.ant-card') as HTMLElement);
}

/** A date's cell in the month, as staff tap it. */
const dateCell = (date: string) => document.querySelector(`td[title="${date}"]`);

/** The radio buttons under one of the form's questions ("Places", "Price", "Open or closed"). */
const question = (label: string) =>
  within(screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement);

/** The confirmation before the dates change. */
async function confirmation(title: string) {
  const [heading] = await screen.findAllByText(title);
  return within(heading?.closest('.ant-modal') as HTMLElement);
}

describe('the ticket calendar', () => {
  it('shows each date’s places taken, awaiting payment, closed, repriced and full', async () => {
    await open();
    expect(dateCell('2026-12-04')?.textContent).toContain('35 / 40');
    expect(dateCell('2026-12-04')?.textContent).toContain('5 awaiting payment');
    expect(dateCell('2026-12-05')?.textContent).toContain('120%');
    expect(dateCell('2026-12-06')?.textContent).toContain('Closed');
    expect(dateCell('2026-12-07')?.textContent).toContain('Full');
  });
});

describe('changing dates together', () => {
  it('asks for the dates first', async () => {
    const form = await open();
    await press(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText('Choose the dates to change')).toBeTruthy();
    expect(await saves()).toEqual([]);
  });

  it('asks what to change when nothing is picked, and sends nothing', async () => {
    const form = await open();
    await press(dateCell('2026-12-05'));
    await press(form.getByRole('button', { name: 'Apply' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Choose what to change: open or closed, places or price',
    );
    expect(await saves()).toEqual([]);
  });

  it('asks for the number of places and the percentage once "Set to" is picked', async () => {
    const form = await open();
    await press(dateCell('2026-12-05'));
    await press(question('Places').getByRole('radio', { name: 'Set to' }));
    await press(question('Price').getByRole('radio', { name: 'Set to' }));
    await press(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText('A whole number of places, 0 or more')).toBeTruthy();
    expect(await form.findByText('A whole percentage from 10 to 500')).toBeTruthy();
    expect(await saves()).toEqual([]);
  });

  it('says so when no chosen date falls on the chosen days of the week', async () => {
    const form = await open();
    // The 5th is a Saturday.
    await press(dateCell('2026-12-05'));
    await press(form.getByRole('button', { name: 'Weekdays' }));
    await press(question('Open or closed').getByRole('radio', { name: 'Close' }));
    await press(form.getByRole('button', { name: 'Apply' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'None of the chosen dates falls on the chosen days of the week',
    );
    expect(await saves()).toEqual([]);
  });

  it('confirms the dates and the changes, then sends only what was picked', async () => {
    const form = await open();
    await press(dateCell('2026-12-05'));
    await press(question('Places').getByRole('radio', { name: 'Set to' }));
    await typeInto(form.getByRole('spinbutton', { name: 'Places' }), '80');
    await press(question('Price').getByRole('radio', { name: 'Set to' }));
    await press(form.getByRole('button', { name: 'Holiday 120%' }));
    await press(form.getByRole('button', { name: 'Apply' }));

    const confirm = await confirmation('Change 1 date (2026-12-05 – 2026-12-05)?');
    expect(confirm.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Places: 80',
      'Price: 120% of the base prices',
    ]);
    expect(await saves()).toEqual([]);
    await press(confirm.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('1 date changed; visitors see it now')).toBeTruthy();
    expect(await saves()).toEqual([
      {
        ticketId: 1,
        from: '2026-12-05',
        to: '2026-12-05',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        capacity: 80,
        pricePercent: 120,
      },
    ]);
  });

  it('warns that tickets sold for a date now closed stay valid', async () => {
    server.use(
      api.post<CalendarEditResult>('/console/catalogue/calendar/save', {
        changed: 1,
        closedWithSold: [{ date: '2026-12-05', sold: 3 }],
      }),
    );
    const form = await open();
    await press(dateCell('2026-12-05'));
    await press(question('Open or closed').getByRole('radio', { name: 'Close' }));
    await press(form.getByRole('button', { name: 'Apply' }));
    const confirm = await confirmation('Change 1 date (2026-12-05 – 2026-12-05)?');
    expect(confirm.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Close']);
    await press(confirm.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findAllByText('Tickets were already sold for dates now closed'),
    ).not.toEqual([]);
    expect(screen.getByText('2026-12-05: 3 places')).toBeTruthy();
    expect((await saves())[0]).toMatchObject({ closed: true });
  });

  it('shows the server’s refusal above the form, and changes nothing', async () => {
    server.use(
      api.post(
        '/console/catalogue/calendar/save',
        refusal(3052, 'Places cannot go below the 35 already sold or held on 2026-12-04'),
      ),
    );
    const form = await open();
    await press(dateCell('2026-12-04'));
    await press(question('Places').getByRole('radio', { name: 'Set to' }));
    await typeInto(form.getByRole('spinbutton', { name: 'Places' }), '20');
    await press(form.getByRole('button', { name: 'Apply' }));
    await press(
      (await confirmation('Change 1 date (2026-12-04 – 2026-12-04)?')).getByRole('button', {
        name: 'Apply',
      }),
    );
    expect((await form.findByRole('alert')).textContent).toBe(
      'Places cannot go below the 35 already sold or held on 2026-12-04',
    );
    expect(await saves()).toHaveLength(1);
  });
});
