import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startOpenMeteoStandIn } from '@scenic/server/test/open-meteo-stand-in.ts';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One server for all journeys; the web app and the console must have been built (`npm run build`). */
export default async function setup(project: TestProject) {
  const webIndex = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  const consoleIndex = fileURLToPath(
    new URL('../../apps/console/dist/index.html', import.meta.url),
  );
  for (const index of [webIndex, consoleIndex]) {
    if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first`);
  }
  // Live weather, as by default, from a local Open-Meteo: the forecast is the same every run.
  const weather = await startOpenMeteoStandIn();
  const server = await startServer({
    WEATHER_PROVIDER: 'open-meteo',
    WEATHER_API_URL: weather.url,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    await weather.close();
  };
}
