import type { ServerModule } from '#server/server-module.ts';
import { consoleHelpRoutes } from './console-routes.ts';
import { createHelpEditor } from './editor.ts';
import { createHelpReader } from './reader.ts';
import { helpRoutes } from './routes.ts';

/** The help page and the agreements, and their console editor. */
export const helpModule: ServerModule = {
  async api(api, { db, audit, changed, now }) {
    await api.register(helpRoutes(createHelpReader({ db })));
    await api.register(consoleHelpRoutes(createHelpEditor({ db, audit, changed, now })));
  },
};
