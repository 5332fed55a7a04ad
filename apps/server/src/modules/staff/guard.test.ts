import { ERRORS, type StaffRole } from '@scenic/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRow } from '#server/modules/staff/tables.ts';
import { registerErrorEnvelope } from '#server/plugins/errors.ts';
import { registerLocale } from '#server/plugins/locale.ts';
import { registerRequireStaff } from '#server/plugins/require-staff.ts';
import type { StaffSessions } from './sessions.ts';

/** Tokens named after the roles their staff member holds: "gate_kitchen-0000000000000000". */
function fakeSessions(): StaffSessions {
  return {
    async resolve(token: string) {
      const roles = token.split('-')[0]?.split('_') ?? [];
      return {
        sessionId: 1,
        staff: { id: 1, user_name: 'someone', roles: JSON.stringify(roles) } as StaffRow,
      };
    },
  } as unknown as StaffSessions;
}

describe('the console guard', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function consoleWith(routes: (app: FastifyInstance) => void) {
    app = Fastify();
    registerLocale(app);
    registerErrorEnvelope(app, '/api');
    registerRequireStaff(app, fakeSessions(), '/api/console');
    await app.register(
      async (api) => {
        routes(api);
      },
      { prefix: '/api' },
    );
    await app.ready();
    return app;
  }

  const as = async (roles: StaffRole[], url = '/api/console/gate/today') => {
    const token = `${roles.join('_')}-${'0'.repeat(16)}`;
    const answer = await app?.inject({
      method: 'GET',
      url,
      headers: { 'x-staff-token': token, langue: 'en' },
    });
    return answer?.json().code as number;
  };

  it('lets in a role the call names, or admin, and refuses the others with 1009', async () => {
    await consoleWith((api) => {
      api.get('/console/gate/today', { preParsing: api.requireStaff('gate') }, async () => ({
        code: 0,
      }));
      api.get(
        '/console/floor/today',
        { preParsing: api.requireStaff('kitchen', 'counter') },
        async () => ({ code: 0 }),
      );
    });
    expect(await as(['gate'])).toBe(0);
    expect(await as(['kitchen', 'gate'])).toBe(0);
    expect(await as(['admin'])).toBe(0);
    expect(await as(['kitchen'])).toBe(ERRORS.staffRoleRefused.code);
    expect(await as(['content', 'counter'])).toBe(ERRORS.staffRoleRefused.code);
    expect(await as(['counter'], '/api/console/floor/today')).toBe(0);
    expect(await as(['gate'], '/api/console/floor/today')).toBe(ERRORS.staffRoleRefused.code);
    const missing = await app?.inject({ method: 'GET', url: '/api/console/gate/today' });
    expect(missing?.json().code).toBe(ERRORS.notLoggedIn.code);
  });

  it('refuses to start with a console call that has no guard', async () => {
    await expect(
      consoleWith((api) => {
        api.get('/console/orders/export', async () => ({ code: 0 }));
      }),
    ).rejects.toThrow('GET /api/console/orders/export is a console call without requireStaff');
  });

  it('starts with a console call marked public, and with guarded calls outside the console', async () => {
    await consoleWith((api) => {
      api.post('/console/auth/login', { config: { staffPublic: true } }, async () => ({ code: 0 }));
      api.get('/index/index/help', async () => ({ code: 0 }));
    });
    const answer = await app?.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      payload: {},
    });
    expect(answer?.json().code).toBe(0);
  });
});
