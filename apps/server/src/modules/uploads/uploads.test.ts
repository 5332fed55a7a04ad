import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_PICTURE_BYTES, STAFF_TOKEN_HEADER } from '@scenic/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { sniff } from './service.ts';

const PASSWORD = 'uploads-test-password-1';

describe.each(enginesUnderTest())('content uploads on $name', (engine) => {
  let t: TestApp;
  let writer = '';
  let gate = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scenic-uploads-'));
  const folder = path.join(dataDir, 'uploads', 'content');
  const stored = () => {
    try {
      return readdirSync(folder).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    const admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['writer', ['content']],
      ['gatekeeper', ['gate']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    writer = await signInStaff(t.app, 'writer', PASSWORD);
    gate = await signInStaff(t.app, 'gatekeeper', PASSWORD);
  });
  afterAll(async () => t.close());

  const upload = async (kind: 'picture' | 'video', bytes: Buffer, token = writer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/console/uploads/${kind}`,
      headers: {
        'content-type': kind === 'picture' ? 'image/png' : 'video/mp4',
        langue: 'en',
        [STAFF_TOKEN_HEADER]: token,
      },
      payload: bytes,
    });
    return response.json() as { code: number; msg: string; data: Record<string, unknown> };
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1f7a4d' } })
      .png()
      .toBuffer();

  it('re-encodes a picture to WebP no wider than 2160 px under a name of its own, and serves it', async () => {
    const answer = await upload('picture', await png(3000, 1000));
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ width: 2160, height: 720 });
    expect(answer.data.url).toMatch(/^\/uploads\/content\/[\w-]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: String(answer.data.url) });
    expect(served.statusCode).toBe(200);
    expect(sniff(served.rawPayload)).toBe('webp');
    const small = await t.app.inject({ method: 'GET', url: `${answer.data.url}?w=360` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(360);
  });

  it('refuses a file that only claims to be a picture, and keeps nothing of it', async () => {
    const before = stored();
    const text = await upload('picture', Buffer.from('<script>alert(1)</script> not a picture'));
    expect(text).toMatchObject({
      code: 1042,
      msg: 'This file is not a picture; upload a JPEG, PNG, WebP or AVIF picture',
    });
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 16), Buffer.alloc(200, 7)]);
    expect((await upload('picture', broken)).code).toBe(1042);
    expect((await upload('picture', Buffer.alloc(0))).code).toBe(1042);
    expect(stored()).toEqual(before);
  });

  it('refuses a picture over the limit before it is all stored', async () => {
    const before = stored();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_PICTURE_BYTES)]);
    expect(await upload('picture', huge)).toMatchObject({
      code: 1044,
      msg: 'The file is too large; upload a smaller one',
    });
    expect(stored()).toEqual(before);
  });

  it('keeps an MP4 or WebM video as sent and refuses anything else as a video', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.alloc(1000, 1),
    ]);
    const answer = await upload('video', mp4);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ bytes: mp4.length, width: null });
    expect(answer.data.url).toMatch(/^\/uploads\/content\/[\w-]{16}\.mp4$/);
    expect((await upload('video', await png(10, 10))).code).toBe(1043);
  });

  it('is for content staff only', async () => {
    expect((await upload('picture', await png(10, 10), gate)).code).toBe(1009);
    expect((await upload('picture', await png(10, 10), 'forged')).code).toBe(1001);
  });
});

describe('reading what a file is from its bytes', () => {
  it('knows pictures and videos by their first bytes, not their names', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniff(Buffer.from('\0\0\0\x1cftypavif', 'latin1'))).toBe('avif');
    expect(sniff(Buffer.from('\0\0\0\x18ftypmp42', 'latin1'))).toBe('mp4');
    expect(sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
    expect(sniff(Buffer.from('GIF89a', 'latin1'))).toBeNull();
    expect(sniff(Buffer.from('%PDF-1.7', 'latin1'))).toBeNull();
  });
});
