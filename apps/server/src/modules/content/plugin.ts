import type { ServerModule } from '#server/server-module.ts';
import { consoleContentRoutes } from './console-routes.ts';
import { createContentEditor } from './editor.ts';
import { createGuaranteeEditor } from './guarantee-editor.ts';
import { consoleHelpRoutes } from './help-console-routes.ts';
import { createHelpEditor } from './help-editor.ts';
import { consoleHomeRoutes } from './home-console-routes.ts';
import { createHomeEditor } from './home-editor.ts';
import { createParkEditor } from './park-editor.ts';
import { consoleParkRoutes } from './park-routes.ts';
import { contentRoutes } from './routes.ts';
import { consoleVrRoutes } from './vr-console-routes.ts';
import { createVrEditor } from './vr-editor.ts';

/** What visitors read (home, park, help, VR, the weather guarantee) and the console's editors of it. */
export const contentModule: ServerModule = {
  async api(api, ctx) {
    const { db, audit, catalogue, changed, utcOffset, now, config } = ctx;
    await api.register(contentRoutes(ctx.content));
    await api.register(
      consoleContentRoutes(createContentEditor({ db, audit, catalogue, changed, utcOffset, now })),
    );
    await api.register(consoleHelpRoutes(createHelpEditor({ db, audit, changed, now })));
    await api.register(
      consoleParkRoutes(
        createParkEditor({
          db,
          audit,
          changed,
          utcOffset,
          liveWeather: config.WEATHER_PROVIDER === 'open-meteo',
        }),
        createGuaranteeEditor({ db, audit, changed, utcOffset, now }),
      ),
    );
    await api.register(consoleVrRoutes(createVrEditor({ db, audit, changed })));
    await api.register(consoleHomeRoutes(createHomeEditor({ db, audit, catalogue, changed })));
  },
};
