import path from 'node:path';
import type { ServerModule } from '#server/server-module.ts';
import { createCameraEditor } from './camera-editor.ts';
import { createCameraService } from './cameras.ts';
import { createSceneryEditor } from './console.ts';
import { consoleCameraRoutes } from './console-camera-routes.ts';
import { consoleSceneryRoutes } from './console-routes.ts';
import { demoLiveRoutes } from './demo-live.ts';
import { sceneryRoutes } from './routes.ts';
import { createSceneryService, ownsImageAlready } from './service.ts';

/** Scenery photos to buy and download, the live cameras, and their console editors. */
export const sceneryModule: ServerModule = {
  setUp({ orders }) {
    orders.plug('image', {
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
        createCameraService(db),
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
    await api.register(consoleCameraRoutes(createCameraEditor({ db, audit, changed })));
  },
  async pages(app, { uploadsDir }) {
    await app.register(demoLiveRoutes(uploadsDir));
  },
};
