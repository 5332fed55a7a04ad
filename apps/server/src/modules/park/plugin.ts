import type { ServerModule } from '#server/server-module.ts';
import { consoleParkRoutes } from './console-routes.ts';
import { createParkEditor } from './editor.ts';
import { parkRoutes } from './routes.ts';

/** The park's details and coordinates, and their console editor. */
export const parkModule: ServerModule = {
  async api(api, { park, db, audit, changed, utcOffset, config }) {
    await api.register(parkRoutes(park));
    await api.register(
      consoleParkRoutes(
        createParkEditor({
          db,
          audit,
          changed,
          utcOffset,
          liveWeather: config.WEATHER_PROVIDER === 'open-meteo',
        }),
      ),
    );
  },
};
