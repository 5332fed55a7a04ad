import type { ServerModule } from '#server/server-module.ts';
import { createBannerEditor } from './banner-editor.ts';
import { consoleBannerRoutes } from './console-banner-routes.ts';
import { consoleHomeRoutes } from './console-sections-routes.ts';
import { homeRoutes } from './routes.ts';
import { createHomeEditor } from './sections-editor.ts';

/** The home page: its banners, notices and countdown, its sections, and their console editors. */
export const homeModule: ServerModule = {
  async api(api, { home, db, audit, catalogue, changed, utcOffset, now }) {
    await api.register(homeRoutes(home));
    await api.register(
      consoleBannerRoutes(createBannerEditor({ db, audit, catalogue, changed, utcOffset, now })),
    );
    await api.register(consoleHomeRoutes(createHomeEditor({ db, audit, catalogue, changed })));
  },
};
