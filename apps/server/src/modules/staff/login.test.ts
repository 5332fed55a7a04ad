import { Writable } from 'node:stream';
import { ERRORS, staffLoginDataSchema, staffSchema, VALIDATION_MESSAGES } from '@scenic/contracts';
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
      logger: { ...(loggerOptions('info') as object), stream },
    });
  });
  afterAll(async () => t.close());

  /** A login from the attendant's own desk (127.0.0.1) or from `remoteAddress`. */
  const login = (body: object, langue = 'en', remoteAddress?: string) =>
    call(t.app, 'POST', '/console/auth/login', {
      body,
      langue,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const me = (token: string | null, headers: Record<string, string> = {}) =>
    staffCall(t.app, token, 'GET', '/console/auth/me', { langue: 'en', headers });
  /** A gate attendant of their own, so lock-outs in one test do not lock another's account. */
  let made = 0;
  async function newStaff(roles: string[] = ['gate']) {
    const adminToken = await signInStaff(t.app);
    const userName = `gate${++made}`;
    const password = `tropical orchid ${made} kettle`;
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

  const ELSEWHERE = '203.0.113.9';
  const lockData = (minutes: number) => ({
    lockedUntil: new Date(clock + minutes * MINUTE).toISOString(),
  });

  it('makes an address wait fifteen minutes after five wrong passwords from it, while the owner signs in from another', async () => {
    const staff = await newStaff();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await login(
        { userName: staff.userName, password: `wrong-${attempt}` },
        'en',
        ELSEWHERE,
      );
      expect(answer.json.code).toBe(2020);
    }
    // That address waits: even the right password is refused, and the answer says until when.
    const locked = await login(
      { userName: staff.userName, password: staff.password },
      'en',
      ELSEWHERE,
    );
    expect(locked.json).toEqual({ code: 2021, msg: ERRORS.staffLocked.msg.en, data: lockData(15) });
    const ma = await login({ userName: staff.userName, password: staff.password }, 'ma', ELSEWHERE);
    expect(ma.json.msg).toBe(ERRORS.staffLocked.msg.ma);
    // The owner, at their own desk, is not held back by guesses made elsewhere.
    const owner = await login({ userName: staff.userName, password: staff.password });
    expect(owner.json.code).toBe(0);
    const audit = await auditOf(staff.id);
    const failures = audit.filter((row) => row.action === 'staff.login_failed');
    // Five wrong passwords, then the two attempts refused while locked, which are not checked.
    expect(failures.map((row) => JSON.parse(row.after ?? '{}'))).toEqual([
      { failures: 1 },
      { failures: 2 },
      { failures: 3 },
      { failures: 4 },
      { failures: 5 },
      lockData(15),
      lockData(15),
    ]);
    expect(
      audit
        .filter((row) => row.action === 'staff.locked')
        .map((row) => JSON.parse(row.after ?? '{}')),
    ).toEqual([{ failures: 5, ...lockData(15) }]);

    clock += 14 * MINUTE;
    expect(
      (await login({ userName: staff.userName, password: staff.password }, 'en', ELSEWHERE)).json
        .code,
    ).toBe(2021);
    clock += 1 * MINUTE;
    const after = await login(
      { userName: staff.userName, password: staff.password },
      'en',
      ELSEWHERE,
    );
    expect(after.json.code).toBe(0);
    expect((await auditOf(staff.id)).at(-1)?.action).toBe('staff.login');
  });

  it('doubles the wait with each further wrong password from that address, up to a day', async () => {
    const staff = await newStaff();
    const guess = () =>
      login({ userName: staff.userName, password: 'still-guessing' }, 'en', ELSEWHERE);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await guess()).json.code).toBe(2020);
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      // Each wrong password once the wait is over starts a wait twice as long.
      const wrong = await guess();
      expect(wrong.json.code).toBe(2020);
      const refused = await guess();
      expect(refused.json.code).toBe(2021);
      const minutes = (Date.parse(refused.json.data.lockedUntil) - clock) / MINUTE;
      waits.push(minutes);
      clock += minutes * MINUTE;
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    // After all that, the right password from there still works once its wait is over.
    expect(
      (await login({ userName: staff.userName, password: staff.password }, 'en', ELSEWHERE)).json
        .code,
    ).toBe(0);
  });

  it('answers a name nobody holds exactly as a held one, at every step of a lock-out', async () => {
    const staff = await newStaff();
    const steps = async (userName: string) => {
      const answers: unknown[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        answers.push(
          (await login({ userName, password: `wrong-${attempt}` }, 'en', ELSEWHERE)).json,
        );
      }
      return answers;
    };
    const held = await steps(staff.userName);
    const nobody = await steps('nobody-at-all');
    expect(nobody).toEqual(held);
    expect((held as { code: number }[]).map((answer) => answer.code)).toEqual([
      2020, 2020, 2020, 2020, 2020, 2021, 2021,
    ]);
    // The name typed for an unknown account is kept nowhere (it may be a password typed there),
    // and the counts keep no name at all, only a keyed hash.
    const audit = JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
    expect(audit).not.toContain('nobody-at-all');
    const counts = JSON.stringify(
      await t.database.db.selectFrom('staff_login_throttle').selectAll().execute(),
    );
    expect(counts).not.toContain('nobody-at-all');
    expect(counts).not.toContain(staff.userName);
  });

  it('counts wrong passwords in a row: a right one between them, or a quiet day, starts again', async () => {
    const staff = await newStaff();
    const wrong = () => login({ userName: staff.userName, password: 'wrong-password' });
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(0);
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    clock += 24 * HOUR + MINUTE;
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrong()).json.code).toBe(2020);
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(0);
  });

  it('takes at most five guesses from an address even when they arrive at once', async () => {
    const staff = await newStaff();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login({ userName: staff.userName, password: `parallel-guess-${index}` }, 'en', ELSEWHERE),
      ),
    );
    const codes = answers.map((answer) => answer.json.code);
    expect(codes.filter((code) => code === 2020)).toHaveLength(5);
    expect(codes.filter((code) => code === 2021)).toHaveLength(7);
  });

  it('counts wrong current passwords of a password change like wrong logins', async () => {
    const staff = await newStaff();
    const token = await signInStaff(t.app, staff.userName, staff.password);
    const change = (oldPassword: string) =>
      staffCall(t.app, token, 'POST', '/console/auth/password', {
        body: { oldPassword, newPassword: 'a brand new lantern path' },
        langue: 'en',
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await change(`guess-${attempt}`)).json.code).toBe(2023);
    }
    // A stolen session can guess no further, not even with the right password, nor by logging in.
    expect((await change(staff.password)).json).toEqual({
      code: 2021,
      msg: ERRORS.staffLocked.msg.en,
      data: lockData(15),
    });
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(
      2021,
    );
    expect((await auditOf(staff.id)).filter((row) => row.action === 'staff.locked')).toHaveLength(
      1,
    );
    // The owner elsewhere is not held back.
    expect(
      (await login({ userName: staff.userName, password: staff.password }, 'en', ELSEWHERE)).json
        .code,
    ).toBe(0);
  });

  it('lets an admin lift a lock-out from every address, on record', async () => {
    const staff = await newStaff();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login({ userName: staff.userName, password: `wrong-${attempt}` });
      await login({ userName: staff.userName, password: `wrong-${attempt}` }, 'en', ELSEWHERE);
    }
    const admin = await signInStaff(t.app);
    const listed = async () =>
      (
        (await staffCall(t.app, admin, 'GET', '/console/staff/list')).json.data.list as {
          id: number;
          lockedUntil: string | null;
        }[]
      ).find((row) => row.id === staff.id);
    expect((await listed())?.lockedUntil).toBe(lockData(15).lockedUntil);
    const unlocked = await staffCall(t.app, admin, 'POST', '/console/staff/unlock', {
      body: { id: staff.id },
    });
    expect(unlocked.json.code).toBe(0);
    expect(unlocked.json.data).toMatchObject({ id: staff.id, lockedUntil: null });
    expect((await listed())?.lockedUntil).toBeNull();
    expect((await login({ userName: staff.userName, password: staff.password })).json.code).toBe(0);
    expect(
      (await login({ userName: staff.userName, password: staff.password }, 'en', ELSEWHERE)).json
        .code,
    ).toBe(0);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.unlocked')
      .where('target', '=', `staff:${staff.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before ?? '{}')).toEqual(lockData(15));
    const missing = await staffCall(t.app, admin, 'POST', '/console/staff/unlock', {
      body: { id: 999_999 },
    });
    expect(missing.json.code).toBe(1003);
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
    for (const [password, why] of [
      [staff.password, 'staffPasswordSame'],
      ['password12', 'staffPasswordCommon'],
      [`${staff.userName}${staff.userName}`, 'staffPasswordPersonal'],
      // The park's name, in any of its languages, is the first thing a guesser tries.
      ['BukitAwan2026', 'staffPasswordPersonal'],
      ['taman hutan hujan bukit awan', 'staffPasswordPersonal'],
    ] as const) {
      expect((await change(staff.password, password, 'ma')).json, password).toEqual({
        code: ERRORS.staffPasswordWeak.code,
        msg: VALIDATION_MESSAGES[why].ma,
        data: null,
      });
    }
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
    expect(JSON.parse(changed?.after ?? '{}')).toEqual({
      otherSessionsEnded: 1,
      firstPassword: true,
    });
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
