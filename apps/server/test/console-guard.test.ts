import { ERRORS, STAFF_TOKEN_HEADER } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './call.ts';
import { enginesUnderTest } from './engines.ts';
import { createStaff, signInStaff, staffCall } from './staff.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signIn } from './visitors.ts';

/**
 * Every console call the API documents, as it is and as later work adds them: without a staff
 * session, with a visitor's token (in either header) and with a staff session whose role has no
 * screen in the console yet, each is refused before it reads anything.
 */

/** Calls any signed-in staff member may make, whatever their roles. */
const ANY_STAFF = new Set([
  'GET /console/auth/me',
  'POST /console/auth/logout',
  'POST /console/auth/password',
]);
/** One staff member per role that is not admin; each call is tried by one its guard does not name. */
const ONE_ROLE = ['gate', 'kitchen', 'counter', 'content'] as const;
const PUBLIC = new Set(['POST /console/auth/login']);
const PASSWORD = 'guard-walk-password-123';

for (const engine of enginesUnderTest()) {
  describe(`every console call is guarded (${engine.name})`, () => {
    let t: TestApp;
    let visitor: string;
    const byRole = new Map<string, string>();
    let calls: { method: 'GET' | 'POST'; path: string }[] = [];

    beforeAll(async () => {
      t = await createTestApp(engine);
      visitor = await signIn(t.app, t.database.db, `guard-${engine.name}@example.com`);
      const admin = await signInStaff(t.app);
      for (const role of ONE_ROLE) {
        const made = await createStaff(t.app, admin, {
          userName: `only-${role}`,
          roles: [role],
          password: PASSWORD,
        });
        byRole.set(role, made.token);
      }
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      calls = Object.entries<Record<string, unknown>>(doc.paths)
        .filter(([path]) => path.startsWith('/api/console/'))
        .flatMap(([path, byMethod]) =>
          Object.keys(byMethod).map((method) => ({
            method: method.toUpperCase() as 'GET' | 'POST',
            path: path.replace(/^\/api/, ''),
          })),
        )
        .filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`));
    });
    afterAll(async () => t.close());

    it('finds the console calls in the API document', () => {
      expect(calls.length).toBeGreaterThan(20);
      expect(calls.map((c) => c.path)).toContain('/console/gate/checkin');
      expect(calls.map((c) => c.path)).toContain('/console/content/banners/save');
    });

    it('refuses each without a staff session, and with a visitor’s token in either header', async () => {
      const headerSets: Record<string, string>[] = [
        {},
        { token: visitor },
        { [STAFF_TOKEN_HEADER]: visitor },
      ];
      for (const { method, path } of calls) {
        for (const headers of headerSets) {
          const answer = await call(t.app, method, path, { headers, langue: 'en', body: {} });
          expect(answer.json.code, `${method} ${path} ${Object.keys(headers)}`).toBe(
            ERRORS.notLoggedIn.code,
          );
          expect(answer.json.msg).toBe(ERRORS.notLoggedIn.msg.en);
        }
      }
    });

    it('refuses each but "me", the password change and logout to a first password not yet changed, even an admin’s, changing nothing', async () => {
      const admin = await signInStaff(t.app);
      const first = 'a first password given in person';
      const made = await staffCall(t.app, admin, 'POST', '/console/staff/create', {
        body: { userName: 'new-admin', displayName: 'New', roles: ['admin'], password: first },
      });
      expect(made.json.code).toBe(0);
      const login = await call(t.app, 'POST', '/console/auth/login', {
        body: { userName: 'new-admin', password: first },
      });
      expect(login.json.data.staff.passwordChangeRequired).toBe(true);
      const token = login.json.data.token as string;
      const staffBefore = await t.database.db.selectFrom('staff').select('id').execute();
      for (const { method, path } of calls) {
        if (ANY_STAFF.has(`${method} ${path}`)) continue;
        const answer = await staffCall(t.app, token, method, path, { langue: 'zh', body: {} });
        expect(answer.json.code, `${method} ${path}`).toBe(ERRORS.staffPasswordChangeRequired.code);
        expect(answer.json.msg).toBe(ERRORS.staffPasswordChangeRequired.msg.zh);
      }
      // With a body that would otherwise make another admin: nothing is made.
      const another = await staffCall(t.app, token, 'POST', '/console/staff/create', {
        langue: 'en',
        body: { userName: 'sneaky', displayName: 'Sneaky', roles: ['admin'], password: first },
      });
      expect(another.json).toEqual({
        code: ERRORS.staffPasswordChangeRequired.code,
        msg: ERRORS.staffPasswordChangeRequired.msg.en,
        data: null,
      });
      expect(await t.database.db.selectFrom('staff').select('id').execute()).toEqual(staffBefore);
      const me = await staffCall(t.app, token, 'GET', '/console/auth/me');
      expect(me.json.data).toMatchObject({ userName: 'new-admin', passwordChangeRequired: true });
      // Once the password is the admin's own, the same session opens the console.
      const changed = await staffCall(t.app, token, 'POST', '/console/auth/password', {
        body: { oldPassword: first, newPassword: 'my own tamarind lantern' },
      });
      expect(changed.json.code).toBe(0);
      expect((await staffCall(t.app, token, 'GET', '/console/staff/list')).json.code).toBe(0);
      const out = await staffCall(t.app, token, 'POST', '/console/auth/logout');
      expect(out.json.code).toBe(0);
    });

    it('lets a session whose first password is unchanged log out', async () => {
      const admin = await signInStaff(t.app);
      const first = 'another first password given';
      await staffCall(t.app, admin, 'POST', '/console/staff/create', {
        body: { userName: 'leaver', displayName: 'Leaver', roles: ['gate'], password: first },
      });
      const token = await signInStaff(t.app, 'leaver', first);
      expect((await staffCall(t.app, token, 'POST', '/console/auth/logout')).json.code).toBe(0);
      expect((await staffCall(t.app, token, 'GET', '/console/auth/me')).json.code).toBe(
        ERRORS.notLoggedIn.code,
      );
    });

    it('refuses each to a role it does not serve, with a localised 1009', async () => {
      for (const { method, path } of calls) {
        const roles = t.app.consoleRoles.get(`${method} /api${path}`);
        expect(roles, `${method} ${path} has a guard`).toBeDefined();
        if (ANY_STAFF.has(`${method} ${path}`)) {
          expect(roles).toEqual([]);
          continue;
        }
        const outsider = ONE_ROLE.find((role) => !roles?.includes(role));
        expect(outsider, `${method} ${path} names a role`).toBeDefined();
        const token = byRole.get(outsider ?? '') ?? '';
        const answer = await staffCall(t.app, token, method, path, { langue: 'ma', body: {} });
        expect(answer.json.code, `${method} ${path} as ${outsider}`).toBe(
          ERRORS.staffRoleRefused.code,
        );
        expect(answer.json.msg).toBe(ERRORS.staffRoleRefused.msg.ma);
      }
    });
  });
}
