import path from 'node:path';
import type { ServerModule } from '#server/server-module.ts';
import { consoleSceneryRoutes } from './console-routes.ts';
import { createSceneryEditor } from './editor.ts';
import { sceneryRoutes } from './routes.ts';
import { createSceneryService, ownsImageAlready } from './service.ts';

/** Scenery photos to buy and download, and their console editor. */
export const sceneryModule: ServerModule = {
  setUp({ orders }) {
    orders.plug('image', {
      paidStatus: 'completed',
      numberPrefix: 'I',
      // Paid in two tabs: the second payment goes back, the picture is owned once.
      onPaid: async (trx, order) =>
        (await ownsImageAlready(trx, order))
          ? { refund: 'image already owned through another order' }
          : undefined,
    });
  },
  async api(api, ctx) {
    const { db, orders, originals, secret, config, audit, changed, uploadsDir } = ctx;
    await api.register(
      sceneryRoutes(
        createSceneryService({
          db,
          orders,
          store: originals,
          secret,
          downloadPath: `${config.API_PREFIX}/files/scenery`,
        }),
      ),
    );
    await api.register(
      consoleSceneryRoutes(
        createSceneryEditor({
          db,
          store: originals,
          uploadsDir,
          incomingDir: path.join(config.DATA_DIR, 'incoming'),
          audit,
          processor: ctx.sceneryProcessor,
          changed,
          log: ctx.log,
        }),
      ),
    );
  },
};
