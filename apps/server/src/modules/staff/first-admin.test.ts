import { ERRORS, VALIDATION_MESSAGES } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { capturedLog } from '#test/log.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PRINTED = /created with the password ([A-Za-z0-9_-]{24}) /;

describe.each(enginesUnderTest())('the first admin on $name', (engine) => {
  let t: TestApp;
  const firstLog = capturedLog();

  beforeAll(async () => {
    // No ADMIN_PASSWORD: a random password, printed once.
    t = await createTestApp(engine, {
      seed: false,
      env: { ADMIN_PASSWORD: '' },
      logger: firstLog.logger,
      firstAdminAsMade: true,
    });
  });
  afterAll(async () => t.close());

  const staffRows = () => t.database.db.selectFrom('staff').selectAll().execute();
  const printedIn = (lines: string[]) =>
    lines.flatMap((line) => {
      const match = PRINTED.exec(line);
      return match?.[1] ? [match[1]] : [];
    });

  it('is made at first start with a random password printed once, which logs in', async () => {
    const printed = printedIn(firstLog.lines);
    expect(printed).toHaveLength(1);
    const password = printed[0] ?? '';
    const rows = await staffRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_name: 'admin',
      roles: '["admin"]',
      enabled: 1,
      password_change_required: 1,
    });
    // Kept as an scrypt hash with its parameters, never as the password.
    expect(rows[0]?.password_hash).toMatch(
      /^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/,
    );
    expect(rows[0]?.password_hash).not.toContain(password);
    const token = await signInStaff(t.app, 'admin', password);
    const me = await call(t.app, 'GET', '/console/auth/me', {
      headers: { 'x-staff-token': token },
    });
    expect(me.json.data).toMatchObject({ userName: 'admin', passwordChangeRequired: true });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.bootstrap')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(password);
    // The password is the only secret in the log: the token of its login is not there.
    expect(firstLog.lines.join('')).not.toContain(token);
  });

  it('is not made again, nor its password printed, by a later start', async () => {
    const later = capturedLog();
    const second = await t.secondInstance({ logger: later.logger });
    await second.close();
    expect(await staffRows()).toHaveLength(1);
    expect(printedIn(later.lines)).toEqual([]);
    expect(later.lines.join('')).not.toContain('first start');
  });

  it('is made once, with one password printed, when several instances start at once on an empty staff table', async () => {
    await t.database.db.deleteFrom('audit_log').execute();
    await t.database.db.deleteFrom('staff').execute();
    const logs = [capturedLog(), capturedLog(), capturedLog()];
    const instances = await Promise.all(
      logs.map((log) => t.secondInstance({ logger: log.logger })),
    );
    await Promise.all(instances.map((instance) => instance.close()));
    const rows = await staffRows();
    expect(rows.map((row) => row.user_name)).toEqual(['admin']);
    const printed = logs.flatMap((log) => printedIn(log.lines));
    expect(printed).toHaveLength(1);
    expect(
      await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'staff.bootstrap')
        .execute(),
    ).toHaveLength(1);
    expect(await signInStaff(t.app, 'admin', printed[0])).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe.each(enginesUnderTest())('the first admin with ADMIN_PASSWORD on $name', (engine) => {
  let t: TestApp;
  const log = capturedLog();
  const chosen = 'chosen-by-the-operator';
  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: false,
      env: { ADMIN_PASSWORD: chosen },
      logger: log.logger,
      firstAdminAsMade: true,
    });
  });
  afterAll(async () => t.close());

  it('takes that password, which never appears in the log, and asks for one of the admin’s own first', async () => {
    const token = await signInStaff(t.app, 'admin', chosen);
    const lines = log.lines.join('');
    expect(lines).toContain('created with ADMIN_PASSWORD');
    expect(lines).not.toContain(chosen);
    const row = await t.database.db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(row.password_change_required).toBe(1);
    // It was in a file or an environment others read: nothing but the change until it is changed.
    const list = await staffCall(t.app, token, 'GET', '/console/staff/list', { langue: 'ma' });
    expect(list.json).toEqual({
      code: ERRORS.staffPasswordChangeRequired.code,
      msg: ERRORS.staffPasswordChangeRequired.msg.ma,
      data: null,
    });
    const changed = await staffCall(t.app, token, 'POST', '/console/auth/password', {
      body: { oldPassword: chosen, newPassword: 'the operator’s own passphrase' },
    });
    expect(changed.json.code).toBe(0);
    expect((await staffCall(t.app, token, 'GET', '/console/staff/list')).json.code).toBe(0);
  });
});

describe.each(enginesUnderTest())('a weak ADMIN_PASSWORD on $name', (engine) => {
  it('stops the first start, naming the setting and why', async () => {
    for (const [password, why] of [
      ['1234567890', VALIDATION_MESSAGES.staffPasswordCommon.en],
      ['admin12345', VALIDATION_MESSAGES.staffPasswordPersonal.en],
    ] as const) {
      await expect(
        createTestApp(engine, { seed: false, env: { ADMIN_PASSWORD: password } }),
      ).rejects.toThrow(`ADMIN_PASSWORD is too easy to guess: ${why}`);
    }
  });
});
