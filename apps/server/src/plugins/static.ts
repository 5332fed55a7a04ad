import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EntryPage, withShellBanner } from './entry-page.ts';
import { registerResizedImages } from './resized-images.ts';

export interface StaticOptions {
  webDist: string;
  consoleDist: string;
  uploadsDir: string;
  imageCacheDir: string;
  /** The visitor app's built entry page (entry-page.ts), undefined when it is not built. */
  webEntry: EntryPage | undefined;
  /** The top home banner's first picture, written into the visitor app's shell. */
  firstBanner(): Promise<string | undefined>;
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

  const { webEntry } = options;
  if (webEntry) {
    await serve(options.webDist, '/h5/', buildCacheHeaders);
    // The entry page, at its folder address with or without the trailing slash, with the first
    // banner in its shell. `/h5/index.html` stays as built: the service worker keeps that copy.
    app.get('/h5/', { schema: { hide: true } }, async (request, reply) => {
      let cover: string | undefined;
      try {
        cover = await options.firstBanner();
      } catch (error) {
        // The page is served all the same: its shell keeps the plain block where the banner goes.
        request.log.warn({ err: error }, 'first banner unavailable for the entry page');
      }
      const html = withShellBanner(webEntry.html, cover);
      // Weak: the same page is sent compressed one way or another, byte for byte different.
      const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    });
  } else {
    warnNotBuilt(app, options.webDist, '/h5/');
  }
  if (existsSync(path.join(options.consoleDist, 'index.html'))) {
    await serve(options.consoleDist, '/console/', buildCacheHeaders);
    // The console's entry page, at its folder address with or without the trailing slash.
    app.get('/console/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.consoleDist),
    );
  } else {
    warnNotBuilt(app, options.consoleDist, '/console/');
  }
  mkdirSync(options.uploadsDir, { recursive: true });
  registerResizedImages(app, { uploadsDir: options.uploadsDir, cacheDir: options.imageCacheDir });
  await serve(options.uploadsDir, '/uploads/', (reply) =>
    reply.header('Cache-Control', 'public, max-age=86400'),
  );

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/'));
}

function warnNotBuilt(app: FastifyInstance, dist: string, prefix: string) {
  app.log.warn({ dist }, `no build at ${dist}: run npm run build to serve ${prefix}`);
}

/** Whether an If-None-Match header names this ETag (compared weakly, as RFC 9110 says for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
