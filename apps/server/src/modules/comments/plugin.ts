import type { ServerModule } from '#server/server-module.ts';
import { reviewConsoleRoutes } from './console-routes.ts';
import { createReviewModeration } from './moderation.ts';
import { commentRoutes } from './routes.ts';
import { createComments } from './service.ts';

/** Visitors' reviews of what they bought, and staff's moderation of them. */
export const commentsModule: ServerModule = {
  async api(api, { db, audit }) {
    await api.register(commentRoutes(createComments(db)));
    await api.register(reviewConsoleRoutes(createReviewModeration({ db, audit })));
  },
};
