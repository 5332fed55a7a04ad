import { STAFF_TOKEN_HEADER, type StaffRole } from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import type { SignedInStaff, StaffSessions } from '#server/modules/staff/sessions.ts';
import { parseRoles } from '#server/modules/staff/staff-view.ts';
import { parseSessionToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a console call, set by `requireStaff`. */
    staff: SignedInStaff | null;
  }
  interface FastifyInstance {
    /**
     * preParsing hook of a console call: answers 1001 without a live staff session (none, forged,
     * expired, ended, or a visitor's token), 1009 when the account holds none of `roles` (`admin`
     * holds them all; no roles: any signed-in staff member), and 2027 while the account's first
     * password is unchanged (but for the calls marked `beforePasswordChange`). Runs before the
     * body is read, so a caller without access learns nothing of the call.
     */
    requireStaff(...roles: StaffRole[]): StaffGuard;
    /** Each console call (`POST /api/console/...`) and the roles its guard lets in ([]: any staff). */
    consoleRoles: Map<string, readonly StaffRole[]>;
  }
  interface FastifyContextConfig {
    /** A console call anyone may make (the login itself); every other one needs `requireStaff`. */
    staffPublic?: boolean;
    /**
     * One of the few calls a session may make before its first password is changed (who am I,
     * change it, log out); every other answers 2027 until then.
     */
    beforePasswordChange?: boolean;
  }
}

const GUARD = Symbol('staff guard');
export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & {
  [GUARD]: true;
  roles: readonly StaffRole[];
};

export function registerRequireStaff(
  app: FastifyInstance,
  sessions: StaffSessions,
  consolePrefix: string,
): void {
  app.decorateRequest('staff', null);
  const consoleRoles = new Map<string, readonly StaffRole[]>();
  app.decorate('consoleRoles', consoleRoles);
  app.decorate('requireStaff', (...roles: StaffRole[]): StaffGuard => {
    const guard = async (request: FastifyRequest) => {
      const token = parseSessionToken(request.headers[STAFF_TOKEN_HEADER]);
      const signedIn = token ? await sessions.resolve(token) : null;
      if (!signedIn) throw new AppError('notLoggedIn');
      request.staff = signedIn;
      const held = parseRoles(signedIn.staff.roles);
      if (roles.length > 0 && !held.includes('admin') && !roles.some((r) => held.includes(r))) {
        throw new AppError('staffRoleRefused');
      }
      if (
        signedIn.staff.password_change_required === 1 &&
        !request.routeOptions.config.beforePasswordChange
      ) {
        throw new AppError('staffPasswordChangeRequired');
      }
    };
    return Object.assign(guard, { [GUARD]: true as const, roles });
  });

  // Every console call is guarded, or the server does not start: a call added later without
  // `requireStaff` is a failed boot in its first test, not an open door.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${consolePrefix}/`)) return;
    if (route.config?.staffPublic) return;
    const hooks = [route.preParsing ?? []].flat();
    const guard = hooks.find((hook): hook is StaffGuard => GUARD in hook);
    if (!guard) {
      throw new Error(`${route.method} ${route.url} is a console call without requireStaff`);
    }
    for (const method of [route.method].flat())
      consoleRoles.set(`${method} ${route.url}`, guard.roles);
  });
}
