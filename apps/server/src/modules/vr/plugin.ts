import type { ServerModule } from '#server/server-module.ts';
import { consoleVrRoutes } from './console-routes.ts';
import { createVrEditor } from './editor.ts';

/** The VR tour's console editor (visitors walk the tour from the home data's `sceneLook`). */
export const vrModule: ServerModule = {
  async api(api, { db, audit, changed }) {
    await api.register(consoleVrRoutes(createVrEditor({ db, audit, changed })));
  },
};
