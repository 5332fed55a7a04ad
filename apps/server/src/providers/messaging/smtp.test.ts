import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { lastCodeSentTo } from '#test/outbox.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const listen = (server: Server | SMTPServer['server']) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** Signs in by an SMS code (kept in the outbox) and buys a paid day pass; answers both. */
async function visitorWithTicket(t: TestApp, phone: string) {
  const destination = { type: 'phone', areaCode: '+60', phone };
  await call(t.app, 'POST', '/index/login/sendCode', { body: destination });
  const code = await lastCodeSentTo(t.database.db, `+60${phone}`);
  const login = await call(t.app, 'POST', '/index/login/login', { body: { ...destination, code } });
  const token = login.json.data.token as string;
  const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
    body: {
      ticketId: 1,
      date: addDays(attractionToday('+08:00'), 3),
      items: [{ variantId: 1, quantity: 1 }],
    },
    headers: { token },
  });
  await payOnSandbox(t.app, created.json.data.payUrl);
  return { token, orderId: created.json.data.id as number };
}

describe.each(enginesUnderTest())('e-mail over SMTP on $name', (engine) => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      onRcptTo(address, _session, done) {
        // A mailbox that does not exist, as a real mail server answers it.
        if (address.address.startsWith('nobody@')) {
          return done(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        }
        return done();
      },
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          done();
        });
      },
    });
    const port = await listen(smtp.server);
    t = await createTestApp(engine, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the login code to the SMTP server and keeps a record without the code', async () => {
    const answer = await call(t.app, 'POST', '/index/login/sendCode', {
      body: { type: 'email', email: 'mail@example.com' },
      langue: 'en',
    });
    expect(answer.json.code).toBe(0);
    const mail = received.find((message) => message.to.includes('mail@example.com'));
    expect(mail?.data).toContain('Subject: Your Bukit Awan Rainforest Park sign-in code');
    const code = /your code is (\d{6})/.exec(mail?.data ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const record = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'mail@example.com')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'smtp', status: 'sent', error: null });
    expect(record.sent_at).not.toBeNull();
    expect(record.provider_message_id).toMatch(/^<.+@.+>$/);
    // Whoever reads the outbox cannot sign in with what it keeps.
    expect(record.body).not.toContain(code);
    expect(record.body).toContain('••••••');
    const login = await call(t.app, 'POST', '/index/login/login', {
      body: { type: 'email', email: 'mail@example.com', code },
    });
    expect(login.json.code).toBe(0);
  });

  it('an address the mail server refuses: the visitor is asked to check it, the row says why', async () => {
    const answers = await Promise.all(
      (['en', 'zh', 'ma'] as const).map((langue, i) =>
        call(t.app, 'POST', '/index/login/sendCode', {
          body: { type: 'email', email: `nobody@refused-${i}.example.com` },
          langue,
        }),
      ),
    );
    expect(answers.map((answer) => answer.json)).toEqual([
      {
        code: 2012,
        msg: 'This e-mail address does not accept mail; please check it',
        data: null,
      },
      { code: 2012, msg: '该邮箱无法接收邮件，请检查邮箱地址', data: null },
      { code: 2012, msg: 'Alamat e-mel ini tidak menerima mel; sila semaknya', data: null },
    ]);
    const record = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'nobody@refused-0.example.com')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'smtp', status: 'failed', sent_at: null });
    expect(record.error).toContain('550');
  });

  it('a ticket slip to an address the mail server refuses says so instead of an internal error', async () => {
    const { token, orderId } = await visitorWithTicket(t, '123456701');
    const refused = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: orderId, email: 'nobody@example.com' },
      langue: 'en',
      headers: { token },
    });
    expect(refused.json).toMatchObject({ code: 2012 });
    const sent = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: orderId, email: 'slip@example.com' },
      headers: { token },
    });
    expect(sent.json.code).toBe(0);
    expect(received.some((message) => message.to.includes('slip@example.com'))).toBe(true);
  });
});

describe.each(enginesUnderTest())('a mail server that is down or silent, on $name', (engine) => {
  let silent: Server;
  const sockets: Socket[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // Accepts the connection and never greets: the slow server the visitor must not wait for.
    silent = createServer((socket) => sockets.push(socket));
    const port = await listen(silent);
    t = await createTestApp(engine, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MESSAGE_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('the login call answers within the timeout with "try again later", and the row records it', async () => {
    const started = Date.now();
    const answer = await call(t.app, 'POST', '/index/login/sendCode', {
      body: { type: 'email', email: 'waiting@example.com' },
      langue: 'en',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.json).toEqual({
      code: 2007,
      msg: 'The code could not be sent; please try again later',
      data: null,
    });
    const record = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'waiting@example.com')
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('failed');
    expect(record.error).toMatch(/ETIMEDOUT|no answer within/);
  });

  it('a ticket slip that cannot be sent asks to try later instead of an internal error', async () => {
    const { token, orderId } = await visitorWithTicket(t, '123456702');
    const answer = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: orderId, email: 'slip@example.com' },
      langue: 'ma',
      headers: { token },
    });
    expect(answer.json).toEqual({
      code: 2013,
      msg: 'E-mel tidak dapat dihantar sekarang; sila cuba sebentar lagi',
      data: null,
    });
  });
});
