import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS, STAFF_TOKEN_HEADER, VALIDATION_MESSAGES } from '@scenic/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniff } from '#server/modules/uploads/service.ts';
import { localObjectStore } from '#server/providers/storage/local.ts';
import type { ObjectStore } from '#server/providers/storage/types.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const PASSWORD = 'scenery-test-password-1';
const TITLE = { zh: '雨后山谷', en: 'The valley after rain', ma: 'Lembah selepas hujan' };

/** A photograph-like original: a gradient with detail. */
function photo(width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/>
    <stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 97) % width}" cy="${(i * 53) % height}" r="${20 + (i % 7) * 9}" fill="#1d3557" fill-opacity="0.5"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The originals' store, whose reads can be held back: an image then stays `processing`. */
function heldStore(inner: ObjectStore) {
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    store: {
      ...inner,
      async get(key: string) {
        if (gate) await gate;
        return inner.get(key);
      },
    } satisfies ObjectStore,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}

describe.each(enginesUnderTest())('scenery uploads in the console on $name', (engine) => {
  let t: TestApp;
  let writer = '';
  let gatekeeper = '';
  const dir = mkdtempSync(path.join(tmpdir(), 'scenery-console-'));
  const inner = localObjectStore(path.join(dir, 'originals'));
  const held = heldStore(inner);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dir }, originals: held.store });
    const admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['photo-writer', ['content']],
      ['photo-gate', ['gate']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    writer = await signInStaff(t.app, 'photo-writer', PASSWORD);
    gatekeeper = await signInStaff(t.app, 'photo-gate', PASSWORD);
  });
  afterAll(async () => {
    held.release();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (bytes: Buffer, token = writer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/console/scenery/upload',
      headers: {
        'content-type': 'application/octet-stream',
        langue: 'en',
        [STAFF_TOKEN_HEADER]: token,
      },
      payload: bytes,
    });
    return response.json() as { code: number; msg: string; data: Record<string, any> };
  };
  const consoleCall = (method: 'GET' | 'POST', url: string, body?: object) =>
    staffCall(t.app, writer, method, url, { langue: 'en', ...(body ? { body } : {}) });
  const rows = () => t.database.db.selectFrom('scenery').selectAll().orderBy('id').execute();
  const stored = () => {
    try {
      return readdirSync(path.join(dir, 'originals', 'scenery'));
    } catch {
      return [];
    }
  };
  const publicList = async () =>
    (await call(t.app, 'GET', '/index/index/sceneryList?limit=50', { langue: 'en' })).json.data
      .list as { id: number; title: string; price: string; thumb: string; preview: string }[];

  it('refuses a file that is not a picture (or only starts like one), and creates nothing', async () => {
    const before = await rows();
    const storedBefore = stored();
    for (const bytes of [
      Buffer.from('<script>alert(1)</script> not a picture at all'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    ]) {
      expect(await upload(bytes)).toMatchObject({
        code: ERRORS.uploadNotPicture.code,
        msg: ERRORS.uploadNotPicture.msg.en,
      });
    }
    expect(await rows()).toEqual(before);
    expect(stored()).toEqual(storedBefore);
    expect(readdirSync(path.join(dir, 'incoming'))).toEqual([]);
  });

  it('keeps the original privately at once, then makes a thumbnail and a watermarked preview in the background', async () => {
    const original = await photo();
    held.hold();
    const answer = await upload(original);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      state: 'processing',
      enabled: false,
      thumb: '',
      preview: '',
      price: '0.00',
      bytes: original.length,
    });
    const id = answer.data.id as number;
    const row = (await rows()).find((item) => item.id === id);
    expect(row?.original).toMatch(/^scenery\/[a-f0-9]{24}\.jpg$/);
    expect(await inner.has(row?.original ?? '')).toBe(true);

    const waiting = await consoleCall('GET', `/console/scenery/progress?ids=${id},1`);
    expect(waiting.json.data).toMatchObject({ total: 2, ready: 1, processing: 1, failed: 0 });
    // Not on sale, and it cannot be put on sale before its previews exist.
    expect((await publicList()).map((item) => item.id)).not.toContain(id);
    const early = await consoleCall('POST', '/console/scenery/enabled', { id, enabled: true });
    expect(early.json.code).toBe(ERRORS.sceneryNotReady.code);

    held.release();
    await t.app.sceneryProcessor.idle();
    const progress = await consoleCall('GET', `/console/scenery/progress?ids=${id}`);
    expect(progress.json.data).toEqual({
      list: [{ id, state: 'ready', failure: '' }],
      total: 1,
      ready: 1,
      processing: 0,
      failed: 0,
    });
    const listed = (await consoleCall('GET', '/console/scenery/list')).json.data.list.find(
      (item: { id: number }) => item.id === id,
    );
    expect(listed).toMatchObject({ state: 'ready', width: 1600, height: 1200, enabled: false });
    expect(listed.thumb).toMatch(/^\/uploads\/scenery\/\d+-[a-f0-9]{24}-thumb\.webp$/);
    expect(listed.preview).toMatch(/^\/uploads\/scenery\/\d+-[a-f0-9]{24}-preview\.webp$/);

    const thumb = await t.app.inject({ method: 'GET', url: listed.thumb });
    const preview = await t.app.inject({ method: 'GET', url: listed.preview });
    expect(thumb.statusCode).toBe(200);
    expect(preview.statusCode).toBe(200);
    expect(sniff(preview.rawPayload)).toBe('webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(1080);
    // The preview is not the original made smaller: the mark is across it.
    const clean = await sharp(original).resize({ width: 1080 }).raw().toBuffer();
    const marked = await sharp(preview.rawPayload).raw().toBuffer();
    let differing = 0;
    for (let i = 0; i < clean.length; i += 3) {
      if (Math.abs((clean[i] ?? 0) - (marked[i] ?? 0)) > 24) differing++;
    }
    expect(differing / (clean.length / 3)).toBeGreaterThan(0.02);

    // The original is nowhere under /uploads, and no answer names where it is kept.
    const key = row?.original ?? '';
    for (const url of [
      `/uploads/${key}`,
      `/uploads/originals/${key}`,
      `/uploads/../originals/${key}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const everything = JSON.stringify([
      answer,
      listed,
      (await consoleCall('GET', '/console/scenery/list')).json,
      (
        await call(t.app, 'GET', '/console/audit/list?limit=50', {
          headers: { [STAFF_TOKEN_HEADER]: await signInStaff(t.app) },
        })
      ).json,
    ]);
    expect(everything).not.toContain(path.basename(key, '.jpg'));
  });

  it('saves titles and a price, refuses a missing translation, and visitors see it on sale at once', async () => {
    const id = (await upload(await photo(1200, 900))).data.id as number;
    await t.app.sceneryProcessor.idle();

    const incomplete = await consoleCall('POST', '/console/scenery/enabled', { id, enabled: true });
    expect(incomplete.json).toMatchObject({
      code: ERRORS.sceneryIncomplete.code,
      msg: ERRORS.sceneryIncomplete.msg.en,
    });
    const missing = await consoleCall('POST', '/console/scenery/save', {
      id,
      title: { ...TITLE, ma: ' ' },
      price: '18.50',
    });
    expect(missing.json).toMatchObject({
      code: 1002,
      msg: VALIDATION_MESSAGES.translationMissing.en,
    });
    for (const [price, message] of [
      ['0', VALIDATION_MESSAGES.priceAboveZero.en],
      ['-3', VALIDATION_MESSAGES.priceInvalid.en],
      ['12.345', VALIDATION_MESSAGES.priceInvalid.en],
      ['RM 5', VALIDATION_MESSAGES.priceInvalid.en],
    ]) {
      const bad = await consoleCall('POST', '/console/scenery/save', { id, title: TITLE, price });
      expect(bad.json).toMatchObject({ code: 1002, msg: message });
    }
    const untouched = (await rows()).find((item) => item.id === id);
    expect(untouched).toMatchObject({ price_sen: 0, enabled: 0 });

    const saved = await consoleCall('POST', '/console/scenery/save', {
      id,
      title: { ...TITLE, en: '<b>The valley after rain</b>' },
      price: '18.5',
    });
    expect(saved.json.data).toMatchObject({ price: '18.50', enabled: false });
    const on = await consoleCall('POST', '/console/scenery/enabled', { id, enabled: true });
    expect(on.json.data).toMatchObject({ enabled: true, state: 'ready' });

    const item = (await publicList()).find((entry) => entry.id === id);
    expect(item).toMatchObject({ title: '<b>The valley after rain</b>', price: '18.50' });
    expect(item?.preview).toMatch(/-preview\.webp$/);
    const home = await call(t.app, 'GET', '/index/index/indexData?type=shopList', { langue: 'en' });
    expect(JSON.stringify(home.json.data)).toContain(`"id":${id}`);

    const off = await consoleCall('POST', '/console/scenery/enabled', { id, enabled: false });
    expect(off.json.data.enabled).toBe(false);
    expect((await publicList()).map((entry) => entry.id)).not.toContain(id);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', `scenery:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'scenery.uploaded',
      'scenery.saved',
      'scenery.enabled',
      'scenery.disabled',
    ]);
  });

  it('marks an image failed, with why, when its original cannot be read', async () => {
    held.hold();
    const id = (await upload(await photo(800, 600))).data.id as number;
    const row = (await rows()).find((item) => item.id === id);
    await inner.remove(row?.original ?? '');
    held.release();
    await t.app.sceneryProcessor.idle();
    const progress = await consoleCall('GET', `/console/scenery/progress?ids=${id}`);
    expect(progress.json.data).toMatchObject({
      list: [{ id, state: 'failed', failure: 'originalMissing' }],
      failed: 1,
    });
    const on = await consoleCall('POST', '/console/scenery/enabled', { id, enabled: true });
    expect(on.json.code).toBe(ERRORS.sceneryNotReady.code);
  });

  it('picks up at start the images a stopped server left processing', async () => {
    // As a server stopped mid-way leaves it: the original kept, its row still processing.
    const key = 'scenery/0123456789abcdef01234567.jpg';
    await inner.put(key, await photo(900, 600), 'image/jpeg');
    const { id } = await t.database.db
      .insertInto('scenery')
      .values({
        title: JSON.stringify({ zh: '', en: '', ma: '' }),
        cover: '',
        price_sen: 0,
        sort: 99,
        enabled: 0,
        original: key,
        state: 'processing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await t.secondInstance();
    try {
      await second.app.sceneryProcessor.idle();
      expect((await rows()).find((item) => item.id === id)).toMatchObject({
        state: 'ready',
        width: 900,
        height: 600,
      });
    } finally {
      await second.close();
    }
  });

  it('deletes a photo nobody ordered, with its files; one with an order is switched off instead', async () => {
    const id = (await upload(await photo(1000, 700))).data.id as number;
    await t.app.sceneryProcessor.idle();
    const row = (await rows()).find((item) => item.id === id);
    const thumbFile = path.join(dir, 'uploads', row?.thumb.replace('/uploads/', '') ?? '');
    expect(existsSync(thumbFile)).toBe(true);
    const gone = await consoleCall('POST', '/console/scenery/delete', { id });
    expect(gone.json.data).toEqual({ deleted: true });
    expect((await rows()).map((item) => item.id)).not.toContain(id);
    expect(existsSync(thumbFile)).toBe(false);
    expect(await inner.has(row?.original ?? '')).toBe(false);

    // A photo a visitor has ordered stays, off sale, for the buyer's download.
    const sold = (await upload(await photo(1000, 700))).data.id as number;
    await t.app.sceneryProcessor.idle();
    await consoleCall('POST', '/console/scenery/save', { id: sold, title: TITLE, price: '9.00' });
    await consoleCall('POST', '/console/scenery/enabled', { id: sold, enabled: true });
    const buyer = await signIn(t.app, t.database.db, `scenery-buyer-${engine.name}@example.com`);
    const order = await call(t.app, 'GET', `/index/order/createImgOrder?id=${sold}`, {
      headers: { token: buyer },
    });
    expect(order.json.code).toBe(0);
    const kept = await consoleCall('POST', '/console/scenery/delete', { id: sold });
    expect(kept.json.data).toEqual({ deleted: false });
    expect((await rows()).find((item) => item.id === sold)).toMatchObject({ enabled: 0 });
    const listed = (await consoleCall('GET', '/console/scenery/list')).json.data.list;
    expect(listed.find((item: { id: number }) => item.id === sold)).toMatchObject({
      orders: 1,
      enabled: false,
    });
  });

  it('refuses staff without the content role, and stores nothing for them', async () => {
    const before = stored();
    const answer = await upload(await photo(400, 300), gatekeeper);
    expect(answer).toMatchObject({ code: ERRORS.staffRoleRefused.code });
    expect(stored()).toEqual(before);
    for (const [method, url, body] of [
      ['GET', '/console/scenery/list', undefined],
      ['POST', '/console/scenery/save', { id: 1, title: TITLE, price: '1.00' }],
      ['POST', '/console/scenery/enabled', { id: 1, enabled: false }],
      ['POST', '/console/scenery/delete', { id: 1 }],
    ] as const) {
      const refused = await staffCall(t.app, gatekeeper, method, url, {
        langue: 'en',
        ...(body ? { body } : {}),
      });
      expect(refused.json.code, url).toBe(ERRORS.staffRoleRefused.code);
    }
    expect((await rows()).find((item) => item.id === 1)).toMatchObject({ enabled: 1 });
  });
});
