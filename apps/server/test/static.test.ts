import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('serving the built apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scenic-static-'));
    for (const app of ['web', 'console']) {
      mkdirSync(path.join(root, app, 'assets'), { recursive: true });
      writeFileSync(path.join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
      writeFileSync(path.join(root, app, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    }
    mkdirSync(path.join(root, 'data', 'uploads', 'demo'), { recursive: true });
    writeFileSync(path.join(root, 'data', 'uploads', 'demo', 'logo.webp'), 'RIFF');
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
