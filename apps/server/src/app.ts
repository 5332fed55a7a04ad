import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { MAX_BODY_BYTES } from '@scenic/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/connect.ts';
import { loggerOptions } from './logger.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { findSetting } from './modules/content/repository.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createContentService } from './modules/content/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorEnvelope } from './plugins/errors.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { openMeteoProvider } from './providers/weather/open-meteo.ts';
import type { WeatherProvider, WeatherReading } from './providers/weather/types.ts';
import { createWeatherService } from './providers/weather/weather-service.ts';

export const VERSION = '0.1.0';

export interface AppOptions {
  config: Config;
  database: AppDatabase;
  /** Overrides the configured live weather provider (tests use a local fake). */
  weatherProvider?: WeatherProvider;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: tests import this and use `inject`. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Lets in-flight requests finish on close while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in tests; in production they are only serialized.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  registerLocale(app);
  registerAuth(app);
  registerErrorEnvelope(app, config.API_PREFIX);
  await registerSecurity(app, {
    apiPrefix: config.API_PREFIX,
    rateLimitMax: config.RATE_LIMIT_MAX,
    rateLimitWindowMs: config.RATE_LIMIT_WINDOW_MS,
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
  });
  // Phones on slow networks: compress API answers; built assets are served pre-compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app, config.API_PREFIX, VERSION);

  const scenic = await findSetting<{ latitude: number; longitude: number }>(db, 'scenic');
  const liveProvider =
    options.weatherProvider ??
    (config.WEATHER_PROVIDER === 'open-meteo'
      ? openMeteoProvider({
          baseUrl: config.WEATHER_API_URL,
          latitude: scenic?.latitude ?? 3.14,
          longitude: scenic?.longitude ?? 101.69,
        })
      : undefined);
  const weather = createWeatherService({
    provider: liveProvider,
    fallback: async () =>
      (await findSetting<WeatherReading>(db, 'weather_fallback')) ?? { code: '2', temp: 30 },
    cacheMs: config.WEATHER_CACHE_SECONDS * 1000,
    log: app.log,
  });
  const catalogue = createCatalogueService(db);
  const content = createContentService({
    db,
    weather,
    catalogue,
    cacheMs: config.CONTENT_CACHE_SECONDS * 1000,
    utcOffset: config.ATTRACTION_UTC_OFFSET,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, database.engine, VERSION));
      await api.register(contentRoutes(content));
      await api.register(catalogueRoutes(catalogue));
    },
    { prefix: config.API_PREFIX },
  );

  await registerStatic(app, {
    webDist: config.WEB_DIST,
    consoleDist: config.CONSOLE_DIST,
    uploadsDir: path.join(config.DATA_DIR, 'uploads'),
    imageCacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
  });

  return app;
}
