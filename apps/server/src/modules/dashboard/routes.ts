import { dashboardMonthSchema, dashboardTodaySchema, envelopeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { parseRoles } from '#server/modules/staff/staff-view.ts';
import type { Dashboard } from './service.ts';

/**
 * The console's dashboard. Today answers each caller with the parts their roles serve (gate:
 * visitors, kitchen: food, counter: rentals, admin: all, with money and the calendar); the last
 * 30 days are for admins.
 */
export function dashboardRoutes(dashboard: Dashboard) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: dashboard'];
    const security = [{ staffToken: [] }];

    app.get(
      '/console/dashboard/today',
      {
        preParsing: instance.requireStaff('admin', 'gate', 'kitchen', 'counter'),
        schema: {
          tags,
          security,
          summary:
            "Today at the attraction: visitors (gate), food orders (kitchen), rentals (counter), money by kind and the next 14 days' places (admin); each caller gets only their roles' parts",
          response: { 200: envelopeSchema(dashboardTodaySchema) },
        },
      },
      async (request) => ok(await dashboard.today(parseRoles(request.staff?.staff.roles ?? '[]'))),
    );

    app.get(
      '/console/dashboard/month',
      {
        preParsing: instance.requireStaff('admin'),
        schema: {
          tags,
          security,
          summary:
            'The last 30 days including today: money by day and kind, top 10 goods, tickets by variant, refunds (admin)',
          response: { 200: envelopeSchema(dashboardMonthSchema) },
        },
      },
      async (request) => ok(await dashboard.month(request.locale)),
    );
  };
}
