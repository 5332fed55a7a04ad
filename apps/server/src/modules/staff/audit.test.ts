import { auditListSchema, ERRORS } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#test/test-app.ts';

const HOUR = 3_600_000;

describe.each(enginesUnderTest())('the audit log on $name', (engine) => {
  let t: TestApp;
  // 23:30 on 22 November at the attraction (+08:00).
  let clock = Date.parse('2026-11-22T15:30:00Z');
  let admin = '';
  let gateId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: false,
      clock: () => clock,
    });
    admin = await signInStaff(t.app);
    const made = await staffCall(t.app, admin, 'POST', '/console/staff/create', {
      body: {
        userName: 'gate1',
        displayName: 'Gate',
        roles: ['gate'],
        password: 'ticket-barrier-pass-1',
      },
    });
    gateId = made.json.data.id;
    await call(t.app, 'POST', '/console/auth/login', {
      body: { userName: 'gate1', password: 'wrong-password' },
    });
    // An hour later it is 23 November at the attraction.
    clock += HOUR;
    const gate = await signInStaff(t.app, 'gate1', 'ticket-barrier-pass-1');
    await staffCall(t.app, gate, 'POST', '/console/auth/password', {
      body: { oldPassword: 'ticket-barrier-pass-1', newPassword: 'turnstile-pass-2' },
    });
    await staffCall(t.app, admin, 'POST', '/console/staff/roles', {
      body: { id: gateId, roles: ['gate', 'kitchen'] },
    });
  });
  afterAll(async () => t.close());

  const list = async (query = '', token = admin) => {
    const answer = await staffCall(t.app, token, 'GET', `/console/audit/list${query}`, {
      langue: 'en',
    });
    return answer.json;
  };

  it('lists every change newest first, with who did it, to what, and before and after', async () => {
    const answer = await list();
    expect(answer.code).toBe(0);
    const page = auditListSchema.parse(answer.data);
    expect(page.list.map((entry) => [entry.staffUserName, entry.action])).toEqual([
      ['admin', 'staff.roles_changed'],
      ['gate1', 'staff.password_changed'],
      ['gate1', 'staff.login'],
      ['gate1', 'staff.login_failed'],
      ['admin', 'staff.created'],
      ['admin', 'staff.login'],
      ['admin', 'staff.bootstrap'],
    ]);
    expect(page.list[0]).toMatchObject({
      target: `staff:${gateId}`,
      before: { roles: ['gate'] },
      after: { roles: ['gate', 'kitchen'] },
      createdAt: new Date(clock).toISOString(),
    });
    expect(page.list[0]?.ip).toBe('127.0.0.1');
    expect(page.total).toBe(7);
    const everything = JSON.stringify(page);
    for (const secret of [
      TEST_ADMIN_PASSWORD,
      'ticket-barrier-pass-1',
      'turnstile-pass-2',
      'wrong-password',
      'scrypt$',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by staff member, action and days at the attraction, and pages', async () => {
    const byGate = await list(`?staffId=${gateId}`);
    expect(byGate.data.list.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.password_changed',
      'staff.login',
      'staff.login_failed',
    ]);
    const logins = await list('?action=staff.login');
    expect(logins.data.total).toBe(2);
    const first = await list('?from=2026-11-22&to=2026-11-22');
    expect(first.data.list.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.login_failed',
      'staff.created',
      'staff.login',
      'staff.bootstrap',
    ]);
    const second = await list('?from=2026-11-23');
    expect(second.data.total).toBe(3);
    const paged = await list('?limit=2&page=2');
    expect(paged.data).toMatchObject({ total: 7, page: 2, limit: 2 });
    expect(paged.data.list.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.login',
      'staff.login_failed',
    ]);
  });

  it('is read by admins only, and refuses bad filters with 1002', async () => {
    const gate = await signInStaff(t.app, 'gate1', 'turnstile-pass-2');
    expect((await list('', gate)).code).toBe(ERRORS.staffRoleRefused.code);
    for (const query of [
      '?action=drop.tables',
      '?from=2026-02-30',
      '?from=2026-11-23&to=2026-11-22',
      '?limit=51',
      '?staffId=0',
    ]) {
      const answer = await list(query);
      expect(answer.code, query).toBe(1002);
    }
  });
});
