import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './call.ts';
import { enginesUnderTest } from './engines.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe.each(enginesUnderTest())('bad input on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const bannerCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('banner')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an unknown API route answers a 404 envelope in the visitor language', async () => {
    const en = await call(t.app, 'GET', '/index/index/nope', { langue: 'en' });
    expect(en.status).toBe(404);
    expect(en.json).toEqual({ code: 1005, msg: 'No such API', data: null });
    const zh = await call(t.app, 'POST', '/index/order/whatever', { body: {} });
    expect(zh.json.msg).toBe('接口不存在');
  });

  it('a malformed JSON body answers a localized validation message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/index/index/getBanner',
      headers: { 'content-type': 'application/json', langue: 'en' },
      payload: '{"key": [home',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1002, msg: 'The request is not valid', data: null });
  });

  it('a wrongly typed body answers a localized validation message', async () => {
    const { json } = await call(t.app, 'POST', '/index/index/getBanner', {
      body: { key: 42 },
      langue: 'zh',
    });
    expect(json).toEqual({ code: 1002, msg: '广告位只能是 home 或 homeCenter', data: null });
  });

  it('a body over 1 MB answers 413 and the server keeps serving', async () => {
    const before = await bannerCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/index/index/getBanner',
      headers: { 'content-type': 'application/json', langue: 'en' },
      payload: JSON.stringify({ key: ['home'], filler: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 1006,
      msg: 'The request body is too large',
      data: null,
    });
    expect(await bannerCount()).toBe(before);
    const after = await call(t.app, 'POST', '/index/index/getBanner', { body: { key: ['home'] } });
    expect(after.json.code).toBe(0);
  });

  it('an id larger than the database holds is refused as invalid, never a server error', async () => {
    const huge = 99_999_999_999;
    for (const url of [
      `/index/index/goodsDetail?id=${huge}`,
      `/index/index/sceneryDetail?id=${huge}`,
      `/index/index/commentList?goodsId=${huge}`,
      `/index/index/ticketInfo?id=${huge}`,
    ]) {
      const { json } = await call(t.app, 'GET', url, { langue: 'en' });
      expect(json.code, url).toBe(1002);
    }
  });

  it('an unknown langue header falls back to Chinese', async () => {
    const { json } = await call(t.app, 'GET', '/index/index/nope', { langue: '<script>' });
    expect(json.msg).toBe('接口不存在');
  });
});
