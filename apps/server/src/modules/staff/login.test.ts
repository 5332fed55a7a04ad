import { Writable } from 'node:stream';
import { ERRORS, staffLoginDataSchema, staffSchema } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/logger.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(enginesUnderTest())('staff login on $name', (engine) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T02:00:00Z');
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(engine, {
      clock: () => clock,
      env: { RATE_LIMIT_MAX: '100000', STAFF_LOGIN_RATE_LIMIT_MAX: '100000' },
      logger: { ...(loggerOptions('info') as object), stream },
    });
  });
  afterAll(async () => t.close());

  const login = (body: object, langue = 'en') =>
    call(t.app, 'POST', '/console/auth/login', { body, langue });
  const me = (token: string | null, headers: Record<string, string> = {}) =>
    staffCall(t.app, token, 'GET', '/console/auth/me', { langue: 'en', headers });
  /** A gate attendant of their own, so lock-outs in one test do not lock another's account. */
  let made = 0;
  async function newStaff(roles: string[] = ['gate']) {
    const adminToken = await signInStaff(t.app);
    const userName = `gate${++made}`;
    const password = `password-of-${userName}`;
    const created = await staffCall(t.app, adminToken, 'POST', '/console/staff/create', {
      body: { userName, displayName: `Gate ${made}`, roles, password },
    });
    expect(created.json.code).toBe(0);
    return { id: created.json.data.id as number, userName, password };
  }
  const auditOf = (staffId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('staff_id', '=', staffId)
      .orderBy('id')
      .execute();

  it('logs in with user name and password and answers a staff session the console calls use', async () => {
    const answer = await login({ userName: ' Admin ', password: TEST_ADMIN_PASSWORD });
    expect(answer.json.code).toBe(0);
    const data = staffLoginDataSchema.parse(answer.json.data);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.staff).toMatchObject({ userName: 'admin', roles: ['admin'], enabled: true });
    expect(data.expiresAt).toBe(new Date(clock + 12 * HOUR).toISOString());
    const who = await me(data.token);
    expect(staffSchema.parse(who.json.data).userName).toBe('admin');
    // Neither the password nor the token is in any log line.
    const logs = logLines.join('');
    expect(logs).toContain('/api/console/auth/login');
    expect(logs).not.toContain(TEST_ADMIN_PASSWORD);
    expect(logs).not.toContain(data.token);
  });

  it('refuses a wrong password and an unknown user name alike, and records both', async () => {
    const staff = await newStaff();
    const wrong = await login({ userName: staff.userName, password: 'not-the-password' });
    const unknown = await login({ userName: 'nobody-here', password: 'not-the-password' });
    for (const answer of [wrong, unknown]) {
      expect(answer.json).toEqual({
        code: 2020,
        msg: 'The user name or password is wrong',
        data: null,
      });
    }
    const zh = await login({ userName: staff.userName, password: 'not-the-password' }, 'zh');
    expect(zh.json.msg).toBe(ERRORS.staffLoginFailed.msg.zh);
    expect((await auditOf(staff.id)).map((row) => row.action)).toEqual([
      'staff.login_failed',
      'staff.login_failed',
    ]);
    const anonymous = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('staff_id', 'is', null)
      .where('action', '=', 'staff.login_failed')
      .execute();
    expect(anonymous.length).toBeGreaterThan(0);
    // The name typed for an unknown account is not kept (it may be a password typed there).
    expect(JSON.stringify(anonymous)).not.toContain('nobody-here');
    expect(logLines.join('')).not.toContain('not-the-password');
  });

  it('locks an account after five wrong passwords in a row for fifteen minutes, then lets it in', async () => {
    const staff = await newStaff();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await login({ userName: staff.userName, password: `wrong-${attempt}` });
      expect(answer.json.code).toBe(2020);
    }
    // Locked: even the right password is refused, and the answer says until when.
    const locked = await login({ userName: staff.userName, password: staff.password });
    expect(locked.json.code).toBe(2021);
    expect(locked.json.msg).toBe(ERRORS.staffLocked.msg.en);
    expect(locked.json.data).toEqual({ lockedUntil: new Date(clock + 15 * MINUTE).toISOString() });
    const ma = await login({ userName: staff.userName, password: staff.password }, 'ma');
    expect(ma.json.msg).toBe(ERRORS.staffLocked.msg.ma);
    const audit = await auditOf(staff.id);
    const failures = audit.filter((row) => row.action === 'staff.login_failed');
    // Five wrong passwords, then the two attempts refused while locked, which are not checked.
    expect(failures.map((row) => JSON.parse(row.after ?? '{}'))).toEqual([
      { failures: 1 },
      { failures: 2 },
      { failures: 3 },
      { failures: 4 },
      { failures: 5 },
      { lockedUntil: new Date(clock + 15 * MINUTE).toISOString() },
      { lockedUntil: new Date(clock + 15 * MINUTE).toISOString() },
    ]);
    expect(audit.filter((row) => row.action === 'staff.locked')).toHaveLength(1);

    clock += 14 * MINUTE;
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(
      2021,
    );
    clock += 1 * MINUTE;
    const after = await login({ userName: staff.userName, password: staff.password });
    expect(after.json.code).toBe(0);
    expect(after.json.data.staff.lockedUntil).toBeNull();
    expect((await auditOf(staff.id)).at(-1)?.action).toBe('staff.login');
  });

  it('counts failures in a row: a login between them, or a quiet spell, starts the count again', async () => {
    const staff = await newStaff();
    const wrong = () => login({ userName: staff.userName, password: 'wrong-password' });
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(0);
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    clock += 16 * MINUTE;
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(0);
  });

  it('takes at most five guesses even when they arrive at once', async () => {
    const staff = await newStaff();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login({ userName: staff.userName, password: `parallel-guess-${index}` }),
      ),
    );
    const codes = answers.map((answer) => answer.json.code);
    expect(codes.filter((code) => code === 2020)).toHaveLength(5);
    expect(codes.filter((code) => code === 2021)).toHaveLength(7);
  });

  it('refuses a missing, forged, expired and logged-out session with 1001', async () => {
    const notLoggedIn = { code: 1001, msg: ERRORS.notLoggedIn.msg.en, data: null };
    expect((await me(null)).json).toEqual(notLoggedIn);
    expect((await me('x'.repeat(43))).json).toEqual(notLoggedIn);
    expect((await me('not a token!')).json).toEqual(notLoggedIn);

    const token = await signInStaff(t.app);
    expect((await me(token)).json.code).toBe(0);
    // Used within twelve hours, a session carries on...
    clock += 11 * HOUR;
    expect((await me(token)).json.code).toBe(0);
    clock += 11 * HOUR;
    expect((await me(token)).json.code).toBe(0);
    // ...but never past a day after its login...
    clock += 2 * HOUR;
    expect((await me(token)).json).toEqual(notLoggedIn);
    // ...and twelve idle hours end it.
    const idle = await signInStaff(t.app);
    clock += 12 * HOUR + 1;
    expect((await me(idle)).json).toEqual(notLoggedIn);

    const leaving = await signInStaff(t.app);
    const out = await staffCall(t.app, leaving, 'POST', '/console/auth/logout', { body: {} });
    expect(out.json.code).toBe(0);
    expect((await me(leaving)).json).toEqual(notLoggedIn);
    const admin = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await auditOf(admin.id)).at(-1)?.action).toBe('staff.logout');
  });

  it('never takes a visitor token for a staff one, nor the other way round', async () => {
    const visitor = await signIn(t.app, t.database.db, `visitor-${engine.name}@example.com`);
    // A visitor's token, in the staff header or in its own header, opens no console call.
    expect((await me(visitor)).json.code).toBe(1001);
    expect((await me(null, { token: visitor })).json.code).toBe(1001);
    const list = await staffCall(t.app, visitor, 'GET', '/console/staff/list');
    expect(list.json.code).toBe(1001);
    // A staff token opens no visitor call.
    const staffToken = await signInStaff(t.app);
    const info = await call(t.app, 'GET', '/index/user/info', { headers: { token: staffToken } });
    expect(info.json.code).toBe(1001);
    expect(
      (await call(t.app, 'GET', '/index/user/info', { headers: { token: visitor } })).json.code,
    ).toBe(0);
  });

  it('changes a password given the current one; the other sessions end, this one stays', async () => {
    const staff = await newStaff(['kitchen']);
    const phone = await signInStaff(t.app, staff.userName, staff.password);
    const desk = await signInStaff(t.app, staff.userName, staff.password);
    const change = (oldPassword: string, newPassword: string, langue = 'en') =>
      staffCall(t.app, desk, 'POST', '/console/auth/password', {
        body: { oldPassword, newPassword },
        langue,
      });

    const wrongOld = await change('not-my-password', 'a-new-password-1');
    expect(wrongOld.json).toEqual({
      code: 2023,
      msg: ERRORS.staffPasswordWrong.msg.en,
      data: null,
    });
    const short = await change(staff.password, 'short', 'zh');
    expect(short.json).toEqual({ code: 1002, msg: '密码至少需要 10 个字符', data: null });
    expect((await me(phone)).json.code).toBe(0);

    expect((await change(staff.password, 'a-new-password-1')).json.code).toBe(0);
    expect((await me(phone)).json.code).toBe(1001);
    const still = await me(desk);
    expect(still.json.code).toBe(0);
    expect(still.json.data.passwordChangeRequired).toBe(false);
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(
      2020,
    );
    expect(
      (await login({ userName: staff.userName, password: 'a-new-password-1' })).json.code,
    ).toBe(0);

    const audit = await auditOf(staff.id);
    expect(audit.map((row) => row.action)).toContain('staff.password_change_failed');
    const changed = audit.find((row) => row.action === 'staff.password_changed');
    expect(JSON.parse(changed?.after ?? '{}')).toEqual({ otherSessionsEnded: 1 });
    // No password or hash is in the audit log or the logs.
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').selectAll().execute(),
    );
    for (const secret of [staff.password, 'a-new-password-1', 'scrypt$']) {
      expect(everything).not.toContain(secret);
      expect(logLines.join('')).not.toContain(secret);
    }
  });

  it('refuses bad login input with a localised 1002 that changes nothing', async () => {
    const before = await t.database.db.selectFrom('audit_log').selectAll().execute();
    const cases: [object, string][] = [
      [{ userName: '', password: 'whatever-password' }, 'Please enter the user name'],
      [
        { userName: 'a'.repeat(33), password: 'whatever-password' },
        'A user name has up to 32 lower-case letters, digits, dots, dashes or underscores',
      ],
      [{ userName: 'admin', password: '' }, 'Please enter the password'],
      [{ userName: 'admin', password: 'p'.repeat(129) }, 'The password is too long'],
      [{ userName: 'admin' }, 'Please enter the password'],
    ];
    for (const [body, msg] of cases) {
      expect((await login(body)).json).toEqual({ code: 1002, msg, data: null });
    }
    expect(await t.database.db.selectFrom('audit_log').selectAll().execute()).toEqual(before);
  });
});

describe.each(enginesUnderTest())('staff login rate limit on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false, env: { STAFF_LOGIN_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 1004 to a client address past its logins per minute', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await call(t.app, 'POST', '/console/auth/login', {
        body: { userName: `spray${attempt}`, password: 'spray-password' },
        langue: 'en',
      });
      codes.push(answer.json.code);
    }
    expect(codes).toEqual([2020, 2020, 2020, 1004]);
  });
});
