import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { addDays, attractionToday } from './attraction-time.ts';

const NOT_ALLOWED = {
  en: 'Email format not allowed',
  zh: '不支持该邮箱，请使用其他邮箱',
  ma: 'Format e-mel tidak dibenarkan',
};

describe.each(enginesUnderTest())('e-mail domains that are not allowed, on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: {
        BLOCKED_EMAIL_DOMAINS: 'competitor.example',
      },
    });
  });
  afterAll(async () => t.close());

  const outboxCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sendCode = (email: string, langue = 'en') =>
    call(t.app, 'POST', '/index/login/sendCode', { body: { type: 'email', email }, langue });

  it('a disposable address gets "Email format not allowed" in each language and no code', async () => {
    const before = await outboxCount();
    for (const langue of ['en', 'zh', 'ma'] as const) {
      const answer = await sendCode('Visitor@Mailinator.com', langue);
      expect(answer.json).toEqual({ code: 1002, msg: NOT_ALLOWED[langue], data: null });
    }
    expect((await sendCode('someone@inbox.guerrillamail.com')).json.msg).toBe(NOT_ALLOWED.en);
    expect(await outboxCount()).toBe(before);
  });

  it("the operator's own blocked domains are refused for codes and logins, subdomains too", async () => {
    const before = await outboxCount();
    expect((await sendCode('a@competitor.example')).json.msg).toBe(NOT_ALLOWED.en);
    expect((await sendCode('a@mail.competitor.example')).json.msg).toBe(NOT_ALLOWED.en);
    const login = await call(t.app, 'POST', '/index/login/login', {
      body: { type: 'email', email: 'a@competitor.example', code: '123456' },
      langue: 'en',
    });
    expect(login.json).toEqual({ code: 1002, msg: NOT_ALLOWED.en, data: null });
    expect(await outboxCount()).toBe(before);
    // Only the domain itself: a longer name that merely ends the same way is someone else's.
    expect((await sendCode('a@notcompetitor.example')).json.code).toBe(0);
  });

  it('the contact form refuses them and stores nothing', async () => {
    const message = { name: 'Aisyah', phone: '', content: 'Is the canopy walk open?' };
    for (const email of ['me@yopmail.com', 'me@competitor.example']) {
      const answer = await call(t.app, 'POST', '/index/common/contact', {
        body: { ...message, email },
        langue: 'ma',
      });
      expect(answer.json).toEqual({ code: 1002, msg: NOT_ALLOWED.ma, data: null });
    }
    const stored = await t.database.db.selectFrom('contact_message').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('a ticket slip is not e-mailed to them', async () => {
    const token = await signIn(t.app, t.database.db, `slip-${engine.name}@example.com`);
    const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: addDays(attractionToday('+08:00'), 4),
        items: [{ variantId: 1, quantity: 1 }],
      },
      headers: { token },
    });
    await payOnSandbox(t.app, created.json.data.payUrl);
    const before = await outboxCount();
    for (const email of ['me@10minutemail.com', 'me@competitor.example']) {
      const answer = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
        body: { id: created.json.data.id, email },
        langue: 'zh',
        headers: { token },
      });
      expect(answer.json).toEqual({ code: 1002, msg: NOT_ALLOWED.zh, data: null });
    }
    expect(await outboxCount()).toBe(before);
  });
});
