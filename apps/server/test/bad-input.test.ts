import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './call.ts';
import { soonDate } from './dates.ts';
import { enginesUnderTest } from './engines.ts';
import { rawExchange } from './raw-socket.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signIn } from './visitors.ts';

const CONTROL_TEXT_EN =
  'The text contains characters that are not allowed, such as hidden control characters';

describe.each(enginesUnderTest())('bad input on $name', (engine) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app, t.database.db, `bad-input-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const countOf = async (table: 'orders' | 'contact_message' | 'ticket_day') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

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

  it('refuses a NUL character in a search, a message or an order note, storing nothing', async () => {
    const before = [await countOf('orders'), await countOf('contact_message')];
    const search = await call(t.app, 'GET', '/index/index/goodList?keyword=a%00b', {
      langue: 'en',
    });
    expect(search.json).toEqual({ code: 1002, msg: CONTROL_TEXT_EN, data: null });

    const message = { name: 'Ana', email: 'ana@example.com', content: 'Hello\u0000there' };
    const contact = await call(t.app, 'POST', '/index/common/contact', {
      body: message,
      langue: 'ma',
    });
    expect(contact.json).toEqual({
      code: 1002,
      msg: 'Teks mengandungi aksara yang tidak dibenarkan, seperti aksara kawalan tersembunyi',
      data: null,
    });
    const halfEmoji = await t.app.inject({
      method: 'POST',
      url: '/api/index/common/contact',
      headers: { 'content-type': 'application/json', langue: 'zh' },
      payload: '{"name":"Ana","email":"ana@example.com","content":"Hi \\ud83d"}',
    });
    expect(halfEmoji.json()).toEqual({
      code: 1002,
      msg: '内容包含不允许的字符（如不可见的控制字符）',
      data: null,
    });

    const goods = await call(t.app, 'GET', '/index/index/goodList?kind=store');
    const detail = await call(
      t.app,
      'GET',
      `/index/index/goodsDetail?id=${goods.json.data.list[0].id}`,
    );
    const note = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'store',
        items: [
          { goods_id: detail.json.data.id, spec_id: detail.json.data.goodsSpec[0].id, num: 1 },
        ],
        note: 'Ring \u0000 twice',
      },
      langue: 'en',
      headers: { token },
    });
    expect(note.json).toEqual({ code: 1002, msg: CONTROL_TEXT_EN, data: null });
    const ticketNote = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: soonDate(2),
        items: [{ variantId: 1, quantity: 1 }],
        note: 'bell\u0007',
      },
      langue: 'en',
      headers: { token },
    });
    expect(ticketNote.json.msg).toBe(CONTROL_TEXT_EN);
    expect([await countOf('orders'), await countOf('contact_message')]).toEqual(before);
  });

  it('refuses an id above 2^31-1 in orderRePay as invalid, not as a server error', async () => {
    for (const id of [2_147_483_648, 99_999_999_999, -1, 1.5]) {
      const { json } = await call(t.app, 'POST', '/index/order/orderRePay', {
        body: { id },
        langue: 'en',
        headers: { token },
      });
      expect([id, json]).toEqual([id, { code: 1002, msg: 'Invalid value', data: null }]);
    }
  });

  it('reads an id in a query string as plain digits only, never as another number', async () => {
    const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date: soonDate(3), items: [{ variantId: 1, quantity: 1 }] },
      headers: { token },
    });
    const id = created.json.data.id as number;
    const plain = await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
      headers: { token },
    });
    expect(plain.json.data.id).toBe(id);
    for (const written of [`${id}.0`, `0x${id.toString(16)}`, `${id}e0`, `%20${id}`, '']) {
      const { json } = await call(t.app, 'GET', `/index/order/orderDetail?id=${written}`, {
        langue: 'en',
        headers: { token },
      });
      expect([written, json]).toEqual([written, { code: 1002, msg: 'Invalid value', data: null }]);
    }
  });

  it('answers a malformed address and an over-long path parameter with the envelope', async () => {
    for (const url of ['/api/index/index/%zz', '/api/files/scenery/%E0%A4%A', '/h5/%']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { langue: 'en' } });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        { code: 1020, msg: 'The address is not valid', data: null },
      ]);
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/files/scenery/${'a'.repeat(201)}`,
      headers: { langue: 'ma' },
    });
    expect([long.statusCode, long.json()]).toEqual([
      414,
      { code: 1021, msg: 'Alamat terlalu panjang', data: null },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${'a'.repeat(300)}` });
    expect(page.json()).toEqual({ code: 1021, msg: '请求地址过长', data: null });
  });

  it('asks a signed-out caller to log in before looking at the body of a login-only call', async () => {
    const before = await countOf('orders');
    for (const path of [
      '/index/order/createTicketOrder',
      '/index/order/createGoodsOrder',
      '/index/order/dateFindOrder',
      '/index/order/ticketSendEmail',
      '/index/index/collectScenery',
      '/index/comment/add',
      '/index/order/orderRePay',
    ]) {
      for (const [type, payload] of [
        ['application/json', '{}'],
        ['application/json', '{"date": '],
        ['text/plain', 'hello'],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api${path}`,
          headers: { 'content-type': type as string, langue: 'en' },
          payload,
        });
        expect([path, type, response.json()]).toEqual([
          path,
          type,
          {
            code: 1001,
            msg: 'Not logged in or the session has expired, please log in again',
            data: null,
          },
        ]);
      }
    }
    expect(await countOf('orders')).toBe(before);
  });

  it('answers a wrong method with 405 and a body that is not JSON with 415, as envelopes', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/index/order/createTicketOrder',
      headers: { langue: 'en' },
    });
    expect([put.statusCode, put.headers.allow, put.json()]).toEqual([
      405,
      'POST',
      { code: 1023, msg: 'This API does not accept this request method', data: null },
    ]);
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/index/index/goodList' });
    expect([options.statusCode, options.headers.allow, options.json().code]).toEqual([
      405,
      'GET, HEAD',
      1023,
    ]);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/index/index/getBanner',
      headers: { 'content-type': 'application/xml', langue: 'en' },
      payload: '<key>home</key>',
    });
    expect([xml.statusCode, xml.json()]).toEqual([
      415,
      { code: 1022, msg: 'Please send the request as JSON', data: null },
    ]);
    // Unknown pages stay a plain 404, and a missing file under a served folder is not a 405.
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/nothing-here.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses JSON nested deeper than any call needs, however deep', async () => {
    const banner = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/index/index/getBanner',
        headers: { 'content-type': 'application/json', langue: 'en' },
        payload,
      });
    const nested = await banner(`{"key": ${'['.repeat(20)}"home"${']'.repeat(20)}}`);
    expect(nested.json()).toEqual({
      code: 1002,
      msg: 'The request is nested too deeply',
      data: null,
    });
    const abyss = await banner(`${'['.repeat(500_000)}${']'.repeat(500_000)}`);
    expect(abyss.json().code).toBe(1002);
    expect(
      (await call(t.app, 'POST', '/index/index/getBanner', { body: { key: 'home' } })).json.code,
    ).toBe(0);
  });

  it('answers a request Node cannot even parse with the envelope, and keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { answer: huge } = await rawExchange(
      port,
      `GET /api/index/index/getNoticet HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 1024,
      msg: '请求头过大',
      data: null,
    });
    const { answer: garbled } = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbled.slice(garbled.indexOf('\r\n\r\n') + 4)).code).toBe(1025);
    const fine = await fetch(`http://127.0.0.1:${port}/api/index/index/getNoticet`);
    expect(((await fine.json()) as { code: number }).code).toBe(0);
  });

  it('an unknown langue header falls back to Chinese', async () => {
    const { json } = await call(t.app, 'GET', '/index/index/nope', { langue: '<script>' });
    expect(json.msg).toBe('接口不存在');
  });
});
