import type { AppContext } from '#server/context.ts';
import { type EInvoicing, eInvoicingFromConfig } from '#server/providers/myinvois/index.ts';
import type { ServerModule } from '#server/server-module.ts';
import { createEInvoiceConsole } from './console.ts';
import { createEInvoiceJob, type EInvoiceJob, startEInvoiceTimer } from './job.ts';
import { databaseJournal } from './journal.ts';
import { createEInvoiceRequests } from './requests.ts';
import { consoleEInvoiceRoutes, eInvoiceRoutes } from './routes.ts';
import { createSender } from './sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-invoice job (tests and operations scripts run a round of it at will). */
    eInvoices: { job: EInvoiceJob };
  }
}

/** Each application's MyInvois connection (tests run several apps in one process). */
const eInvoicingOf = new WeakMap<AppContext, EInvoicing | undefined>();

/**
 * MyInvois e-invoices (decision 046): the monthly consolidated e-invoice, a visitor's own
 * e-invoice asked within the month, refund notes, and the console's list and settings. With no
 * MyInvois credentials the screens still answer and nothing is sent.
 */
export const eInvoicesModule: ServerModule = {
  setUp(ctx, app) {
    const { db, now, log, config, utcOffset } = ctx;
    const journal = databaseJournal(db, now);
    const eInvoicing = ctx.eInvoicing
      ? ctx.eInvoicing(journal)
      : eInvoicingFromConfig(config, { journal });
    eInvoicingOf.set(ctx, eInvoicing);
    const job = createEInvoiceJob({
      db,
      sender: eInvoicing ? createSender({ db, eInvoicing, utcOffset, now, log }) : undefined,
      utcOffset,
      now,
      log,
    });
    app.decorate('eInvoices', { job });
    // Runs also without credentials: the buyer details of earlier e-invoices are still erased in time.
    startEInvoiceTimer(job, {
      minutes: config.E_INVOICE_CHECK_MINUTES,
      log,
      onClose: (stop) => app.addHook('onClose', async () => stop()),
    });
  },
  async api(api, ctx) {
    const { db, orders, audit, utcOffset, now } = ctx;
    const eInvoicing = eInvoicingOf.get(ctx);
    await api.register(
      eInvoiceRoutes(
        createEInvoiceRequests({ db, orders, client: eInvoicing?.client, utcOffset, now }),
      ),
    );
    await api.register(
      consoleEInvoiceRoutes(createEInvoiceConsole({ db, audit, eInvoicing, utcOffset, now })),
    );
  },
};
