import {
  envelopeSchema,
  staffLoginBodySchema,
  staffLoginDataSchema,
  staffPasswordChangeBodySchema,
  staffSchema,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import type { StaffAuth } from './service.ts';
import type { SignedInStaff } from './sessions.ts';
import { toStaff } from './staff-view.ts';

export const STAFF_SECURITY = [{ staffToken: [] }];

/** The staff member a guarded call runs for (its guard has set it). */
export const signedIn = (request: FastifyRequest) => request.staff as SignedInStaff;

/** The console's own sign-in: log in, who am I, change my password, log out. */
export function consoleAuthRoutes(auth: StaffAuth, loginRateLimitMax: number) {
  const rateLimit = { max: loginRateLimitMax, timeWindow: 60_000 };
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: staff'];

    app.post(
      '/console/auth/login',
      {
        config: { staffPublic: true, rateLimit },
        schema: {
          tags,
          summary:
            'Staff log in with user name and password; answers the x-staff-token (2020 wrong, 2021 this address must wait after repeated wrong passwords, 2022 disabled)',
          body: staffLoginBodySchema,
          response: { 200: envelopeSchema(staffLoginDataSchema) },
        },
      },
      async (request) =>
        ok(await auth.login(request.body.userName, request.body.password, request.ip)),
    );

    app.post(
      '/console/auth/logout',
      {
        preParsing: instance.requireStaff(),
        config: { beforePasswordChange: true },
        schema: {
          tags,
          summary: 'Log out: this staff session ends',
          security: STAFF_SECURITY,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await auth.logout(signedIn(request), request.ip);
        return ok(null);
      },
    );

    app.get(
      '/console/auth/me',
      {
        preParsing: instance.requireStaff(),
        config: { beforePasswordChange: true },
        schema: {
          tags,
          summary: 'The signed-in staff member, with their roles',
          security: STAFF_SECURITY,
          response: { 200: envelopeSchema(staffSchema) },
        },
      },
      async (request) => ok(toStaff(signedIn(request).staff)),
    );

    app.post(
      '/console/auth/password',
      {
        preParsing: instance.requireStaff(),
        config: { rateLimit, beforePasswordChange: true },
        schema: {
          tags,
          summary:
            'Change my password, given the current one (2023 when wrong, 2021 after repeated wrong ones, 2026 too easy to guess); my other sessions end',
          security: STAFF_SECURITY,
          body: staffPasswordChangeBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { oldPassword, newPassword } = request.body;
        await auth.changePassword(signedIn(request), oldPassword, newPassword, request.ip);
        return ok(null);
      },
    );
  };
}
