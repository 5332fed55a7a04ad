import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStore } from './local.ts';
import { s3ObjectStore } from './s3.ts';
import type { ObjectStore } from './types.ts';

/**
 * A small S3-compatible endpoint (path-style PUT, GET, HEAD) keeping objects in memory; it refuses
 * requests that are not signed with the expected access key, as a real bucket would.
 */
function fakeS3(accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>AccessDenied</Code><Message>denied</Message></Error>');
      return;
    }
    const key = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    if (request.method === 'PUT') {
      objects.set(key, {
        body: await buffer(request),
        type: request.headers['content-type'] ?? 'application/octet-stream',
      });
      response.writeHead(200, { etag: '"1"' });
      response.end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        request.method === 'HEAD'
          ? undefined
          : '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
      );
      return;
    }
    response.writeHead(200, {
      'content-type': object.type,
      'content-length': object.body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : object.body);
  });
  return { server, objects };
}

const backends: {
  name: string;
  open(): Promise<{ store: ObjectStore; close(): Promise<void> }>;
}[] = [
  {
    name: 'local folder',
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
      return {
        store: localObjectStore(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible bucket',
    async open() {
      const fake = fakeS3('test-key');
      await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
      const { port } = fake.server.address() as AddressInfo;
      return {
        store: s3ObjectStore({
          bucket: 'originals-bucket',
          region: 'auto',
          endpoint: `http://127.0.0.1:${port}`,
          accessKeyId: 'test-key',
          secretAccessKey: 'test-secret',
          prefix: 'originals/',
        }),
        close: () => new Promise<void>((resolve) => fake.server.close(() => resolve())),
      };
    },
  },
];

describe.each(backends)('originals in a $name', (backend) => {
  let store: ObjectStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });
  afterAll(async () => close());

  it('keeps an object and gives back the same bytes, size and type', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await store.put('scenery/1-sunrise.jpg', bytes, 'image/jpeg');
    expect(await store.has('scenery/1-sunrise.jpg')).toBe(true);
    const object = await store.get('scenery/1-sunrise.jpg');
    if (!object) throw new Error('the object was not kept');
    expect(object.size).toBe(5000);
    expect(object.contentType).toBe('image/jpeg');
    expect((await buffer(object.body)).equals(bytes)).toBe(true);
  });

  it('answers null for a missing object and refuses keys that climb out', async () => {
    expect(await store.get('scenery/none.jpg')).toBeNull();
    expect(await store.has('scenery/none.jpg')).toBe(false);
    await expect(store.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /unsafe/,
    );
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
