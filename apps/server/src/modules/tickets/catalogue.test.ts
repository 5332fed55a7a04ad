import {
  consoleCalendarSchema,
  consoleTicketListSchema,
  consoleTicketSchema,
  datesOf,
  ticketInfoSchema,
  ticketListSchema,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const env = {
  CONTENT_CACHE_SECONDS: '300',
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};

describe('datesOf', () => {
  it('keeps only the weekdays asked for, both ends included', () => {
    // 2026-11-28 is a Saturday.
    expect(datesOf('2026-11-23', '2026-12-06', [0, 6])).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(datesOf('2026-11-23', '2026-11-23', [1])).toEqual(['2026-11-23']);
    expect(datesOf('2026-11-23', '2026-11-23', [2])).toEqual([]);
  });
});

describe.each(enginesUnderTest())('the ticket catalogue and its calendar on $name', (engine) => {
  let t: TestApp;
  let editor = '';
  let visitor = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    const admin = await signInStaff(t.app);
    editor = await signInNewStaff(t.app, admin, 'tickets', ['content']);
    visitor = await signIn(t.app, t.database.db, `catalogue-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const tickets = async () =>
    consoleTicketListSchema.parse(
      (await staffCall(t.app, editor, 'GET', '/console/catalogue/tickets')).json.data,
    ).list;
  const save = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/catalogue/tickets/save', { body, langue });
  const calendar = async (ticketId: number, from: string, to: string) => {
    const answer = await staffCall(
      t.app,
      editor,
      'GET',
      `/console/catalogue/calendar?ticketId=${ticketId}&from=${from}&to=${to}`,
    );
    expect(answer.json.code).toBe(0);
    return consoleCalendarSchema.parse(answer.json.data);
  };
  const edit = (body: object, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/catalogue/calendar/save', { body, langue });
  const visitorInfo = async (id: number, from = today) =>
    ticketInfoSchema.parse(
      (await call(t.app, 'GET', `/index/index/ticketInfo?id=${id}&from=${from}`, { langue: 'en' }))
        .json.data,
    );
  const visitorList = async () =>
    ticketListSchema.parse(
      (await call(t.app, 'GET', '/index/index/ticketList', { langue: 'en' })).json.data,
    );
  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);
  async function buy(
    ticketId: number,
    date: string,
    quantity: number,
    paid: boolean,
    slotId?: number,
  ) {
    const info = await visitorInfo(ticketId);
    const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId,
        date,
        ...(slotId ? { slotId } : {}),
        items: [{ variantId: info.variants[0]?.id, quantity }],
      },
      headers: { token: visitor },
    });
    expect(created.json.code).toBe(0);
    if (paid) await pay(created.json.data.payUrl);
  }
  const wholeTicket = (ticket: ReturnType<typeof consoleTicketSchema.parse>) => ({
    id: ticket.id,
    name: ticket.name,
    intro: ticket.intro,
    description: ticket.description,
    notes: ticket.notes,
    tags: ticket.tags,
    cover: ticket.cover,
    images: ticket.images,
    dailyCapacity: ticket.dailyCapacity,
    variants: ticket.variants,
    slots: ticket.slots,
    sort: ticket.sort,
    enabled: ticket.enabled,
  });

  it('lists every ticket with every language, its types, slots and daily places', async () => {
    const list = await tickets();
    const dayPass = list.find((ticket) => ticket.id === 1);
    expect(dayPass?.name).toEqual({
      zh: expect.any(String),
      en: 'Rainforest Day Pass',
      ma: expect.any(String),
    });
    expect(dayPass?.variants.map((variant) => [variant.name.en, variant.price])).toEqual([
      ['Adult', '45.00'],
      ['Child (3–12)', '25.00'],
      ['Senior (60+)', '30.00'],
      ['Adult · Malaysian', '30.00'],
      ['Child · Malaysian', '15.00'],
      ['OKU', '15.00'],
    ]);
    expect(dayPass?.dailyCapacity).toBe(500);
    expect(list.find((ticket) => ticket.id === 2)?.slots).toHaveLength(4);
  });

  it('a price change reaches visitors at once, the list price follows the cheapest type, and it is audited', async () => {
    await visitorList(); // cached now
    const dayPass = (await tickets()).find((ticket) => ticket.id === 1);
    if (!dayPass) throw new Error('no day pass');
    const variants = dayPass.variants.map((variant, index) =>
      index === 1 ? { ...variant, price: '12.5' } : variant,
    );
    const answer = await save({ ...wholeTicket(dayPass), variants });
    expect(answer.json.code).toBe(0);
    expect(consoleTicketSchema.parse(answer.json.data).variants[1]?.price).toBe('12.50');

    const info = await visitorInfo(1);
    expect(info.variants[1]?.price).toBe('12.50');
    expect((await visitorList()).find((ticket) => ticket.id === 1)?.price).toBe('12.50');

    const admin = await signInStaff(t.app);
    const audit = await staffCall(
      t.app,
      admin,
      'GET',
      '/console/audit/list?action=catalogue.ticket_saved&limit=5',
    );
    const entry = audit.json.data.list[0];
    expect(entry.target).toBe('ticket:1');
    expect(entry.before.variants[1].price).toBe('25.00');
    expect(entry.after.variants[1].price).toBe('12.50');
  });

  it('adds a ticket that visitors can see, and turning it off hides it', async () => {
    const body = {
      name: { zh: '夜间漫步', en: 'Night walk', ma: 'Jalan malam' },
      intro: {
        zh: '跟随向导夜游',
        en: 'A guided walk after dark',
        ma: 'Jalan berpandu waktu malam',
      },
      description: { zh: '两小时', en: 'Two hours', ma: 'Dua jam' },
      notes: [{ zh: '请带手电', en: 'Bring a torch', ma: 'Bawa lampu suluh' }],
      tags: [],
      cover: '/uploads/tickets/night.webp',
      images: [],
      dailyCapacity: 30,
      variants: [{ name: { zh: '成人', en: 'Adult', ma: 'Dewasa' }, price: '60' }],
      slots: [{ label: '20:00–22:00', capacity: 30 }],
      sort: 9,
      enabled: true,
    };
    const added = consoleTicketSchema.parse((await save(body)).json.data);
    const info = await visitorInfo(added.id);
    expect(info).toMatchObject({ name: 'Night walk', notes: ['Bring a torch'], price: '60.00' });
    expect(info.slots.map((slot) => slot.label)).toEqual(['20:00–22:00']);
    expect(info.days[1]?.remaining).toBe(30);
    expect((await visitorList()).some((ticket) => ticket.id === added.id)).toBe(true);

    expect((await save({ ...wholeTicket(added), enabled: false })).json.code).toBe(0);
    expect((await visitorList()).some((ticket) => ticket.id === added.id)).toBe(false);
    const gone = await call(t.app, 'GET', `/index/index/ticketInfo?id=${added.id}`);
    expect(gone.json.code).toBe(1003);
  });

  it('refuses a missing translation, a negative price or places, and no type at all, changing nothing', async () => {
    const dayPass = (await tickets()).find((ticket) => ticket.id === 1);
    if (!dayPass) throw new Error('no day pass');
    const whole = wholeTicket(dayPass);
    const cases: [object, string][] = [
      [{ ...whole, name: { ...whole.name, ma: '' } }, 'Fill this in every language'],
      [
        { ...whole, variants: [{ ...whole.variants[0], price: '-5.00' }] },
        'Enter a price in RM, like 45.00, not below zero',
      ],
      [{ ...whole, dailyCapacity: -1 }, 'Enter a whole number of places from 0 to 100000'],
      [{ ...whole, variants: [] }, 'Add at least one ticket type with its price'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect(answer.json.code).toBe(1002);
      expect(answer.json.msg).toContain(message);
    }
    const scripted = await save({
      ...whole,
      intro: { ...whole.intro, en: '<script>alert(1)</script>' },
    });
    expect(scripted.json.code).toBe(0);
    expect((await visitorInfo(1)).intro).toBe('<script>alert(1)</script>');
    expect((await save(whole)).json.code).toBe(0);
    expect((await tickets()).find((ticket) => ticket.id === 1)).toEqual(dayPass);
  });

  it('shows sold and held places per date and slot', async () => {
    const date = addDays(today, 5);
    const canopy = await visitorInfo(2);
    const slot = canopy.slots[0]?.id;
    await buy(2, date, 3, true, slot);
    await buy(2, date, 2, false, slot);
    const days = await calendar(2, date, date);
    expect(days.days[0]).toMatchObject({ date, sold: 3, held: 2, closed: false });
    expect(days.days[0]?.slots.find((s) => s.id === slot)).toMatchObject({ sold: 3, held: 2 });
  });

  it('closes next Saturday for visitors, and opens it again', async () => {
    let saturday = addDays(today, 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const answer = await edit({
      ticketId: 1,
      from: saturday,
      to: saturday,
      closed: true,
    });
    expect(answer.json).toMatchObject({ code: 0, data: { changed: 1, closedWithSold: [] } });
    expect((await visitorInfo(1)).days.find((day) => day.date === saturday)?.state).toBe('closed');
    expect((await calendar(1, saturday, saturday)).days[0]?.closed).toBe(true);

    await edit({ ticketId: 1, from: saturday, to: saturday, closed: false });
    expect((await visitorInfo(1)).days.find((day) => day.date === saturday)?.state).not.toBe(
      'closed',
    );
  });

  it('prices weekends at 120% and sets weekday places across a range', async () => {
    const from = addDays(today, 14);
    const to = addDays(from, 13);
    expect(
      (await edit({ ticketId: 1, from, to, weekdays: [0, 6], pricePercent: 120 })).json.data,
    ).toMatchObject({ changed: 4 });
    expect(
      (await edit({ ticketId: 1, from, to, weekdays: [1, 2, 3, 4, 5], capacity: 300 })).json.data,
    ).toMatchObject({ changed: 10 });
    const info = await visitorInfo(1, from);
    const adult = String(info.variants[0]?.id);
    for (const day of info.days.filter((d) => d.date <= to)) {
      const weekend = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      expect(day.prices[adult]).toBe(weekend ? '54.00' : '45.00');
      expect(day.remaining).toBe(weekend ? 500 : 300);
    }
    const days = (await calendar(1, from, to)).days;
    expect(days.filter((day) => day.capacitySet).length).toBe(10);
    expect(days.filter((day) => day.pricePercent === 120).length).toBe(4);

    // Back to the ticket's daily places.
    expect((await edit({ ticketId: 1, from, to, followDaily: true })).json.code).toBe(0);
    const back = (await calendar(1, from, to)).days;
    expect(back.every((day) => day.capacity === 500 && !day.capacitySet)).toBe(true);
  });

  it('never sets places below those sold or held, and says which date', async () => {
    const date = addDays(today, 6);
    await buy(1, date, 4, true);
    await buy(1, date, 2, false);
    const before = await calendar(1, date, date);
    const refused = await edit({ ticketId: 1, from: date, to: date, capacity: 5 });
    expect(refused.json.code).toBe(1045);
    expect(refused.json.msg).toBe(
      `${date} already has 6 places sold or held; the places cannot go below that`,
    );
    expect(await calendar(1, date, date)).toEqual(before);
    expect((await edit({ ticketId: 1, from: date, to: date, capacity: 6 })).json.code).toBe(0);
    expect((await visitorInfo(1, date)).days[0]).toMatchObject({ state: 'soldOut', remaining: 0 });

    // The daily places move the dates that follow them, but not below a date's sales.
    const dayPass = (await tickets()).find((ticket) => ticket.id === 1);
    if (!dayPass) throw new Error('no day pass');
    const other = addDays(today, 7);
    await buy(1, other, 8, true);
    const low = await save({ ...wholeTicket(dayPass), dailyCapacity: 7 });
    expect(low.json.code).toBe(1045);
    expect(low.json.msg).toContain(other);
    expect((await save({ ...wholeTicket(dayPass), dailyCapacity: 450 })).json.code).toBe(0);
    expect((await visitorInfo(1, other)).days[0]?.remaining).toBe(442);
    // A date staff set keeps its own places.
    expect((await calendar(1, date, date)).days[0]?.capacity).toBe(6);

    // A slot's places, likewise.
    const canopy = (await tickets()).find((ticket) => ticket.id === 2);
    if (!canopy) throw new Error('no canopy');
    const slots = canopy.slots.map((slot, index) =>
      index === 0 ? { ...slot, capacity: 2 } : slot,
    );
    const slotRefused = await save({ ...wholeTicket(canopy), slots });
    expect(slotRefused.json.code).toBe(1045);
  });

  it('refuses removing a slot or a type that orders use', async () => {
    const canopy = (await tickets()).find((ticket) => ticket.id === 2);
    if (!canopy) throw new Error('no canopy');
    const withoutFirstSlot = await save({ ...wholeTicket(canopy), slots: canopy.slots.slice(1) });
    expect(withoutFirstSlot.json.code).toBe(1046);
    expect(withoutFirstSlot.json.msg).toContain(canopy.slots[0]?.label);
    const withoutFirstType = await save({
      ...wholeTicket(canopy),
      variants: canopy.variants.slice(1),
    });
    expect(withoutFirstType.json.code).toBe(1047);
    expect(withoutFirstType.json.msg).toContain(canopy.variants[0]?.name.en);
    expect((await tickets()).find((ticket) => ticket.id === 2)).toEqual(canopy);
  });

  it('refuses past dates, a backwards range and nothing to change, in the staff member’s language', async () => {
    const cases: [object, string][] = [
      [
        { ticketId: 1, from: addDays(today, -1), to: today, closed: true },
        'Dates already past cannot be changed',
      ],
      [
        { ticketId: 1, from: addDays(today, 3), to: addDays(today, 2), closed: true },
        'The end date cannot be before the start date',
      ],
      [
        { ticketId: 1, from: today, to: addDays(today, 2) },
        'Choose what to change: places, price or open/closed',
      ],
      [
        { ticketId: 1, from: today, to: today, pricePercent: 0 },
        'The price must be a whole percentage from 10% to 500%',
      ],
      [
        { ticketId: 1, from: today, to: today, closed: true, weekdays: [] },
        'Choose at least one day',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await edit(body);
      expect(answer.json.code).toBe(1002);
      expect(answer.json.msg).toContain(message);
    }
    const zh = await edit({ ticketId: 1, from: addDays(today, -1), to: today, closed: true }, 'zh');
    expect(zh.json.msg).toBe('已过去的日期不能修改');
    const unknown = await edit({ ticketId: 999, from: today, to: today, closed: true });
    expect(unknown.json.code).toBe(1003);
  });
});
