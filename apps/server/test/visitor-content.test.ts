import {
  getAreaCodeDataSchema,
  getBannerDataSchema,
  getRuleDataSchema,
  helpSchema,
  homeImagesSchema,
  indexDataSchema,
  noticeListSchema,
  sceneLookListSchema,
  scenicSchema,
  weatherGuaranteeSchema,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { capturedLog } from '#test/log.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe.each(enginesUnderTest())('content API on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('getBanner answers both slots, covering all four action types, in the visitor language', async () => {
    const { status, json } = await call(t.app, 'POST', '/index/index/getBanner', {
      body: { key: ['home', 'homeCenter'] },
      langue: 'en',
    });
    expect(status).toBe(200);
    expect(json.code).toBe(0);
    const data = getBannerDataSchema.parse(json.data);
    expect(data.home?.length).toBeGreaterThanOrEqual(4);
    expect(data.homeCenter?.length).toBeGreaterThanOrEqual(1);
    expect(new Set(data.home?.map((banner) => banner.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(data.home?.[0]?.title).toBe('Rainforest Day Pass');
    const detail = data.home?.find((banner) => banner.type === 4);
    expect(JSON.parse(detail?.content ?? '')).toEqual({ type: 'ticket', id: 1 });

    const zh = await call(t.app, 'POST', '/index/index/getBanner', { body: { key: ['home'] } });
    expect(zh.json.data.home[0].title).toBe('雨林一日游门票');
    expect(zh.json.data.homeCenter).toBeUndefined();
  });

  it('getBanner refuses an unknown slot with a localized message', async () => {
    const en = await call(t.app, 'POST', '/index/index/getBanner', {
      body: { key: ['sidebar'] },
      langue: 'en',
    });
    expect(en.status).toBe(200);
    expect(en.json).toEqual({
      code: 1002,
      msg: 'Banner key must be home or homeCenter',
      data: null,
    });
    const ma = await call(t.app, 'POST', '/index/index/getBanner', { body: {}, langue: 'ma' });
    expect(ma.json.code).toBe(1002);
    expect(ma.json.msg).toBe('Kunci banner mesti home atau homeCenter');
  });

  it('getNoticet answers an array of texts', async () => {
    const { json } = await call(t.app, 'GET', '/index/index/getNoticet', { langue: 'ma' });
    const notices = noticeListSchema.parse(json.data);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toContain('Dibuka hari ini');
  });

  it('indexData covers the home images, the home shop list and the scene look list', async () => {
    const { json } = await call(t.app, 'GET', '/index/index/indexData', { langue: 'en' });
    expect(json.code).toBe(0);
    const data = indexDataSchema.parse(json.data);
    const images = homeImagesSchema.parse(JSON.parse(data.homeImages));
    expect(images.str.attractions).toBe('Top attractions');
    expect(images.descTime.open).toBe(1);
    expect(images.descTime.days).toBeGreaterThanOrEqual(20);
    // 19:00 at the attraction (UTC+8) is 11:00 UTC, whatever the phone's time zone.
    expect(images.descTime.at).toMatch(/T11:00:00\.000Z$/);
    expect(images.attractions).toHaveLength(3);
    expect(images.video.viewType).toBe(1);
    expect(images.goods.multiple).toBeGreaterThan(0);
    expect(images.experience.langType).not.toBe(0);
    expect(images.map.magnify).toBe(1);

    const { shopList } = data;
    expect(shopList.ticketList[0]).toEqual({
      id: 1,
      cover: '/uploads/demo/ticket-day-pass.webp',
      name: 'Rainforest Day Pass',
      price: '45.00',
    });
    expect(shopList.storeGoods.length).toBeGreaterThan(0);
    expect(shopList.hireGoods.length).toBeGreaterThan(0);
    // A rental's price says what it is for: the kayak by the hour, the bike by the day.
    const hire = Object.fromEntries(shopList.hireGoods.map((item) => [item.name, item.rent_unit]));
    expect(hire).toMatchObject({ 'Two-seat kayak': 'hour', 'Mountain bike': 'day' });
    expect(shopList.storeGoods.every((item) => item.rent_unit === null)).toBe(true);
    expect(shopList.foodGoods.length).toBeGreaterThan(0);
    expect(shopList.scenery.length).toBeGreaterThan(0);
    // The plush toy's lowest SKU is the small size.
    expect(shopList.storeGoods.find((item) => item.name === 'Hornbill plush toy')?.min_price).toBe(
      '39.00',
    );

    const scenes = sceneLookListSchema.parse(JSON.parse(data.sceneLook));
    expect(scenes.map((scene) => scene.id)).toEqual(['entrance', 'canopy', 'waterfall']);
    expect(scenes[1]?.hotspots.map((spot) => spot.target)).toContain('waterfall');
  });

  it('indexData answers one part when asked by type', async () => {
    const images = await call(t.app, 'GET', '/index/index/indexData?type=homeImages', {
      langue: 'zh',
    });
    expect(typeof images.json.data).toBe('string');
    expect(JSON.parse(images.json.data).str.attractions).toBe('必游景点');
    const look = await call(t.app, 'GET', '/index/index/indexData?type=sceneLook');
    expect(JSON.parse(look.json.data)[0].title).toBe('入口广场');
    const shop = await call(t.app, 'GET', '/index/index/indexData?type=shopList');
    expect(Object.keys(shop.json.data)).toEqual([
      'ticketList',
      'storeGoods',
      'hireGoods',
      'foodGoods',
      'scenery',
    ]);
    const bad = await call(t.app, 'GET', '/index/index/indexData?type=everything', {
      langue: 'en',
    });
    expect(bad.json).toEqual({ code: 1002, msg: 'Invalid value', data: null });
  });

  it('getScenic and help answer the attraction and company info', async () => {
    const scenic = scenicSchema.parse(
      (await call(t.app, 'GET', '/index/index/getScenic', { langue: 'en' })).json.data,
    );
    expect(scenic.name).toBe('Bukit Awan Rainforest Park');
    expect(scenic.serviceUrl).toMatch(/^https:\/\//);
    // The park's clock, for dates on phones set to other zones.
    expect(scenic.utcOffset).toBe('+08:00');
    const help = helpSchema.parse(
      (await call(t.app, 'GET', '/index/index/help', { langue: 'zh' })).json.data,
    );
    expect(help.company).toBe('云岭雨林度假有限公司');
    expect(help.email).toContain('@');
  });

  it('getRule answers the agreements, one type or both', async () => {
    const both = getRuleDataSchema.parse(
      (await call(t.app, 'GET', '/index/login/getRule', { langue: 'en' })).json.data,
    );
    expect(both.map((rule) => rule.title).sort()).toEqual(['Privacy Policy', 'Terms of Use']);
    const privacy = await call(t.app, 'GET', '/index/login/getRule?type=privacy', { langue: 'ma' });
    expect(privacy.json.data).toHaveLength(1);
    expect(privacy.json.data[0].title).toBe('Dasar Privasi');
  });

  it('getAreaCode marks +86 as the mainland pattern', async () => {
    const codes = getAreaCodeDataSchema.parse(
      (await call(t.app, 'GET', '/index/login/getAreaCode', { langue: 'en' })).json.data,
    );
    expect(codes[0]).toEqual({ code: '+60', name: 'Malaysia', mainland: false });
    expect(codes.find((code) => code.code === '+86')?.mainland).toBe(true);
  });

  it('weather lists the guarantee terms and the marked heavy-rain days', async () => {
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('rain_day')
      .values({ date: day, note: 'test', created_at: new Date().toISOString() })
      .execute();
    const data = weatherGuaranteeSchema.parse(
      (await call(t.app, 'GET', '/index/index/weather', { langue: 'en' })).json.data,
    );
    expect(data.summary).toBe(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
    expect(data.terms.length).toBeGreaterThan(0);
    expect(data.rainyDates).toContain(day);
  });

  it('indexData is answered once, compressed or not, with nothing logged as a warning or an error', async () => {
    const log = capturedLog();
    const quiet = await createTestApp(engine, { logger: log.logger });
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const answer = await quiet.app.inject({
          method: 'GET',
          url: '/api/index/index/indexData',
          headers: { 'accept-encoding': encoding, langue: 'en' },
        });
        expect(answer.statusCode).toBe(200);
      }
      // What the requests logged (the start's own warning about the missing build is not theirs).
      const loud = log.lines
        .map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string })
        .filter((line) => line.reqId && line.level >= 40)
        .map((line) => line.msg);
      expect(loud).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
