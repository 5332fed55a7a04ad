import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/logger.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const REPORT_URL = 'https://tickets.example.com/api/sms/webhook/twilio';

/** What the stand-in does for a number, by its last digits. */
const REFUSED = '0000';
const DOWN = '5000';
const SLOW = '9999';

describe.each(enginesUnderTest())('login codes by SMS through Twilio on $name', (engine) => {
  let t: TestApp;
  let twilioApi: Server;
  const requests: { path: string; auth: string; form: URLSearchParams }[] = [];
  const logLines: string[] = [];
  beforeAll(async () => {
    // A stand-in for Twilio's Messages API on this machine: the SDK talks to it, never the network.
    twilioApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        requests.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', form });
        const to = form.get('To') ?? '';
        if (to.endsWith(SLOW)) return; // never answers
        response.setHeader('content-type', 'application/json');
        if (to.endsWith(DOWN)) {
          response.statusCode = 503;
          return response.end(JSON.stringify({ status: 503, message: 'Service Unavailable' }));
        }
        if (to.endsWith(REFUSED)) {
          response.statusCode = 400;
          return response.end(
            JSON.stringify({
              code: 21211,
              message: `The 'To' number ${to} is not a valid phone number.`,
              more_info: 'https://www.twilio.com/docs/errors/21211',
              status: 400,
            }),
          );
        }
        response.statusCode = 201;
        response.end(
          JSON.stringify({
            sid: `SM${String(requests.length).padStart(32, '0')}`,
            status: 'queued',
            to,
            body: form.get('Body'),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => twilioApi.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(engine, {
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: 'BukitAwan',
        TWILIO_API_BASE: `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`,
        PUBLIC_URL: 'https://tickets.example.com',
        MESSAGE_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'info',
      },
      logger: {
        ...(loggerOptions('info') as object),
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    twilioApi.closeAllConnections();
    await new Promise<void>((resolve) => twilioApi.close(() => resolve()));
  });

  const sendCode = (phone: string, langue = 'en', areaCode = '+60') =>
    call(t.app, 'POST', '/index/login/sendCode', {
      body: { type: 'phone', areaCode, phone },
      langue,
    });
  const outboxRow = (recipient: string) =>
    t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('texts the code to the number in E.164 from the sender id, and the visitor signs in with it', async () => {
    const answer = await sendCode('012-345 6701');
    expect(answer.json).toMatchObject({ code: 0, data: { resendAfter: 60 } });
    const sent = requests.at(-1);
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(sent?.auth).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(sent?.form.get('To')).toBe('+60123456701');
    expect(sent?.form.get('From')).toBe('BukitAwan');
    expect(sent?.form.get('StatusCallback')).toBe(REPORT_URL);
    const code = /your code is (\d{6})/.exec(sent?.form.get('Body') ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const record = await outboxRow('+60123456701');
    expect(record).toMatchObject({
      channel: 'sms',
      provider: 'twilio',
      status: 'queued',
      provider_message_id: expect.stringMatching(/^SM\d{32}$/),
      error: null,
    });
    expect(record.body).not.toContain(code);

    // Typed with or without the trunk 0, it is the same number and the same account.
    const login = await call(t.app, 'POST', '/index/login/login', {
      body: { type: 'phone', areaCode: '+60', phone: '123456701', code },
    });
    expect(login.json).toMatchObject({ code: 0, data: { user: { phone: '123456701' } } });
    expect(logLines.join('\n')).not.toContain(code);
  });

  it('a number Twilio refuses: the visitor is asked to check it or use e-mail; the row says why', async () => {
    const answers = await Promise.all(
      (['en', 'zh', 'ma'] as const).map((langue, i) => sendCode(`1234${i}${REFUSED}`, langue)),
    );
    expect(answers.map((answer) => answer.json)).toEqual([
      {
        code: 2010,
        msg: 'We cannot send a text to this number; please check it and its country code, or sign in by e-mail',
        data: null,
      },
      { code: 2010, msg: '无法向该手机号发送短信，请检查号码和区号，或使用邮箱登录', data: null },
      {
        code: 2010,
        msg: 'Kami tidak dapat menghantar SMS ke nombor ini; sila semak nombor dan kod negaranya, atau log masuk dengan e-mel',
        data: null,
      },
    ]);
    const record = await outboxRow(`+601234${0}${REFUSED}`);
    expect(record).toMatchObject({ provider: 'twilio', status: 'failed', sent_at: null });
    expect(record.error).toMatch(/^21211 /);
  });

  it('Twilio down: the visitor is told to try again later or use e-mail', async () => {
    const answer = await sendCode(`12345${DOWN}`);
    expect(answer.json).toEqual({
      code: 2011,
      msg: 'Text messages cannot be sent right now; please try again in a few minutes, or sign in by e-mail',
      data: null,
    });
    expect((await outboxRow(`+6012345${DOWN}`)).status).toBe('failed');
    // No code went out, so trying again at once is a real try, not "a code was just sent".
    expect((await sendCode(`12345${DOWN}`)).json.code).toBe(2011);
  });

  it('a gateway that does not answer holds the login call no longer than the timeout', async () => {
    const started = Date.now();
    const answer = await sendCode(`12345${SLOW}`, 'zh');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.json).toEqual({
      code: 2011,
      msg: '短信服务暂时不可用，请稍后再试，或使用邮箱登录',
      data: null,
    });
    const record = await outboxRow(`+6012345${SLOW}`);
    expect(record.status).toBe('failed');
    expect(record.error).toMatch(/timeout|no answer within/);
  });

  it('an area code the operator does not offer is refused before anything is sent', async () => {
    const before = requests.length;
    const answer = await sendCode('123456789', 'en', '+882');
    expect(answer.json).toEqual({
      code: 1002,
      msg: 'Please choose a country or region code',
      data: null,
    });
    expect(requests.length).toBe(before);
  });

  it("Twilio's signed delivery reports move the row on; forged or late ones change nothing", async () => {
    await sendCode('123456702');
    const { provider_message_id: sid } = await outboxRow('+60123456702');
    const report = (fields: Record<string, string>, signature?: string) => {
      const params = { MessageSid: sid ?? '', AccountSid: ACCOUNT_SID, ...fields };
      return t.app.inject({
        method: 'POST',
        url: '/api/sms/webhook/twilio',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature':
            signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, REPORT_URL, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    const forged = await report({ MessageStatus: 'delivered' }, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect((await outboxRow('+60123456702')).status).toBe('queued');

    expect((await report({ MessageStatus: 'undelivered', ErrorCode: '30003' })).statusCode).toBe(
      200,
    );
    expect(await outboxRow('+60123456702')).toMatchObject({
      status: 'undelivered',
      error: '30003 unreachable handset',
    });
    // A report of an earlier step arriving late does not undo the outcome.
    await report({ MessageStatus: 'sent' });
    expect((await outboxRow('+60123456702')).status).toBe('undelivered');
  });
});
