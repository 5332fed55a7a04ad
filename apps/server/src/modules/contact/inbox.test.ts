import { createServer } from 'node:net';
import { ERRORS } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PASSWORD = 'a-long-enough-password';

describe.each(enginesUnderTest())('the console inbox on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let desk = '';
  let gate = '';
  let cook = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['desk', ['counter']],
      ['gatekeeper', ['gate']],
      ['cook', ['kitchen']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    desk = await signInStaff(t.app, 'desk', PASSWORD);
    gate = await signInStaff(t.app, 'gatekeeper', PASSWORD);
    cook = await signInStaff(t.app, 'cook', PASSWORD);
  });
  afterAll(async () => t.close());

  /** A visitor writes through the help centre's form; answers the message as the inbox lists it. */
  async function visitorWrites(message: {
    name: string;
    email?: string;
    phone?: string;
    content: string;
  }) {
    const sent = await call(t.app, 'POST', '/index/common/contact', { body: message });
    expect(sent.json.code).toBe(0);
    const listed = await staffCall(t.app, admin, 'GET', '/console/inbox/list?state=all&limit=1');
    return listed.json.data.list.find((m: { content: string }) => m.content === message.content);
  }
  const inbox = (query: string, as = admin) =>
    staffCall(t.app, as, 'GET', `/console/inbox/list?${query}`);
  const handled = (id: number, value: boolean, as = admin) =>
    staffCall(t.app, as, 'POST', '/console/inbox/handled', { body: { id, handled: value } });
  const reply = (id: number, text: string, as = admin, langue = 'en') =>
    staffCall(t.app, as, 'POST', '/console/inbox/reply', { body: { id, text }, langue });
  const auditOf = async (action: string) =>
    (await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}`)).json.data.list;
  const stored = (id: number) =>
    t.database.db
      .selectFrom('contact_message')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists a visitor’s message as open, found by part of its e-mail or text in any case', async () => {
    const before = (await inbox('')).json.data.open;
    const message = await visitorWrites({
      name: 'Siti Aminah',
      email: 'siti.inbox@example.com',
      content: 'Can we bring a PRAM on the canopy walk?',
    });
    expect(message).toMatchObject({
      name: 'Siti Aminah',
      phone: '',
      email: 'siti.inbox@example.com',
      handledAt: null,
      handledBy: null,
      reply: null,
      repliedAt: null,
    });
    const open = (await inbox('', desk)).json.data;
    expect(open.open).toBe(before + 1);
    expect(open.list[0].id).toBe(message.id);
    for (const q of ['SITI.INBOX', 'pram on the', 'aminah']) {
      const found = (await inbox(`q=${encodeURIComponent(q)}`)).json.data;
      expect(
        found.list.map((m: { id: number }) => m.id),
        q,
      ).toEqual([message.id]);
      expect(found.total).toBe(1);
    }
    expect((await inbox('q=%25')).json.data.total).toBe(0);
    expect((await inbox('state=handled&q=siti.inbox')).json.data.total).toBe(0);
  });

  it('marks a message handled by whoever did it, and opens it again, each in the audit log', async () => {
    const message = await visitorWrites({
      name: 'Ravi',
      phone: '+60 12-555 0101',
      content: 'Lost a blue cap near the lake',
    });
    const open = (await inbox('')).json.data.open;
    const marked = await handled(message.id, true, desk);
    expect(marked.json.code).toBe(0);
    expect(marked.json.data).toMatchObject({ id: message.id, handledBy: 'desk' });
    expect(marked.json.data.handledAt).toEqual(expect.any(String));
    expect((await handled(message.id, true)).json.data.handledBy).toBe('desk');
    const after = (await inbox('q=blue cap')).json.data;
    expect(after.total).toBe(0);
    expect(after.open).toBe(open - 1);
    expect((await inbox('state=handled&q=blue cap')).json.data.list[0].handledBy).toBe('desk');

    const reopened = await handled(message.id, false, desk);
    expect(reopened.json.data).toMatchObject({ handledAt: null, handledBy: null });
    expect((await inbox('q=blue cap')).json.data.total).toBe(1);

    const marks = (await auditOf('inbox.handled')).filter(
      (row: { target: string }) => row.target === `contact:${message.id}`,
    );
    expect(marks).toHaveLength(1);
    expect(marks[0].staffUserName).toBe('desk');
    const reopens = await auditOf('inbox.reopened');
    expect(reopens.map((row: { target: string }) => row.target)).toContain(`contact:${message.id}`);
  });

  it('replies by e-mail: the mail is in the outbox and the message is handled with the reply', async () => {
    const message = await visitorWrites({
      name: 'Mei Ling',
      email: 'mei.reply@example.com',
      content: 'Is the night safari open on Mondays?',
    });
    const park = (await call(t.app, 'GET', '/index/index/getScenic', { langue: 'en' })).json.data
      .name as string;
    const text = 'Yes, from 7 pm to 11 pm.\nSee you there!';
    const answer = await reply(message.id, text, desk);
    expect(answer.json.code).toBe(0);
    expect(answer.json.data).toMatchObject({ id: message.id, handledBy: 'desk', reply: text });
    expect(answer.json.data.repliedAt).toBe(answer.json.data.handledAt);

    const outbox = (
      await staffCall(t.app, admin, 'GET', '/console/outbox/list?recipient=MEI.REPLY')
    ).json.data;
    expect(outbox.total).toBe(1);
    expect(outbox.list[0]).toMatchObject({
      channel: 'email',
      recipient: 'mei.reply@example.com',
      subject: `Re: your message to ${park}`,
      purpose: 'contact_reply',
      status: 'kept',
    });
    expect(outbox.list[0].body).toContain(text);
    expect(outbox.list[0].body).toContain('> Is the night safari open on Mondays?');
    expect((await inbox('state=handled&q=night safari')).json.data.list[0].reply).toBe(text);

    const [audited] = (await auditOf('inbox.replied')).filter(
      (row: { target: string }) => row.target === `contact:${message.id}`,
    );
    expect(audited.after).toEqual({ to: 'mei.reply@example.com', length: text.length });
    expect(JSON.stringify(audited)).not.toContain('7 pm');
  });

  it('refuses a reply to a message with no e-mail address, in the staff language, changing nothing', async () => {
    const message = await visitorWrites({
      name: 'Ahmad',
      phone: '+60 12-555 0199',
      content: 'Please call me about a group booking',
    });
    const outboxBefore = (await staffCall(t.app, admin, 'GET', '/console/outbox/list')).json.data
      .total;
    for (const langue of ['en', 'ma'] as const) {
      expect((await reply(message.id, 'We will call you', admin, langue)).json).toEqual({
        code: 2030,
        msg: ERRORS.inboxNoEmail.msg[langue],
        data: null,
      });
    }
    expect(ERRORS.inboxNoEmail.msg.en).toBe(
      'This visitor left no e-mail address; call them on the phone number they gave',
    );
    expect(await stored(message.id)).toMatchObject({
      handled_at: null,
      handled_by: null,
      reply: null,
      replied_at: null,
    });
    expect((await staffCall(t.app, admin, 'GET', '/console/outbox/list')).json.data.total).toBe(
      outboxBefore,
    );
  });

  it('answers "not found" for a message that does not exist', async () => {
    for (const answer of [await handled(2_000_000, true), await reply(2_000_000, 'Hello')]) {
      expect(answer.json.code).toBe(ERRORS.notFound.code);
    }
  });

  it('serves the inbox to admins and the counter only, the outbox to admins only', async () => {
    const message = await visitorWrites({ name: 'Kim', email: 'kim@example.com', content: 'Hi' });
    for (const as of [gate, cook]) {
      expect((await inbox('', as)).json.code).toBe(ERRORS.staffRoleRefused.code);
      expect((await handled(message.id, true, as)).json.code).toBe(ERRORS.staffRoleRefused.code);
      expect((await reply(message.id, 'Hello', as)).json.code).toBe(ERRORS.staffRoleRefused.code);
    }
    for (const as of [desk, gate, cook]) {
      const outbox = await staffCall(t.app, as, 'GET', '/console/outbox/list');
      expect(outbox.json.code).toBe(ERRORS.staffRoleRefused.code);
    }
    expect((await stored(message.id)).handled_at).toBeNull();
  });

  it('filters the outbox by channel and status, newest first', async () => {
    const sent = await call(t.app, 'POST', '/index/login/sendCode', {
      body: { type: 'phone', areaCode: '+60', phone: '198765432' },
    });
    expect(sent.json.code).toBe(0);
    const outbox = (query: string) =>
      staffCall(t.app, admin, 'GET', `/console/outbox/list?${query}`).then((a) => a.json.data);
    const texts = await outbox('channel=sms');
    expect(texts.total).toBeGreaterThan(0);
    expect(texts.list.every((entry: { channel: string }) => entry.channel === 'sms')).toBe(true);
    expect(texts.list[0]).toMatchObject({ recipient: '+60198765432', purpose: 'login_code' });
    const mails = await outbox('channel=email');
    expect(mails.list.every((entry: { channel: string }) => entry.channel === 'email')).toBe(true);
    expect((await outbox('recipient=98765&channel=email')).total).toBe(0);
    expect((await outbox('recipient=98765&status=kept')).total).toBe(1);
    expect((await outbox('status=failed')).total).toBe(0);
    const all = await outbox('limit=50');
    const times = all.list.map((entry: { createdAt: string }) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe.each(enginesUnderTest())('an inbox reply the mail server refuses, on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: the mail server is down.
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await createTestApp(engine, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MESSAGE_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => t.close());

  it('says to try again later and keeps the message open, with no reply nor audit row', async () => {
    await call(t.app, 'POST', '/index/common/contact', {
      body: { name: 'Nur', email: 'nur@example.com', content: 'Parking for buses?' },
    });
    const admin = await signInStaff(t.app);
    const [message] = (await staffCall(t.app, admin, 'GET', '/console/inbox/list')).json.data.list;
    const answer = await staffCall(t.app, admin, 'POST', '/console/inbox/reply', {
      body: { id: message.id, text: 'Yes, behind the ticket hall' },
      langue: 'en',
    });
    expect(answer.json).toEqual({
      code: ERRORS.emailUnavailable.code,
      msg: ERRORS.emailUnavailable.msg.en,
      data: null,
    });
    const after = (await staffCall(t.app, admin, 'GET', '/console/inbox/list')).json.data.list[0];
    expect(after).toMatchObject({ id: message.id, handledAt: null, reply: null, repliedAt: null });
    const audit = await staffCall(t.app, admin, 'GET', '/console/audit/list?action=inbox.replied');
    expect(audit.json.data.total).toBe(0);
  });
});
