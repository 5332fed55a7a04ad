import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerResizedImages } from './resized-images.ts';

export interface StaticOptions {
  webDist: string;
  consoleDist: string;
  uploadsDir: string;
  imageCacheDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build assets never change under their name; the HTML that names them must be revalidated. */
function buildCacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.split(path.sep).includes('assets');
  reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions) {
  let decorated = false;
  const serve = async (root: string, prefix: string, setHeaders: typeof buildCacheHeaders) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      setHeaders,
      index: ['index.html'],
      wildcard: true,
      // Serves the .br / .gz files written next to each asset at build time.
      preCompressed: true,
    });
    decorated = true;
  };

  for (const [dist, prefix] of [
    [options.webDist, '/h5/'],
    [options.consoleDist, '/console/'],
  ] as const) {
    if (existsSync(path.join(dist, 'index.html'))) {
      await serve(dist, prefix, buildCacheHeaders);
      // The app's entry page, at its folder address with or without the trailing slash.
      app.get(prefix, { schema: { hide: true } }, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile('index.html', dist),
      );
    } else {
      app.log.warn({ dist }, `no build at ${dist}: run npm run build to serve ${prefix}`);
    }
  }
  mkdirSync(options.uploadsDir, { recursive: true });
  registerResizedImages(app, { uploadsDir: options.uploadsDir, cacheDir: options.imageCacheDir });
  await serve(options.uploadsDir, '/uploads/', (reply) =>
    reply.header('Cache-Control', 'public, max-age=86400'),
  );

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/'));
}
