import type { ServerModule } from '#server/server-module.ts';
import { consoleCatalogueRoutes } from './console-routes.ts';
import { createCatalogueEditor } from './editor.ts';
import { catalogueRoutes } from './routes.ts';

/** The goods visitors browse (shop, rental, food) and the console's catalogue editor. */
export const catalogueModule: ServerModule = {
  async api(api, { catalogue, db, audit, changed, orderedGoods }) {
    await api.register(catalogueRoutes(catalogue));
    await api.register(
      consoleCatalogueRoutes(createCatalogueEditor({ db, audit, ordered: orderedGoods, changed })),
    );
  },
};
