import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_BODY_BYTES, MAX_PICTURE_BYTES, STAFF_TOKEN_HEADER } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '#test/engines.ts';
import { chunked, rawExchange } from '#test/raw-socket.ts';
import { signInNewStaff, signInStaff } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const FIVE_GIB = 5 * 1024 ** 3;
const UPLOADS = [
  '/api/console/uploads/picture',
  '/api/console/uploads/panorama',
  '/api/console/uploads/video',
  '/api/console/scenery/upload',
];

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe.each(enginesUnderTest())('bodies too large on $name', (engine) => {
  let t: TestApp;
  let port = 0;
  let writer = '';
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scenic-limits-')),
      },
    });
    writer = await signInNewStaff(t.app, await signInStaff(t.app), 'limits', ['content']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const head = (url: string, length: string, type = 'image/png') =>
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nLangue: en\r\n${STAFF_TOKEN_HEADER}: ${writer}\r\n` +
    `Content-Type: ${type}\r\n${length}\r\n\r\n`;

  it('refuses an upload by its declared length before the body is sent, and closes', async () => {
    for (const url of UPLOADS) {
      const { answer } = await rawExchange(port, head(url, `Content-Length: ${FIVE_GIB}`), [
        Buffer.from('a few bytes'),
      ]);
      expect(answer, url).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase(), url).toContain('connection: close');
      expect(envelopeOf(answer), url).toMatchObject({
        code: 1044,
        msg: 'The file is too large; upload a smaller one',
      });
    }
  });

  it('refuses a JSON body, or one sent where none is read, by its declared length', async () => {
    for (const url of ['/api/console/content/banners/save', '/api/index/index/nope']) {
      const { answer } = await rawExchange(
        port,
        head(url, `Content-Length: ${FIVE_GIB}`, 'application/json'),
        [Buffer.from('{"a":')],
      );
      expect(answer, url).toMatch(/^HTTP\/1\.1 41[34] /);
      expect(answer.toLowerCase(), url).toContain('connection: close');
    }
  });

  it('answers a chunked body as it crosses the limit, without waiting for its end, and closes', async () => {
    // The body stops one byte past the limit, its last chunk never sent: the answer cannot wait.
    for (const [url, limit, type, code] of [
      [UPLOADS[0] ?? '', MAX_PICTURE_BYTES, 'image/png', 1044],
      ['/api/console/content/banners/save', MAX_BODY_BYTES, 'application/json', 1006],
    ] as const) {
      const { answer } = await rawExchange(
        port,
        head(url, 'Transfer-Encoding: chunked', type),
        chunked(limit + 1),
        15_000,
      );
      expect(envelopeOf(answer), url).toMatchObject({ code });
      expect(answer.toLowerCase(), url).toContain('connection: close');
    }
  });

  it('cuts a chunked body that goes on and on near the limit, not at its end', async () => {
    for (const [url, limit, type] of [
      [UPLOADS[0] ?? '', MAX_PICTURE_BYTES, 'image/png'],
      ['/api/console/content/banners/save', MAX_BODY_BYTES, 'application/json'],
    ] as const) {
      const { sent } = await rawExchange(
        port,
        head(url, 'Transfer-Encoding: chunked', type),
        chunked(FIVE_GIB),
        15_000,
      );
      // What was on its way when the connection was cut (socket buffers), not five gibibytes.
      expect(sent, url).toBeLessThan(limit + 16 * 1024 * 1024);
    }
  });

  it('closes the connection when it answers before the body has come, rather than read it all', async () => {
    const forged = head(UPLOADS[0] ?? '', 'Transfer-Encoding: chunked').replace(writer, 'forged');
    const get =
      'GET /api/index/index/getNoticet HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n';
    for (const [name, start, code] of [
      ['a refused staff token', forged, 1001],
      ['a call that reads no body', get, 0],
    ] as const) {
      // A body that has not ended: the answer comes, and the connection closes.
      const { answer } = await rawExchange(port, start, chunked(1024));
      expect(envelopeOf(answer), name).toMatchObject({ code });
      expect(answer.toLowerCase(), name).toContain('connection: close');
      // One that goes on and on is not read to its end.
      const { sent } = await rawExchange(port, start, chunked(FIVE_GIB), 15_000);
      expect(sent, name).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it('keeps the connection for the next call when the body was read in full', async () => {
    const body = JSON.stringify({ key: 'home' });
    const request = (last: boolean) =>
      'POST /api/index/index/getBanner HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n${last ? 'Connection: close\r\n' : ''}\r\n${body}`;
    const { answer } = await rawExchange(port, request(false) + request(true));
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(answer.toLowerCase().match(/^connection: close/gm)).toHaveLength(1);
  });
});
