import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** The visitor app's shell as apps/web/index.html builds it: a template the server fills. */
const SHELL_SCRIPT =
  "if(!location.hash){const b=document.getElementById('shell-banner');b.replaceWith(b.content)}";
const WEB_SHELL = `<div id="root"><template id="shell-banner"></template><script>${SHELL_SCRIPT}</script></div>`;
const FIRST_BANNER = '/uploads/demo/banner-rainforest.webp';

describe('serving the built apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scenic-static-'));
    for (const app of ['web', 'console']) {
      mkdirSync(path.join(root, app, 'assets'), { recursive: true });
      writeFileSync(
        path.join(root, app, 'index.html'),
        `<!doctype html><title>${app}</title>${app === 'web' ? WEB_SHELL : ''}`,
      );
      writeFileSync(path.join(root, app, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    }
    mkdirSync(path.join(root, 'data', 'uploads', 'demo'), { recursive: true });
    writeFileSync(path.join(root, 'data', 'uploads', 'demo', 'logo.webp'), 'RIFF');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f8a6c' } })
      .webp()
      .toFile(path.join(root, 'data', 'uploads', 'demo', 'photo.webp'));
    t = await createTestApp(
      { name: 'sqlite' },
      {
        env: {
          WEB_DIST: path.join(root, 'web'),
          CONSOLE_DIST: path.join(root, 'console'),
          DATA_DIR: path.join(root, 'data'),
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('redirects / to the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/h5/');
  });

  it('serves the web app and the console, revalidating their HTML', async () => {
    const web = await t.app.inject({ method: 'GET', url: '/h5/' });
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain('<title>web</title>');
    expect(web.headers['cache-control']).toBe('no-cache');
    const consolePage = await t.app.inject({ method: 'GET', url: '/console/' });
    expect(consolePage.body).toContain('<title>console</title>');
  });

  it("writes the first home banner into the web app's shell, allowing its script by hash", async () => {
    const web = await t.app.inject({ method: 'GET', url: '/h5/' });
    expect(web.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(web.body).toMatch(
      new RegExp(
        `<template id="shell-banner"><img src="${FIRST_BANNER}" srcset="[^"]+" sizes="100vw"`,
      ),
    );
    const hash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    expect(web.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The copy the service worker keeps is the page as built.
    const built = await t.app.inject({ method: 'GET', url: '/h5/index.html' });
    expect(built.body).toContain('<template id="shell-banner"></template>');
    expect(built.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('answers 304 to a phone that has the entry page already, until the banner changes', async () => {
    /** The entry page asked for again by a phone that holds the copy tagged `tags`. */
    const askAgain = (tags: string) =>
      t.app.inject({ method: 'GET', url: '/h5/', headers: { 'if-none-match': tags } });
    const first = await t.app.inject({ method: 'GET', url: '/h5/' });
    const etag = String(first.headers.etag);
    const again = await askAgain(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A cache that kept it under a list of tags, or as a strong tag, is answered the same way.
    const listed = await askAgain(`"other", ${etag.replace(/^W\//, '')}`);
    expect(listed.statusCode).toBe(304);

    // Staff put another banner first: the next visitor's shell shows it, and the old copy is stale.
    const { db } = t.database;
    const [top] = await db
      .selectFrom('banner')
      .select(['id', 'cover'])
      .where('slot', '=', 'home')
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    if (!top) throw new Error('the demo content has no home banner');
    await db
      .updateTable('banner')
      .set({ cover: '/uploads/demo/photo.webp' })
      .where('id', '=', top.id)
      .execute();
    try {
      const changed = await askAgain(etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('<img src="/uploads/demo/photo.webp"');
    } finally {
      await db.updateTable('banner').set({ cover: top.cover }).where('id', '=', top.id).execute();
    }
  });

  it('serves the shell as built when the home slot has no banner', async () => {
    const { db } = t.database;
    await db.updateTable('banner').set({ enabled: 0 }).where('slot', '=', 'home').execute();
    try {
      const web = await t.app.inject({ method: 'GET', url: '/h5/' });
      expect(web.statusCode).toBe(200);
      expect(web.body).toContain('<template id="shell-banner"></template>');
    } finally {
      await db.updateTable('banner').set({ enabled: 1 }).where('slot', '=', 'home').execute();
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/h5/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves uploaded pictures and answers 404 for what is not there', async () => {
    const picture = await t.app.inject({ method: 'GET', url: '/uploads/demo/logo.webp' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('max-age=86400');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/demo/nothing.webp' });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('resized pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scenic-resize-'));
    mkdirSync(path.join(root, 'uploads', 'demo'), { recursive: true });
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f8a6c' } })
      .webp()
      .toFile(path.join(root, 'uploads', 'demo', 'photo.webp'));
    t = await createTestApp({ name: 'sqlite' }, { env: { DATA_DIR: root } });
  });
  afterAll(async () => t.close());

  const widthOf = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (await sharp(response.rawPayload).metadata()).width;
  };

  it('answers an allowed width, made once and then served from the cache', async () => {
    const [first, second] = await Promise.all([
      widthOf('/uploads/demo/photo.webp?w=360'),
      widthOf('/uploads/demo/photo.webp?w=360'),
    ]);
    expect([first, second]).toEqual([360, 360]);
    expect(await widthOf('/uploads/demo/photo.webp?w=360')).toBe(360);
    const response = await t.app.inject({ method: 'GET', url: '/uploads/demo/photo.webp?w=540' });
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers JPEG to a browser without WebP, and says the answer varies by Accept', async () => {
    const oldSafari = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
    for (const url of ['/uploads/demo/photo.webp', '/uploads/demo/photo.webp?w=360']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: oldSafari } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers.vary).toContain('Accept');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
    }
    const modern = await t.app.inject({
      method: 'GET',
      url: '/uploads/demo/photo.webp?w=360',
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    expect(modern.headers['content-type']).toBe('image/webp');
    expect(modern.headers.vary).toContain('Accept');
  });

  it('never enlarges, and ignores widths it does not offer', async () => {
    expect(await widthOf('/uploads/demo/photo.webp?w=1080')).toBe(800);
    expect(await widthOf('/uploads/demo/photo.webp?w=333')).toBe(800);
  });

  it('answers 404 for a missing picture or a path outside the uploads', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/demo/none.webp?w=360' });
    expect(missing.statusCode).toBe(404);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/uploads/..%2F..%2Fetc%2Fpasswd?w=360',
    });
    expect(outside.statusCode).toBe(404);
  });

  it('writes its copies only inside its cache, however the path climbs out (encoded ../)', async () => {
    const uploads = path.join(t.config.DATA_DIR, 'uploads');
    const cache = path.join(t.config.DATA_DIR, 'cache', 'images');
    const photo = path.join(uploads, 'demo', 'photo.webp');
    const depth = uploads.split(path.sep).length;
    const oldSafari = 'image/png,image/*;q=0.8,*/*;q=0.5';
    // Enough ../ to climb out of the uploads (a path stops climbing at /) but not out of the
    // deeper cache, then down again to a real picture: the source checks out, the copy would not.
    const climbs = Array.from(
      { length: 6 },
      (_, i) => `${'../'.repeat(depth - 2 + i)}${photo.slice(1)}`,
    );
    const strayCopies = climbs.flatMap((relative) =>
      ['360', 'full'].flatMap((folder) => {
        const target = path.join(cache, folder, relative);
        return [target, `${target}.jpg`].filter(
          (file) => !file.startsWith(`${cache}${path.sep}`) && file !== photo,
        );
      }),
    );
    try {
      for (const relative of climbs) {
        for (const url of [
          `/uploads/${encodeURIComponent(relative)}?w=360`,
          `/uploads/demo/${encodeURIComponent(`../${relative}`)}?w=360`,
        ]) {
          for (const accept of [undefined, oldSafari]) {
            const response = await t.app.inject({
              method: 'GET',
              url,
              ...(accept ? { headers: { accept } } : {}),
            });
            expect(response.statusCode, url).toBe(404);
          }
        }
      }
      expect(strayCopies.filter((file) => existsSync(file))).toEqual([]);
      // And the original was not overwritten by its own smaller copy.
      expect((await sharp(photo).metadata()).width).toBe(800);
    } finally {
      for (const file of strayCopies) rmSync(file, { force: true });
    }
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it', async () => {
    const t = await createTestApp({ name: 'sqlite' });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/index/index/indexData',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      const plain = await t.app.inject({ method: 'GET', url: '/api/index/index/indexData' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    } finally {
      await t.close();
    }
  });
});
