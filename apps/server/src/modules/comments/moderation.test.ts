import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const PASSWORD = 'reviews-staff-password-1';

describe.each(enginesUnderTest())('review moderation on $name', (engine) => {
  let t: TestApp;
  let writer = '';
  let counter = '';
  let goodsId = 0;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['writer', ['content']],
      ['desk', ['counter']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    writer = await signInStaff(t.app, 'writer', PASSWORD);
    counter = await signInStaff(t.app, 'desk', PASSWORD);
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food&keyword=satay');
    goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const specId = detail.json.data.goodsSpec[0].id as number;
    // Two visitors review the satay: 5 stars and 1 star.
    for (const [who, score, content] of [
      ['happy', 5, 'Smoky and tender'],
      ['angry', 1, 'Rude words about the cook'],
    ] as const) {
      const token = await signIn(t.app, t.database.db, `${who}-${engine.name}@example.com`);
      const order = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body: { kind: 'food', items: [{ goods_id: goodsId, spec_id: specId, num: 1 }] },
        headers: { token },
      });
      const orderId = order.json.data.id as number;
      await t.database.db
        .updateTable('orders')
        .set({ status: 'completed' })
        .where('id', '=', orderId)
        .execute();
      const added = await call(t.app, 'POST', '/index/comment/add', {
        body: { orderId, specId, score, content },
        headers: { token },
      });
      expect(added.json.code).toBe(0);
    }
    const rows = await t.database.db
      .selectFrom('comment')
      .select('id')
      .where('goods_id', '=', goodsId)
      .orderBy('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(async () => t.close());

  const publicList = async () =>
    (await call(t.app, 'GET', `/index/index/commentList?goodsId=${goodsId}`, { langue: 'en' })).json
      .data;
  const score = async () =>
    (await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`)).json.data.score;

  it('lists every review for content staff, searchable by words, with the good it is about', async () => {
    const all = await staffCall(t.app, writer, 'GET', '/console/reviews/list', { langue: 'en' });
    expect(all.json.data.total).toBeGreaterThanOrEqual(2);
    const found = await staffCall(t.app, writer, 'GET', '/console/reviews/list?q=RUDE', {
      langue: 'en',
    });
    expect(found.json.data.list).toEqual([
      expect.objectContaining({
        id: ids[1],
        goodsName: expect.stringMatching(/satay/i),
        score: 1,
        hidden: false,
        reply: null,
      }),
    ]);
  });

  it('hides a review from visitors and from the average, and shows it again; each step audited', async () => {
    expect(await publicList()).toMatchObject({ total: 2, average: 3 });
    expect(await score()).toBe(3);
    const hidden = await staffCall(t.app, writer, 'POST', '/console/reviews/hidden', {
      body: { id: ids[1], hidden: true },
    });
    expect(hidden.json.data).toMatchObject({ id: ids[1], hidden: true });
    const after = await publicList();
    expect(after).toMatchObject({ total: 1, average: 5 });
    expect(after.list.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(await score()).toBe(5);
    const hiddenOnly = await staffCall(t.app, writer, 'GET', '/console/reviews/list?state=hidden');
    expect(hiddenOnly.json.data.list.map((row: { id: number }) => row.id)).toEqual([ids[1]]);

    await staffCall(t.app, writer, 'POST', '/console/reviews/hidden', {
      body: { id: ids[1], hidden: false },
    });
    expect(await publicList()).toMatchObject({ total: 2, average: 3 });
    expect(await score()).toBe(3);
    const logged = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `review:${ids[1]}`)
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['review.hidden', 'review.shown']);
  });

  it("puts the park's reply under the review for every visitor, as text, and takes it away", async () => {
    const text = 'Thank you! <b>See you</b> again.';
    const replied = await staffCall(t.app, writer, 'POST', '/console/reviews/reply', {
      body: { id: ids[0], text },
    });
    expect(replied.json.data).toMatchObject({ reply: text, repliedBy: 'writer' });
    const shown = (await publicList()).list.find((row: { id: number }) => row.id === ids[0]);
    expect(shown.reply).toBe(text);
    await staffCall(t.app, writer, 'POST', '/console/reviews/reply', {
      body: { id: ids[0], text: '  ' },
    });
    const gone = (await publicList()).list.find((row: { id: number }) => row.id === ids[0]);
    expect(gone.reply).toBeNull();
  });

  it('refuses other roles, unknown reviews and an overlong reply, changing nothing', async () => {
    const before = await t.database.db.selectFrom('comment').selectAll().execute();
    expect(
      (
        await staffCall(t.app, counter, 'POST', '/console/reviews/hidden', {
          body: { id: ids[0], hidden: true },
        })
      ).json.code,
    ).toBe(1009);
    expect(
      (
        await staffCall(t.app, writer, 'POST', '/console/reviews/hidden', {
          body: { id: 99_999_999, hidden: true },
        })
      ).json.code,
    ).toBe(1003);
    const long = await staffCall(t.app, writer, 'POST', '/console/reviews/reply', {
      body: { id: ids[0], text: 'x'.repeat(1001) },
      langue: 'en',
    });
    expect(long.json).toMatchObject({ code: 1002, msg: 'The text is too long' });
    expect(await t.database.db.selectFrom('comment').selectAll().execute()).toEqual(before);
  });
});
