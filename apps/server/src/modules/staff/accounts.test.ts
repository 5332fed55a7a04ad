import { ERRORS, staffListSchema, staffSchema, VALIDATION_MESSAGES } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe.each(enginesUnderTest())('staff accounts on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let adminId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: false,
    });
    admin = await signInStaff(t.app);
    adminId = (await staffCall(t.app, admin, 'GET', '/console/auth/me')).json.data.id;
  });
  afterAll(async () => t.close());

  const post = (token: string, url: string, body: object, langue = 'en') =>
    staffCall(t.app, token, 'POST', url, { body, langue });
  const create = (body: object, langue = 'en') =>
    post(admin, '/console/staff/create', body, langue);
  const tables = async () => ({
    staff: await t.database.db.selectFrom('staff').selectAll().orderBy('id').execute(),
    sessions: await t.database.db.selectFrom('staff_session').selectAll().orderBy('id').execute(),
    audit: await t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  });
  const lastAudit = () =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('lets an admin create staff with several roles, who then log in and must pick a password', async () => {
    const created = await create({
      userName: 'Mei.Ling',
      displayName: 'Mei Ling',
      roles: ['kitchen', 'counter', 'kitchen'],
      password: 'first-password-1',
    });
    expect(created.json.code).toBe(0);
    const staff = staffSchema.parse(created.json.data);
    expect(staff).toMatchObject({
      userName: 'mei.ling',
      displayName: 'Mei Ling',
      roles: ['kitchen', 'counter'],
      enabled: true,
      passwordChangeRequired: true,
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      staff_id: adminId,
      action: 'staff.created',
      target: `staff:${staff.id}`,
    });
    expect(JSON.parse(entry.after ?? '')).toEqual({
      userName: 'mei.ling',
      displayName: 'Mei Ling',
      roles: ['kitchen', 'counter'],
      enabled: true,
    });
    expect(JSON.stringify(entry)).not.toContain('first-password-1');

    const token = await signInStaff(t.app, 'mei.ling', 'first-password-1');
    const me = await staffCall(t.app, token, 'GET', '/console/auth/me');
    expect(me.json.data.passwordChangeRequired).toBe(true);

    const list = await staffCall(t.app, admin, 'GET', '/console/staff/list');
    const names = staffListSchema.parse(list.json.data).list.map((s) => s.userName);
    expect(names).toEqual(['admin', 'mei.ling']);

    const again = await create(
      { userName: 'mei.ling', displayName: 'Other', roles: ['gate'], password: 'first-password-2' },
      'zh',
    );
    expect(again.json).toEqual({ code: 2024, msg: ERRORS.staffUserNameTaken.msg.zh, data: null });
  });

  it('refuses the admin calls to every other role with a localised 1009, changing nothing', async () => {
    await create({
      userName: 'gatekeeper',
      displayName: 'Gate',
      roles: ['gate', 'content', 'kitchen', 'counter'],
      password: 'ticket-barrier-pass-1',
    });
    const gate = await signInStaff(t.app, 'gatekeeper', 'ticket-barrier-pass-1');
    const before = await tables();
    const attempts = [
      staffCall(t.app, gate, 'GET', '/console/staff/list', { langue: 'en' }),
      staffCall(t.app, gate, 'GET', '/console/audit/list', { langue: 'en' }),
      post(gate, '/console/staff/create', {
        userName: 'sneaky',
        displayName: 'S',
        roles: ['admin'],
        password: 'sneaky-password',
      }),
      post(gate, '/console/staff/roles', { id: 1, roles: ['gate'] }),
      post(gate, '/console/staff/enabled', { id: 1, enabled: false }),
      post(gate, '/console/staff/password', { id: 1, password: 'sneaky-password' }),
      // The role is checked before the body: a bad one is still "no access".
      post(gate, '/console/staff/create', { userName: '' }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.json).toEqual({ code: 1009, msg: ERRORS.staffRoleRefused.msg.en, data: null });
    }
    for (const langue of ['zh', 'ma'] as const) {
      const answer = await staffCall(t.app, gate, 'GET', '/console/staff/list', { langue });
      expect(answer.json.msg).toBe(ERRORS.staffRoleRefused.msg[langue]);
    }
    const after = await tables();
    expect(after.staff).toEqual(before.staff);
    expect(after.audit).toEqual(before.audit);
    // Every signed-in staff member reaches their own calls.
    expect((await staffCall(t.app, gate, 'GET', '/console/auth/me')).json.code).toBe(0);
  });

  it('changes roles, which apply to the sessions already open', async () => {
    const made = await createStaff(t.app, admin, {
      userName: 'promoted',
      roles: ['gate'],
      password: 'rising-star-pass-1',
    });
    const token = made.token;
    expect((await staffCall(t.app, token, 'GET', '/console/staff/list')).json.code).toBe(1009);
    const changed = await post(admin, '/console/staff/roles', {
      id: made.id,
      roles: ['admin', 'gate'],
    });
    expect(changed.json.data.roles).toEqual(['admin', 'gate']);
    expect((await staffCall(t.app, token, 'GET', '/console/staff/list')).json.code).toBe(0);
    const entry = await lastAudit();
    expect(entry.action).toBe('staff.roles_changed');
    expect(JSON.parse(entry.before ?? '')).toEqual({ roles: ['gate'] });
    expect(JSON.parse(entry.after ?? '')).toEqual({ roles: ['admin', 'gate'] });
    await post(admin, '/console/staff/roles', { id: made.id, roles: ['gate'] });
    expect((await staffCall(t.app, token, 'GET', '/console/staff/list')).json.code).toBe(1009);
  });

  it('disables an account, ending its sessions and refusing its logins, and enables it again', async () => {
    const made = await create({
      userName: 'seasonal',
      displayName: 'S',
      roles: ['counter'],
      password: 'winter-shift-pass-1',
    });
    const id = made.json.data.id;
    const token = await signInStaff(t.app, 'seasonal', 'winter-shift-pass-1');
    const off = await post(admin, '/console/staff/enabled', { id, enabled: false });
    expect(off.json.data.enabled).toBe(false);
    expect(JSON.parse((await lastAudit()).after ?? '')).toEqual({
      enabled: false,
      sessionsEnded: 1,
    });
    expect((await staffCall(t.app, token, 'GET', '/console/auth/me')).json.code).toBe(1001);
    const login = (password: string) =>
      call(t.app, 'POST', '/console/auth/login', {
        body: { userName: 'seasonal', password },
        langue: 'en',
      });
    // The right password is told the account is off; a wrong one learns nothing.
    expect((await login('winter-shift-pass-1')).json).toEqual({
      code: 2022,
      msg: ERRORS.staffDisabled.msg.en,
      data: null,
    });
    expect((await login('wrong-password')).json.code).toBe(2020);
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('staff_id', '=', id)
      .where('action', '=', 'staff.login_failed')
      .orderBy('id')
      .execute();
    expect(refused.map((row) => JSON.parse(row.after ?? '{}'))).toEqual([
      { disabled: true },
      { failures: 1 },
    ]);
    expect(
      (await post(admin, '/console/staff/enabled', { id, enabled: true })).json.data.enabled,
    ).toBe(true);
    expect((await lastAudit()).action).toBe('staff.enabled');
    expect((await login('winter-shift-pass-1')).json.code).toBe(0);
  });

  it('resets a password: sessions end, a lock-out lifts, and a new password is asked for', async () => {
    const made = await create({
      userName: 'forgetful',
      displayName: 'F',
      roles: ['gate'],
      password: 'misplaced-pass-1',
    });
    const id = made.json.data.id;
    const token = await signInStaff(t.app, 'forgetful', 'misplaced-pass-1');
    const login = (password: string) =>
      call(t.app, 'POST', '/console/auth/login', { body: { userName: 'forgetful', password } });
    for (let attempt = 0; attempt < 5; attempt++) await login('wrong-password');
    expect((await login('misplaced-pass-1')).json.code).toBe(2021);
    const reset = await post(admin, '/console/staff/password', {
      id,
      password: 'brand-new-pass-1',
    });
    expect(reset.json.data).toMatchObject({ lockedUntil: null, passwordChangeRequired: true });
    expect((await lastAudit()).action).toBe('staff.password_reset');
    expect((await staffCall(t.app, token, 'GET', '/console/auth/me')).json.code).toBe(1001);
    expect((await login('misplaced-pass-1')).json.code).toBe(2020);
    expect((await login('brand-new-pass-1')).json.code).toBe(0);
  });

  it('refuses first passwords and resets that are easy to guess, saying why in the admin’s language, changing nothing', async () => {
    const body = { userName: 'mei.lin', displayName: 'Mei Lin Tan', roles: ['gate'] };
    const before = await tables();
    const cases = [
      ['aaaaaaaaaa', 'staffPasswordRepeats'],
      ['1234567890', 'staffPasswordCommon'],
      ['password12', 'staffPasswordCommon'],
      ['qwertyuiop', 'staffPasswordCommon'],
      ['abcdefghijk', 'staffPasswordSequence'],
      ['mei.lin2026!', 'staffPasswordPersonal'],
      ['MeiLinTan99', 'staffPasswordPersonal'],
    ] as const;
    for (const [password, why] of cases) {
      for (const langue of ['en', 'zh', 'ma'] as const) {
        const answer = await create({ ...body, password }, langue);
        expect(answer.json, `${password} in ${langue}`).toEqual({
          code: ERRORS.staffPasswordWeak.code,
          msg: VALIDATION_MESSAGES[why][langue],
          data: null,
        });
      }
    }
    expect(await tables()).toEqual(before);
    const made = await create({ ...body, password: 'tamarind ferry lantern' });
    expect(made.json.code).toBe(0);
    const afterCreate = await tables();
    // A reset by an admin meets the same rule, with the account's own names.
    for (const [password, why] of [
      ['aaaaaaaaaa', 'staffPasswordRepeats'],
      ['1234567890', 'staffPasswordCommon'],
      ['mei.lin.mei.lin', 'staffPasswordPersonal'],
      ['LinTan-2026', 'staffPasswordPersonal'],
    ] as const) {
      const reset = await post(
        admin,
        '/console/staff/password',
        { id: made.json.data.id, password },
        'zh',
      );
      expect(reset.json, password).toEqual({
        code: ERRORS.staffPasswordWeak.code,
        msg: VALIDATION_MESSAGES[why].zh,
        data: null,
      });
    }
    expect(await tables()).toEqual(afterCreate);
  });

  it('never leaves the console without an enabled admin', async () => {
    const lone = await createTestApp(engine, { seed: false });
    try {
      const token = await signInStaff(lone.app);
      const id = (await staffCall(lone.app, token, 'GET', '/console/auth/me')).json.data.id;
      const before = await lone.database.db.selectFrom('staff').selectAll().execute();
      for (const [url, body] of [
        ['/console/staff/enabled', { id, enabled: false }],
        ['/console/staff/roles', { id, roles: ['gate'] }],
      ] as const) {
        const answer = await staffCall(lone.app, token, 'POST', url, { body, langue: 'en' });
        expect(answer.json).toEqual({ code: 2025, msg: ERRORS.lastAdmin.msg.en, data: null });
      }
      expect(await lone.database.db.selectFrom('staff').selectAll().execute()).toEqual(before);
      expect(
        await lone.database.db
          .selectFrom('audit_log')
          .select('action')
          .where('action', 'in', ['staff.disabled', 'staff.roles_changed'])
          .execute(),
      ).toEqual([]);
    } finally {
      await lone.close();
    }
  });

  it('are in the API document, each console call but the login with the staff header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.staffToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-staff-token',
    });
    const consoleCalls = Object.entries<Record<string, { security?: unknown }>>(doc.paths)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, op]) => [`${method} ${path}`, op.security]),
      );
    // Every console call but the login names the staff header; these are among them.
    for (const [call, security] of consoleCalls) {
      expect([call, security]).toEqual([
        call,
        call === 'post /api/console/auth/login' ? undefined : [{ staffToken: [] }],
      ]);
    }
    expect(consoleCalls.map(([call]) => call)).toEqual(
      expect.arrayContaining([
        'post /api/console/auth/login',
        'post /api/console/auth/logout',
        'get /api/console/auth/me',
        'post /api/console/auth/password',
        'get /api/console/staff/list',
        'post /api/console/staff/create',
        'post /api/console/staff/roles',
        'post /api/console/staff/enabled',
        'post /api/console/staff/password',
        'get /api/console/audit/list',
      ]),
    );
  });

  it('refuses bad input with a localised 1002 that changes nothing', async () => {
    const ok = {
      userName: 'newcomer',
      displayName: 'New',
      roles: ['gate'],
      password: 'fresh-face-pass-1',
    };
    const cases: [string, object, Record<'zh' | 'en' | 'ma', string>][] = [
      [
        '/console/staff/create',
        { ...ok, userName: '' },
        { zh: '请输入用户名', en: 'Please enter the user name', ma: 'Sila masukkan nama pengguna' },
      ],
      [
        '/console/staff/create',
        { ...ok, userName: '   ' },
        { zh: '请输入用户名', en: 'Please enter the user name', ma: 'Sila masukkan nama pengguna' },
      ],
      [
        '/console/staff/create',
        { ...ok, userName: 'n'.repeat(33) },
        {
          zh: '用户名最多 32 个字符，只能包含小写字母、数字、点、横线和下划线',
          en: 'A user name has up to 32 lower-case letters, digits, dots, dashes or underscores',
          ma: 'Nama pengguna mempunyai sehingga 32 huruf kecil, digit, titik, sengkang atau garis bawah',
        },
      ],
      [
        '/console/staff/create',
        { ...ok, userName: 'has space' },
        {
          zh: '用户名最多 32 个字符，只能包含小写字母、数字、点、横线和下划线',
          en: 'A user name has up to 32 lower-case letters, digits, dots, dashes or underscores',
          ma: 'Nama pengguna mempunyai sehingga 32 huruf kecil, digit, titik, sengkang atau garis bawah',
        },
      ],
      [
        '/console/staff/create',
        { ...ok, password: 'short-9ch' },
        {
          zh: '密码至少需要 10 个字符',
          en: 'The password needs at least 10 characters',
          ma: 'Kata laluan memerlukan sekurang-kurangnya 10 aksara',
        },
      ],
      [
        '/console/staff/create',
        { ...ok, roles: ['cashier'] },
        {
          zh: '角色只能是 admin、content、gate、kitchen 或 counter',
          en: 'A role is one of admin, content, gate, kitchen or counter',
          ma: 'Peranan ialah salah satu daripada admin, content, gate, kitchen atau counter',
        },
      ],
      [
        '/console/staff/create',
        { ...ok, roles: [] },
        {
          zh: '请至少选择一个角色',
          en: 'Please choose at least one role',
          ma: 'Sila pilih sekurang-kurangnya satu peranan',
        },
      ],
      [
        '/console/staff/create',
        { ...ok, displayName: '' },
        { zh: '请输入姓名', en: 'Please enter your name', ma: 'Sila masukkan nama' },
      ],
      [
        '/console/staff/roles',
        { id: adminId, roles: ['gate', 'superuser'] },
        {
          zh: '角色只能是 admin、content、gate、kitchen 或 counter',
          en: 'A role is one of admin, content, gate, kitchen or counter',
          ma: 'Peranan ialah salah satu daripada admin, content, gate, kitchen atau counter',
        },
      ],
      [
        '/console/staff/password',
        { id: adminId, password: 'tiny' },
        {
          zh: '密码至少需要 10 个字符',
          en: 'The password needs at least 10 characters',
          ma: 'Kata laluan memerlukan sekurang-kurangnya 10 aksara',
        },
      ],
    ];
    const before = await tables();
    for (const [url, body, msg] of cases) {
      for (const langue of ['zh', 'en', 'ma'] as const) {
        const answer = await post(admin, url, body, langue);
        expect(answer.json, `${url} ${JSON.stringify(body)} ${langue}`).toEqual({
          code: 1002,
          msg: msg[langue],
          data: null,
        });
      }
    }
    const unknown = await post(admin, '/console/staff/roles', { id: 2_000_000, roles: ['gate'] });
    expect(unknown.json.code).toBe(ERRORS.notFound.code);
    const after = await tables();
    expect(after.staff).toEqual(before.staff);
    expect(after.audit).toEqual(before.audit);
  });
});
