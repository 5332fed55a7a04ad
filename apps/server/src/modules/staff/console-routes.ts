import {
  envelopeSchema,
  staffCreateBodySchema,
  staffEnabledBodySchema,
  staffListSchema,
  staffPasswordResetBodySchema,
  staffRolesBodySchema,
  staffSchema,
  staffUnlockBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { Actor, StaffAccounts } from './accounts.ts';
import { STAFF_SECURITY, signedIn } from './console-auth-routes.ts';

const actor = (request: FastifyRequest): Actor => ({
  staffId: signedIn(request).staff.id,
  ip: request.ip,
});

/** Admins manage staff accounts; every change is in the audit log. */
export function consoleStaffRoutes(accounts: StaffAccounts) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const common = {
      preParsing: instance.requireStaff('admin'),
    };
    const tags = ['console: staff'];
    const security = STAFF_SECURITY;
    const one = { 200: envelopeSchema(staffSchema) };

    app.get(
      '/console/staff/list',
      {
        ...common,
        schema: {
          tags,
          security,
          summary: 'Every staff account (admin)',
          response: { 200: envelopeSchema(staffListSchema) },
        },
      },
      async () => ok({ list: await accounts.list() }),
    );

    app.post(
      '/console/staff/create',
      {
        ...common,
        schema: {
          tags,
          security,
          summary:
            'Create a staff account with its first password, changed at its first login (admin; 2024 name taken, 2026 too easy to guess)',
          body: staffCreateBodySchema,
          response: one,
        },
      },
      async (request) => ok(await accounts.create(actor(request), request.body)),
    );

    app.post(
      '/console/staff/roles',
      {
        ...common,
        schema: {
          tags,
          security,
          summary: "Replace an account's roles (admin; 2025 if no enabled admin would remain)",
          body: staffRolesBodySchema,
          response: one,
        },
      },
      async (request) =>
        ok(await accounts.setRoles(actor(request), request.body.id, request.body.roles)),
    );

    app.post(
      '/console/staff/enabled',
      {
        ...common,
        schema: {
          tags,
          security,
          summary: 'Disable an account (its sessions end) or enable it again (admin)',
          body: staffEnabledBodySchema,
          response: one,
        },
      },
      async (request) =>
        ok(await accounts.setEnabled(actor(request), request.body.id, request.body.enabled)),
    );

    app.post(
      '/console/staff/password',
      {
        ...common,
        schema: {
          tags,
          security,
          summary:
            "Reset an account's password: its sessions end and its lock-outs lift (admin; 2026 too easy to guess)",
          body: staffPasswordResetBodySchema,
          response: one,
        },
      },
      async (request) =>
        ok(await accounts.resetPassword(actor(request), request.body.id, request.body.password)),
    );

    app.post(
      '/console/staff/unlock',
      {
        ...common,
        schema: {
          tags,
          security,
          summary:
            "Lift an account's lock-outs after wrong passwords, from every address; its password stays (admin)",
          body: staffUnlockBodySchema,
          response: one,
        },
      },
      async (request) => ok(await accounts.unlock(actor(request), request.body.id)),
    );
  };
}
