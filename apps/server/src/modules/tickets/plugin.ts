import type { AppContext } from '#server/context.ts';
import type { ServerModule } from '#server/server-module.ts';
import { consoleDateChangeRoutes } from './console-date-change-routes.ts';
import { consoleTicketEditorRoutes } from './console-editor-routes.ts';
import { consoleGateRoutes } from './console-gate-routes.ts';
import { createDateChanges, type DateChanges } from './date-changes.ts';
import { createTicketEditor } from './editor.ts';
import { createCardMissing, createGate } from './gate.ts';
import { createGateCheckEditor } from './gate-checks.ts';
import { ticketOrderKind } from './order-kind.ts';
import { ticketOrderRoutes } from './order-routes.ts';
import { createDatePrices, createReschedule } from './reschedule.ts';
import { ticketRoutes } from './routes.ts';
import { createTicketService } from './service.ts';

/** Each application's moves to dearer dates (one per app: tests run several in one process). */
const dateChangesOf = new WeakMap<AppContext, DateChanges>();

/** Dated tickets: selling them, their passes and reschedules, the gate, and the ticket editor. */
export const ticketsModule: ServerModule = {
  setUp(ctx) {
    const { orders, payments, secret, config } = ctx;
    const dateChanges = createDateChanges({
      db: ctx.db,
      orders,
      payments,
      holdMinutes: config.ORDER_HOLD_MINUTES,
    });
    dateChangesOf.set(ctx, dateChanges);
    orders.plug('ticket', ticketOrderKind(secret, dateChanges));
    orders.onSweep(() => dateChanges.lapseOverdue());
  },
  async api(api, ctx) {
    const { db, orders, audit, secret, utcOffset, now, changed, config } = ctx;
    const gate = createGate({ db, orders, audit, secret, utcOffset });
    await api.register(ticketRoutes(createTicketService({ db, orders, utcOffset })));
    await api.register(
      ticketOrderRoutes({
        orders,
        reschedule: createReschedule({
          db,
          orders,
          payments: ctx.payments,
          dateChanges: dateChangesOf.get(ctx) as DateChanges,
          utcOffset,
        }),
        datePrices: createDatePrices({
          db,
          orders,
          utcOffset,
          holdMinutes: config.ORDER_HOLD_MINUTES,
        }),
        gate,
        messaging: ctx.messaging,
        checkEmail: ctx.checkEmail,
        brandName: ctx.brandName,
        staffKey: config.STAFF_API_KEY,
      }),
    );
    const cardMissing = createCardMissing({ db, audit, utcOffset, now });
    await api.register(consoleDateChangeRoutes({ db, audit }));
    await api.register(consoleGateRoutes({ db, gate, cardMissing, utcOffset }));
    await api.register(
      consoleTicketEditorRoutes(
        createTicketEditor({ db, audit, changed, utcOffset, now }),
        createGateCheckEditor({ db, audit, changed }),
      ),
    );
  },
};
