import type { ServerModule } from '#server/server-module.ts';
import { consoleGuaranteeRoutes } from './console-routes.ts';
import { createGuaranteeEditor } from './guarantee-editor.ts';
import { createWeatherReader } from './reader.ts';
import { weatherRoutes } from './routes.ts';

/** The weather at the park, the weather guarantee with its heavy-rain days, and its editor. */
export const weatherModule: ServerModule = {
  async api(api, { db, weather, audit, changed, utcOffset, now }) {
    await api.register(
      weatherRoutes(createWeatherReader({ db, weather, utcOffset, now: Date.now })),
    );
    await api.register(
      consoleGuaranteeRoutes(createGuaranteeEditor({ db, audit, changed, utcOffset, now })),
    );
  },
};
