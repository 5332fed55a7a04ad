import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, placeTicketOrder } from '#test/orders.ts';
import { lastMessageBody } from '#test/outbox.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

/** The demo day pass's types, in order: who pays what, and the card the gate checks for it. */
const ADULT = 0;
const SENIOR = 2;
const MALAYSIAN_ADULT = 3;

describe.each(enginesUnderTest())('cards checked at the gate on $name', (engine) => {
  let t: TestApp;
  let visitor = '';
  let admin = '';
  let gate = '';
  let content = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine);
    visitor = await signIn(t.app, t.database.db, `cards-${engine.name}@example.com`);
    admin = await signInStaff(t.app);
    gate = await signInNewStaff(t.app, admin, `gatecards${engine.name}`, ['gate']);
    content = await signInNewStaff(t.app, admin, `contentcards${engine.name}`, ['content']);
  });
  afterAll(async () => t.close());

  const ticketInfo = async (langue: string) =>
    (await call(t.app, 'GET', '/index/index/ticketInfo?id=1', { langue })).json.data as {
      variants: { id: number; name: string; price: string; check: string | null }[];
    };
  const console = (method: 'GET' | 'POST', url: string, body?: object, token = content) =>
    staffCall(t.app, token, method, url, { langue: 'en', ...(body ? { body } : {}) });
  const checkIn = async (code: string) =>
    (
      await staffCall(t.app, gate, 'POST', '/console/gate/checkin', {
        body: { code },
        langue: 'en',
      })
    ).json;
  const cardMissing = async (body: object, langue = 'en') =>
    (await staffCall(t.app, gate, 'POST', '/console/gate/card-missing', { body, langue })).json;
  const exceptions = () => t.database.db.selectFrom('gate_exception').selectAll().execute();

  it('tells visitors, in their language, which card each ticket type is checked for', async () => {
    const english = await ticketInfo('en');
    expect(english.variants.map((variant) => [variant.name, variant.check])).toEqual([
      ['Adult', null],
      ['Child (3–12)', null],
      ['Senior (60+)', 'Proof of age (60+)'],
      ['Adult · Malaysian', 'MyKad'],
      ['Child · Malaysian', 'MyKid'],
      ['OKU', 'OKU card'],
    ]);
    const malay = await ticketInfo('ma');
    expect(malay.variants[5]?.check).toBe('Kad OKU');
    const chinese = await ticketInfo('zh');
    expect(chinese.variants[SENIOR]?.check).toBe('年龄证明（60 岁以上）');
  });

  it('lists the cards on the slip of a paid order, and at the gate with how many people to check', async () => {
    const placed = await placeTicketOrder(t.app, visitor, today, {
      perVariant: [1, 0, 1, 2, 1],
    });
    expect(placed.code).toBe(0);
    const page = await orderPage(t.app, visitor, placed.id);
    expect(page.pass.checks).toEqual([
      { check: 'MyKad', people: 2 },
      { check: 'MyKid', people: 1 },
      { check: 'Proof of age (60+)', people: 1 },
    ]);
    const inMalay = await orderPage(t.app, visitor, placed.id, 'ma');
    expect(inMalay.pass.checks[2]).toEqual({ check: 'Bukti umur (60+)', people: 1 });
    const sent = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: placed.id },
      langue: 'en',
      headers: { token: visitor },
    });
    expect(sent.json.code).toBe(0);
    expect(await lastMessageBody(t.database.db, 'ticket')).toContain(
      'Show at the gate: MyKad for 2 people, MyKid for 1 person, Proof of age (60+) for 1 person',
    );

    const scan = await checkIn(page.pass.code);
    expect(scan.code).toBe(0);
    expect(scan.data.checks).toEqual([
      {
        variantId: expect.any(Number),
        ticket: 'Senior (60+)',
        check: 'Proof of age (60+)',
        people: 1,
      },
      { variantId: expect.any(Number), ticket: 'Adult · Malaysian', check: 'MyKad', people: 2 },
      { variantId: expect.any(Number), ticket: 'Child · Malaysian', check: 'MyKid', people: 1 },
    ]);
    expect(scan.data.types.map((type: { name: string }) => type.name)).toContain('Adult');
    // Nothing of a card itself is ever asked for or kept.
    const columns = Object.keys((await exceptions())[0] ?? { note: '' });
    expect(columns.join(' ')).not.toMatch(/mykad|ic_|card_no|identity/i);
  });

  it('admits people without their card at the right type, with a note, the difference to collect, and an audit entry', async () => {
    const info = await ticketInfo('en');
    const variant = (index: number) => info.variants[index]?.id ?? 0;
    const placed = await placeTicketOrder(t.app, visitor, today, { perVariant: [0, 0, 0, 3] });
    const page = await orderPage(t.app, visitor, placed.id);
    const orderNo = page.orderNo as string;
    const body = {
      orderNo,
      variantId: variant(MALAYSIAN_ADULT),
      people: 1,
      asVariantId: variant(ADULT),
      note: 'No MyKad with him',
    };

    // Not before the pass is checked in today.
    expect(await cardMissing(body)).toMatchObject({ code: 3047 });
    expect(await exceptions()).toHaveLength(0);
    await checkIn(page.pass.code);

    // Bad requests change nothing, each with its own message.
    expect(await cardMissing({ ...body, people: 4 })).toMatchObject({
      code: 3046,
      msg: 'This pass asks no card for that ticket type, or for fewer people',
    });
    expect(await cardMissing({ ...body, variantId: variant(ADULT) })).toMatchObject({ code: 3046 });
    expect(await cardMissing({ ...body, asVariantId: variant(MALAYSIAN_ADULT) })).toMatchObject({
      code: 3048,
    });
    const canopy = (await call(t.app, 'GET', '/index/index/ticketInfo?id=2')).json.data;
    expect(await cardMissing({ ...body, asVariantId: canopy.variants[0].id })).toMatchObject({
      code: 3048,
    });
    const noNote = await cardMissing({ ...body, note: '   ' }, 'ma');
    expect(noNote.code).toBe(1002);
    expect(noNote.msg).toContain('Nyatakan sebabnya');
    expect(await cardMissing({ ...body, people: 0 })).toMatchObject({ code: 1002 });
    expect(await exceptions()).toHaveLength(0);

    // One of the three had no MyKad: let in as an adult, RM 15.00 more that day.
    const recorded = await cardMissing(body);
    expect(recorded).toMatchObject({
      code: 0,
      data: { people: 1, asName: 'Adult', difference: '15.00' },
    });
    // Two more, but never more than the three who bought the type.
    expect((await cardMissing({ ...body, people: 2 })).code).toBe(0);
    expect(await cardMissing(body)).toMatchObject({ code: 3046 });
    const rows = (await exceptions()).filter((row) => row.order_id === placed.id);
    expect(rows.map((row) => [row.people, row.difference_sen, row.note])).toEqual([
      [1, 1500, 'No MyKad with him'],
      [2, 3000, 'No MyKad with him'],
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after'])
      .where('action', '=', 'order.admitted_without_card')
      .where('target', '=', `order:${orderNo}`)
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      type: 'Adult',
      difference: '15.00',
      note: 'No MyKad with him',
    });

    // Only gate staff may do it.
    expect((await console('POST', '/console/gate/card-missing', body)).json.code).not.toBe(0);
  });

  it('lets content staff keep the list of cards in three languages, and the types that ask for them', async () => {
    const before = (await console('GET', '/console/catalogue/gate-checks')).json.data.list;
    expect(before.map((check: { name: { en: string } }) => check.name.en)).toEqual([
      'MyKad',
      'MyKid',
      'OKU card',
      'Student card',
      'Proof of age (60+)',
    ]);
    expect(before.find((check: { name: { en: string } }) => check.name.en === 'MyKad').used).toBe(
      1,
    );

    const missing = await console('POST', '/console/catalogue/gate-checks/save', {
      name: { zh: '教师证', en: 'Teacher card', ma: '' },
    });
    expect(missing.json).toMatchObject({ code: 1002 });
    const saved = await console('POST', '/console/catalogue/gate-checks/save', {
      name: { zh: '教师证', en: 'Teacher card', ma: 'Kad guru' },
    });
    expect(saved.json).toMatchObject({ code: 0, data: { used: 0, name: { en: 'Teacher card' } } });
    const teacher = saved.json.data.id as number;

    // A type of the night safari now asks for it; visitors see so at once.
    const tickets = (await console('GET', '/console/catalogue/tickets')).json.data.list;
    const night = tickets.find((ticket: { id: number }) => ticket.id === 3);
    const withCheck = {
      ...night,
      variants: night.variants.map((variant: object, index: number) =>
        index === 0 ? { ...variant, checkId: teacher } : variant,
      ),
    };
    delete withCheck.id;
    const edited = await console('POST', '/console/catalogue/tickets/save', {
      ...withCheck,
      id: 3,
    });
    expect(edited.json.code).toBe(0);
    expect(edited.json.data.variants[0].checkId).toBe(teacher);
    const nightInfo = (await call(t.app, 'GET', '/index/index/ticketInfo?id=3', { langue: 'en' }))
      .json.data;
    expect(nightInfo.variants[0].check).toBe('Teacher card');
    const unknown = await console('POST', '/console/catalogue/tickets/save', {
      ...withCheck,
      id: 3,
      variants: [{ ...withCheck.variants[0], checkId: 2_000_000_000 }, withCheck.variants[1]],
    });
    expect(unknown.json.code).toBe(1002);

    // A card a type still asks for stays; once no type asks, it goes.
    const inUse = await console('POST', '/console/catalogue/gate-checks/delete', { id: teacher });
    expect(inUse.json).toMatchObject({
      code: 1082,
      msg: 'Ticket types still ask the gate to check "Teacher card"; take it off them before removing it',
    });
    await console('POST', '/console/catalogue/tickets/save', {
      ...night,
      variants: night.variants,
    });
    expect(
      (await console('POST', '/console/catalogue/gate-checks/delete', { id: teacher })).json.code,
    ).toBe(0);
    const after = (await console('GET', '/console/catalogue/gate-checks')).json.data.list;
    expect(after).toHaveLength(5);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `gate_check:${teacher}`)
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'catalogue.gate_check_saved',
      'catalogue.gate_check_deleted',
    ]);
    // Gate staff may not change the list.
    expect(
      (await console('GET', '/console/catalogue/gate-checks', undefined, gate)).json.code,
    ).not.toBe(0);
  });
});
