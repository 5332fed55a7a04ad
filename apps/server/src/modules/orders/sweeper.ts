import type { FastifyInstance } from 'fastify';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { isDatabaseUnavailable } from '#server/lib/database-errors.ts';
import type { OrderService } from './service.ts';

/**
 * Every `seconds`, expires the unpaid orders whose payment window has closed, then the paid ones
 * whose day passed unused (a ticket not scanned, a rental not collected). Every instance runs it;
 * each order moves with one guarded update, so it expires once. Stops with the server; 0 runs none.
 */
export function startOrderSweeper(
  app: FastifyInstance,
  orders: OrderService,
  { seconds, utcOffset }: { seconds: number; utcOffset: string },
): void {
  if (seconds <= 0) return;
  let sweeping = false;
  const sweep = setInterval(() => {
    // A sweep that outlasts the interval (a slow or absent database) is not joined by another.
    if (sweeping) return;
    sweeping = true;
    orders
      .expireOverdue()
      .then(() => orders.expireUnused(attractionToday(utcOffset)))
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ err: error }, 'order sweep postponed: database unavailable');
        } else {
          app.log.error({ err: error }, 'order sweep failed');
        }
      })
      .finally(() => {
        sweeping = false;
      });
  }, seconds * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
