import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStore } from '#server/providers/storage/local.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { publishOriginal } from './originals.ts';
import { createSceneryService } from './service.ts';

/** A photograph-like original: a gradient with detail, 1600 × 1200. */
async function makeOriginal(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/>
    <stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97) % 1600}" cy="${(i * 53) % 1200}" r="${20 + (i % 7) * 9}" fill="#1d3557" fill-opacity="0.5"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe.each(enginesUnderTest())('scenery images on $name', (engine) => {
  let t: TestApp;
  let buyer = '';
  let stranger = '';
  let original: Buffer;
  const dir = mkdtempSync(path.join(tmpdir(), 'scenery-test-'));
  const store = localObjectStore(path.join(dir, 'originals'));
  const uploadsDir = path.join(dir, 'uploads');

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dir }, originals: store });
    buyer = await signIn(t.app, t.database.db, `photo-buyer-${engine.name}@example.com`);
    stranger = await signIn(t.app, t.database.db, `photo-stranger-${engine.name}@example.com`);
    original = await makeOriginal();
    await publishOriginal(t.database.db, store, uploadsDir, {
      id: 1,
      name: 'test-sunrise',
      original,
      mark: 'BUKIT AWAN · PREVIEW',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    call(t.app, 'GET', url, { langue: 'en', ...(token ? { headers: { token } } : {}) });
  const post = (url: string, body: object, token: string) =>
    call(t.app, 'POST', url, { body, langue: 'en', headers: { token } });
  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);

  it('publishes files only under the uploads: an image name that is a path is refused', async () => {
    for (const name of ['../../../../escape', 'nested/name', 'x\0y', '']) {
      await expect(
        publishOriginal(t.database.db, store, uploadsDir, { id: 2, name, original, mark: 'X' }),
      ).rejects.toThrow(/unsafe image name/);
    }
    expect(existsSync(path.join(dir, 'escape-thumb.webp'))).toBe(false);
    expect(existsSync(path.join(uploadsDir, 'scenery', 'nested'))).toBe(false);
    const row = await t.database.db
      .selectFrom('scenery')
      .select('thumb')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.thumb).not.toContain('escape');
  });

  it('shows the public only a thumbnail and a smaller, watermarked preview', async () => {
    const { json } = await get('/index/index/sceneryList');
    expect(json.code).toBe(0);
    const first = json.data.list.find((item: { id: number }) => item.id === 1);
    expect(first).toMatchObject({
      thumb: '/uploads/scenery/1-test-sunrise-thumb.webp',
      preview: '/uploads/scenery/1-test-sunrise-preview.webp',
      width: 1600,
      height: 1200,
      collected: false,
    });
    expect(JSON.stringify(json)).not.toContain('originals');
    expect(JSON.stringify(json)).not.toContain('.jpg');

    const preview = readFileSync(path.join(uploadsDir, 'scenery', '1-test-sunrise-preview.webp'));
    const info = await sharp(preview).metadata();
    expect(info.format).toBe('webp');
    expect(info.width).toBe(1080);
    expect(preview.length).toBeLessThan(original.length);
    // The mark changes the picture: compared with a clean copy at the same size, pixels differ.
    const clean = await sharp(original).resize({ width: 1080 }).raw().toBuffer();
    const marked = await sharp(preview).raw().toBuffer();
    let changed = 0;
    for (let i = 0; i < clean.length; i += 3) {
      if (Math.abs((clean[i] ?? 0) - (marked[i] ?? 0)) > 24) changed++;
    }
    expect(changed / (clean.length / 3)).toBeGreaterThan(0.05);
  });

  it('favourites toggle idempotently and list under favourites', async () => {
    expect(
      (await post('/index/index/collectScenery', { id: 1, collect: true }, buyer)).json,
    ).toMatchObject({ code: 0, data: { id: 1, collected: true } });
    await post('/index/index/collectScenery', { id: 1, collect: true }, buyer);
    const rows = await t.database.db
      .selectFrom('scenery_favourite')
      .selectAll()
      .where('scenery_id', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);

    const favourites = await get('/index/index/sceneryList?collect=1', buyer);
    expect(favourites.json.data.list.map((item: { id: number }) => item.id)).toEqual([1]);
    expect(favourites.json.data.list[0].collected).toBe(true);
    expect((await get('/index/index/sceneryDetail?id=1', buyer)).json.data.collected).toBe(true);
    expect((await get('/index/index/sceneryDetail?id=1', stranger)).json.data.collected).toBe(
      false,
    );

    await post('/index/index/collectScenery', { id: 1, collect: false }, buyer);
    await post('/index/index/collectScenery', { id: 1, collect: false }, buyer);
    expect((await get('/index/index/sceneryList?collect=1', buyer)).json.data.list).toEqual([]);
    expect((await get('/index/index/sceneryList?collect=1')).json.code).toBe(1001);
    expect(
      (await post('/index/index/collectScenery', { id: 999, collect: true }, buyer)).json.code,
    ).toBe(1003);
  });

  it('lets only the paying visitor download the original, through a link that works as given', async () => {
    const created = await get('/index/order/createImgOrder?id=1', buyer);
    expect(created.json.code).toBe(0);
    const orderId = created.json.data.id as number;
    expect((await get(`/index/order/downloadImg?id=${orderId}`, buyer)).json.code).toBe(3014);
    expect((await get('/index/index/sceneryDetail?id=1', buyer)).json.data.order).toEqual({
      id: orderId,
      status: 'pending_payment',
    });

    await pay(created.json.data.payUrl);
    const order = (await get(`/index/order/orderDetail?id=${orderId}`, buyer)).json.data;
    expect(order).toMatchObject({ kind: 'image', status: 'completed' });

    const link = await get(`/index/order/downloadImg?id=${orderId}`, buyer);
    expect(link.json.code).toBe(0);
    expect(link.json.data.fileName).toMatch(/-1\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: link.json.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${link.json.data.fileName}"`,
    );
    expect(file.rawPayload.equals(original)).toBe(true);

    // Someone else's order, a forged or altered link: nothing.
    expect((await get(`/index/order/downloadImg?id=${orderId}`, stranger)).json.code).toBe(1003);
    const altered = link.json.data.url.replace(/\.([^.]+)$/, '.AAAA$1');
    const refused = await t.app.inject({ method: 'GET', url: altered });
    expect(refused.json()).toMatchObject({ code: 1003 });
    expect(refused.rawPayload.includes(original.subarray(0, 64))).toBe(false);

    // Buying it again is refused: it is already theirs.
    expect((await get('/index/order/createImgOrder?id=1', buyer)).json.code).toBe(3013);
    // An image without an original cannot be bought.
    expect((await get('/index/order/createImgOrder?id=2', buyer)).json.code).toBe(1003);

    // Refunded: neither a new link nor the one already given opens the original.
    await t.app.orders.refund({ orderId, reason: 'not the photo I meant', staffId: null });
    expect((await get(`/index/order/downloadImg?id=${orderId}`, buyer)).json.code).toBe(3014);
    const afterRefund = await t.app.inject({ method: 'GET', url: link.json.data.url });
    expect(afterRefund.json()).toMatchObject({ code: 1003 });
    expect(afterRefund.rawPayload.includes(original.subarray(0, 64))).toBe(false);
  });

  it('never charges twice for one image: a second tap pays the same order, a second paid order is flagged for refund', async () => {
    const visitor = await signIn(t.app, t.database.db, `photo-twice-${engine.name}@example.com`);
    const first = await get('/index/order/createImgOrder?id=1', visitor);
    const again = await get('/index/order/createImgOrder?id=1', visitor);
    expect(again.json.data.id).toBe(first.json.data.id);

    // The first order's time runs out unswept; a new one is made, and then both get paid.
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first.json.data.id)
      .execute();
    const second = await get('/index/order/createImgOrder?id=1', visitor);
    expect(second.json.data.id).not.toBe(first.json.data.id);
    await pay(first.json.data.payUrl);
    await pay(second.json.data.payUrl);
    const refunds = await t.database.db
      .selectFrom('payment')
      .select(['order_id', 'needs_refund'])
      .where('order_id', 'in', [first.json.data.id, second.json.data.id])
      .where('status', '=', 'succeeded')
      .orderBy('order_id')
      .execute();
    expect(refunds.map((row) => Number(row.needs_refund))).toEqual([0, 1]);
    // The image page shows it as bought, not as waiting for payment.
    expect((await get('/index/index/sceneryDetail?id=1', visitor)).json.data.order.status).toBe(
      'completed',
    );
  });

  it('ten taps at once on Buy make one order of the image, and ten on the heart one favourite', async () => {
    const visitor = await signIn(t.app, t.database.db, `photo-taps-${engine.name}@example.com`);
    const buys = await Promise.all(
      Array.from({ length: 10 }, () => get('/index/order/createImgOrder?id=1', visitor)),
    );
    expect(buys.map((answer) => answer.json.code)).toEqual(Array(10).fill(0));
    expect(new Set(buys.map((answer) => answer.json.data.id)).size).toBe(1);
    const orders = await t.database.db
      .selectFrom('orders')
      .innerJoin('visitor', 'visitor.id', 'orders.visitor_id')
      .select('orders.id')
      .where('visitor.email', '=', `photo-taps-${engine.name}@example.com`)
      .execute();
    expect(orders).toHaveLength(1);

    const hearts = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/index/index/collectScenery', { id: 1, collect: true }, visitor),
      ),
    );
    expect(hearts.map((answer) => answer.json.code)).toEqual(Array(10).fill(0));
    const favourites = await t.database.db
      .selectFrom('scenery_favourite')
      .innerJoin('visitor', 'visitor.id', 'scenery_favourite.visitor_id')
      .select('scenery_id')
      .where('visitor.email', '=', `photo-taps-${engine.name}@example.com`)
      .execute();
    expect(favourites).toEqual([{ scenery_id: 1 }]);
  });

  it('refuses a link after it expires', async () => {
    const created = await get('/index/order/createImgOrder?id=1', stranger);
    await pay(created.json.data.payUrl);
    let clock = Date.now();
    const service = createSceneryService({
      db: t.database.db,
      orders: t.app.orders,
      store,
      secret: 'expiry-test-secret',
      downloadPath: '/api/files/scenery',
      now: () => clock,
    });
    const visitor = await t.database.db
      .selectFrom('visitor')
      .selectAll()
      .where('email', '=', `photo-stranger-${engine.name}@example.com`)
      .executeTakeFirstOrThrow();
    const link = await service.downloadLink(visitor, created.json.data.id);
    const token = link.url.split('/').at(-1) ?? '';
    await expect(service.openLink(token)).resolves.toMatchObject({ fileName: link.fileName });
    clock += 11 * 60_000;
    await expect(service.openLink(token)).rejects.toMatchObject({ key: 'linkExpired' });
  });

  it('lists the live cameras with their streams and which are on air', async () => {
    const { json } = await get('/index/index/cameraList');
    expect(json.data).toHaveLength(3);
    expect(json.data[0]).toMatchObject({
      name: 'River bend jetty',
      stream: '/uploads/demo/hls/live.m3u8',
      online: true,
    });
    expect(json.data.filter((camera: { online: boolean }) => !camera.online)).toHaveLength(1);
  });
});
