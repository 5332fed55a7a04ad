import type { ServerModule } from '#server/server-module.ts';
import { consoleCameraRoutes } from './console-routes.ts';
import { demoLiveRoutes } from './demo-live.ts';
import { createCameraEditor } from './editor.ts';
import { cameraRoutes } from './routes.ts';
import { createCameraService } from './service.ts';

/** The park's live cameras: what visitors watch, the console's editor, and the demo stream. */
export const camerasModule: ServerModule = {
  async api(api, { db, audit, changed }) {
    await api.register(cameraRoutes(createCameraService(db)));
    await api.register(consoleCameraRoutes(createCameraEditor({ db, audit, changed })));
  },
  async pages(app, { uploadsDir }) {
    await app.register(demoLiveRoutes(uploadsDir));
  },
};
