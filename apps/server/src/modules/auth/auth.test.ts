import { Writable } from 'node:stream';
import { loginDataSchema, visitorSchema } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/logger.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { lastCodeSentTo } from '#test/outbox.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn as signInAs } from '#test/visitors.ts';

describe.each(enginesUnderTest())('login by code on $name', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(engine, {
      logger: { ...(loggerOptions('info') as object), stream },
    });
  });
  afterAll(async () => t.close());

  let address = 0;
  const freshEmail = () => `visitor${++address}-${engine.name}@example.com`;
  const sendCode = (body: object, langue = 'en') =>
    call(t.app, 'POST', '/index/login/sendCode', { body, langue });
  const login = (body: object, langue = 'en') =>
    call(t.app, 'POST', '/index/login/login', { body, langue });
  /** Lets the next code be requested at once, as if a minute had passed. */
  const ageCodes = (destination: string, seconds: number) =>
    t.database.db
      .updateTable('login_code')
      .set({ created_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('destination', '=', destination)
      .execute();

  it('sends a six-digit code by e-mail and logs in with it once; the first login creates the account', async () => {
    const email = freshEmail();
    const sent = await sendCode({ type: 'email', email });
    expect(sent.json).toEqual({ code: 0, msg: 'ok', data: { resendAfter: 60 } });
    const code = await lastCodeSentTo(t.database.db, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.json)).not.toContain(code);
    expect(logLines.join('')).not.toContain(code);

    const first = await login({ type: 'email', email: email.toUpperCase(), code });
    expect(first.json.code).toBe(0);
    const session = loginDataSchema.parse(first.json.data);
    expect(session.user.email).toBe(email);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(logLines.join('')).not.toContain(session.token);

    const replay = await login({ type: 'email', email, code });
    expect(replay.json).toEqual({
      code: 2001,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });

    await ageCodes(`email:${email}`, 61);
    await sendCode({ type: 'email', email });
    const again = await login({
      type: 'email',
      email,
      code: await lastCodeSentTo(t.database.db, email),
    });
    expect(again.json.data.user.id).toBe(session.user.id);
  });

  it('sends by SMS to a phone with its area code, and checks the mainland pattern for +86', async () => {
    const sent = await sendCode({ type: 'phone', areaCode: '+60', phone: '12-345 6789' });
    expect(sent.json.code).toBe(0);
    const code = await lastCodeSentTo(t.database.db, '+60123456789');
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['channel', 'purpose'])
      .where('recipient', '=', '+60123456789')
      .executeTakeFirstOrThrow();
    expect(outbox).toEqual({ channel: 'sms', purpose: 'login_code' });
    const session = await login({ type: 'phone', areaCode: '+60', phone: '123456789', code });
    expect(session.json.data.user).toMatchObject({ areaCode: '+60', phone: '123456789' });

    const mainland = await sendCode({ type: 'phone', areaCode: '+86', phone: '12345678901' }, 'zh');
    expect(mainland.json).toEqual({ code: 1002, msg: '手机号格式不正确', data: null });
    const fine = await sendCode({ type: 'phone', areaCode: '+86', phone: '13912345678' });
    expect(fine.json.code).toBe(0);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await sendCode({ type: 'email', email });
    const code = await lastCodeSentTo(t.database.db, email);
    await t.database.db
      .updateTable('login_code')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('destination', '=', `email:${email}`)
      .execute();
    expect((await login({ type: 'email', email, code })).json.code).toBe(2001);
  });

  it('burns a code after five wrong tries, even the right one afterwards', async () => {
    const email = freshEmail();
    await sendCode({ type: 'email', email });
    const code = await lastCodeSentTo(t.database.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await login({ type: 'email', email, code: wrong })).json.code);
    expect(answers).toEqual([2001, 2001, 2001, 2001, 2002]);
    const right = await login({ type: 'email', email, code });
    expect(right.json).toMatchObject({
      code: 2002,
      msg: 'Too many wrong codes; please request a new one',
    });
  });

  it('guesses in parallel get no more than five tries between them', async () => {
    const email = freshEmail();
    await sendCode({ type: 'email', email });
    const code = await lastCodeSentTo(t.database.db, email);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((guess) => login({ type: 'email', email, code: guess })));
    const row = await t.database.db
      .selectFrom('login_code')
      .select('tries')
      .where('destination', '=', `email:${email}`)
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
  });

  it('allows a new code no sooner than 60 seconds after the last', async () => {
    const email = freshEmail();
    expect((await sendCode({ type: 'email', email })).json.code).toBe(0);
    const soon = await sendCode({ type: 'email', email }, 'zh');
    expect(soon.json).toEqual({ code: 2003, msg: '验证码已发送，请稍后再试', data: null });
    await ageCodes(`email:${email}`, 61);
    expect((await sendCode({ type: 'email', email })).json.code).toBe(0);
  });

  it('limits codes per destination each hour', async () => {
    const email = freshEmail();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await sendCode({ type: 'email', email })).json.code);
      await ageCodes(`email:${email}`, 61);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 2004]);
  });

  it('answers the same whether or not an account exists', async () => {
    const known = freshEmail();
    await sendCode({ type: 'email', email: known });
    await login({ type: 'email', email: known, code: await lastCodeSentTo(t.database.db, known) });
    await ageCodes(`email:${known}`, 61);
    const forKnown = await sendCode({ type: 'email', email: known });
    const forUnknown = await sendCode({ type: 'email', email: freshEmail() });
    expect(forKnown.json).toEqual(forUnknown.json);
  });

  it('refuses malformed input with the spec messages and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('login_code')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [object, string][] = [
      [{ type: 'email', email: 'not-an-email' }, 'Malformed email'],
      [{ type: 'email', email: 'a@b.c' }, 'Malformed email'],
      [{ type: 'email', email: '' }, 'Please enter your email'],
      [{ type: 'email', email: `${'x'.repeat(300)}@example.com` }, 'Malformed email'],
      [{ type: 'phone', areaCode: '+60', phone: '' }, 'Please enter your phone number'],
      [{ type: 'phone', areaCode: '+60', phone: '12ab' }, 'Malformed phone number'],
      [
        { type: 'phone', areaCode: '60', phone: '123456789' },
        'Please choose a country or region code',
      ],
      [{ type: 'fax', email: 'a@example.com' }, 'Invalid value'],
      [{ type: 'email', email: '<script>alert(1)</script>@x.com' }, 'Malformed email'],
    ];
    for (const [body, msg] of cases) {
      expect((await sendCode(body)).json, JSON.stringify(body)).toEqual({
        code: 1002,
        msg,
        data: null,
      });
    }
    const badCodes: [string, string][] = [
      ['12345', 'Please enter the 6-digit code'],
      ['1234567', 'Please enter the 6-digit code'],
      ['', 'Please enter the verification code'],
      ['12a456', 'Please enter the 6-digit code'],
    ];
    for (const [code, msg] of badCodes) {
      const answer = await login({ type: 'email', email: 'someone@example.com', code });
      expect(answer.json).toEqual({ code: 1002, msg, data: null });
    }
    expect(await count()).toBe(before);
  });
});

describe.each(enginesUnderTest())('sessions on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const signIn = (email: string) => signInAs(t.app, t.database.db, email);
  const info = (token?: string, langue = 'en') =>
    call(t.app, 'GET', '/index/user/info', { langue, headers: token ? { token } : {} });

  it('the token authenticates until logout revokes it', async () => {
    const token = await signIn(`session-${engine.name}@example.com`);
    const me = await info(token);
    expect(visitorSchema.parse(me.json.data).email).toBe(`session-${engine.name}@example.com`);
    const out = await call(t.app, 'POST', '/index/login/logout', { headers: { token } });
    expect(out.json.code).toBe(0);
    expect((await info(token)).json).toEqual({
      code: 1001,
      msg: 'Not logged in or the session has expired, please log in again',
      data: null,
    });
  });

  it('answers 1001, localized, without a token, with random bytes, or when expired', async () => {
    expect((await info(undefined, 'zh')).json).toEqual({
      code: 1001,
      msg: '未登录或登录已过期，请重新登录',
      data: null,
    });
    expect((await info('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json.code).toBe(1001);
    expect((await info('%00%ff<script>')).json.code).toBe(1001);
    const token = await signIn(`expired-${engine.name}@example.com`);
    expect((await info(token)).json.code).toBe(0);
    await t.database.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await info(token)).json.code).toBe(1001);
    expect(
      (await call(t.app, 'POST', '/index/login/logout', { headers: { token } })).json.code,
    ).toBe(1001);
  });

  it('slides the expiry forward when a session is used', async () => {
    const token = await signIn(`sliding-${engine.name}@example.com`);
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.database.db
      .updateTable('session')
      .set({ last_used_at: old, expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await info(token)).json.code).toBe(0);
    const rows = await t.database.db
      .selectFrom('session')
      .select('expires_at')
      .where('revoked_at', 'is', null)
      .execute();
    const latest = Math.max(...rows.map((row) => Date.parse(row.expires_at)));
    expect(latest).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});
