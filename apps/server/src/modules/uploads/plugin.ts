import type { ServerModule } from '#server/server-module.ts';
import { uploadRoutes } from './routes.ts';
import { createUploads } from './service.ts';

/** Pictures staff upload for banners, goods and pages. */
export const uploadsModule: ServerModule = {
  async api(api, { uploadsDir }) {
    await api.register(uploadRoutes(createUploads({ uploadsDir })));
  },
};
