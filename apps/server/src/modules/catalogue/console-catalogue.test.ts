import {
  type ConsoleGoods,
  consoleGoodsListSchema,
  consoleGoodsSchema,
  consoleGoodsTypeListSchema,
  ERRORS,
  type GoodsSaveBody,
  LOCALES,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

// Home content cached as in production, so "at once" means the cache was cleared.
const env = {
  CONTENT_CACHE_SECONDS: '300',
  UNPAID_ORDERS_PER_VISITOR: '20',
};

const text = (zh: string, en: string, ma: string) => ({ zh, en, ma });

/** A new dish: two portions, each with its own price and stock. */
const murtabak = (typeId: number): GoodsSaveBody => ({
  kind: 'food',
  typeId,
  name: text('煎蛋饼', 'Murtabak', 'Martabak'),
  intro: text('夹肉煎饼', 'Stuffed pan-fried bread', 'Roti goreng berinti'),
  description: text('现煎现卖。', 'Made on the griddle to order.', 'Dibuat atas kuali.'),
  cover: '/uploads/murtabak.webp',
  images: ['/uploads/murtabak-2.webp', '/uploads/murtabak-3.webp'],
  sort: 0,
  enabled: true,
  specs: [
    {
      name: text('份量', 'Portion', 'Hidangan'),
      options: [
        { name: text('一片', 'One piece', 'Sekeping') },
        { name: text('两片', 'Two', 'Dua') },
      ],
    },
  ],
  skus: [
    { options: [0], price: '3.50', stock: 50 },
    { options: [1], price: '6', stock: 30 },
  ],
  food: { pickupPoint: text('煎饼摊', 'Griddle stall', 'Gerai martabak'), prepMinutes: 7 },
});

describe.each(enginesUnderTest())('the console’s catalogue on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  let visitor = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    editor = await signInNewStaff(t.app, admin, 'shelves', ['content']);
    visitor = await signIn(t.app, t.database.db, `catalogue-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const save = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/catalogue/goods/save', { body, langue });
  const consoleDetail = async (id: number) => {
    const answer = await staffCall(
      t.app,
      editor,
      'GET',
      `/console/catalogue/goods/detail?id=${id}`,
    );
    expect(answer.json.code).toBe(0);
    return consoleGoodsSchema.parse(answer.json.data);
  };
  const consoleList = async (query: string) => {
    const answer = await staffCall(t.app, editor, 'GET', `/console/catalogue/goods?${query}`, {
      langue: 'en',
    });
    expect(answer.json.code).toBe(0);
    return consoleGoodsListSchema.parse(answer.json.data);
  };
  const categories = async (kind: string) => {
    const answer = await staffCall(
      t.app,
      editor,
      'GET',
      `/console/catalogue/categories?kind=${kind}`,
    );
    return consoleGoodsTypeListSchema.parse(answer.json.data).list;
  };
  const typeOf = async (kind: string, en: string) => {
    const found = (await categories(kind)).find((type) => type.name.en === en);
    if (!found) throw new Error(`no category ${en}`);
    return found.id;
  };
  const publicList = async (kind: string, langue = 'en') =>
    (await call(t.app, 'GET', `/index/index/goodList?kind=${kind}&limit=50`, { langue })).json.data
      .list as { id: number; name: string; min_price: string }[];
  const publicDetail = (id: number, langue = 'en') =>
    call(t.app, 'GET', `/index/index/goodsDetail?id=${id}`, { langue });
  const homeFood = async () =>
    (await call(t.app, 'GET', '/index/index/indexData', { langue: 'en' })).json.data.shopList
      .foodGoods as { id: number; name: string; min_price: string }[];
  const findByName = async (kind: string, en: string) => {
    const list = await consoleList(`kind=${kind}&keyword=${encodeURIComponent(en)}`);
    const row = list.list.find((item) => item.name.en === en);
    if (!row) throw new Error(`no ${en}`);
    return consoleDetail(row.id);
  };
  /** The console's view of an item as the save call takes it back. */
  const asBody = (goods: ConsoleGoods): GoodsSaveBody => {
    const common = {
      id: goods.id,
      typeId: goods.typeId,
      name: goods.name,
      intro: goods.intro,
      description: goods.description,
      cover: goods.cover,
      images: goods.images,
      sort: goods.sort,
      enabled: goods.enabled,
      specs: goods.specs,
      skus: goods.skus.map(({ options, price, stock }) => ({ options, price, stock })),
    };
    if (goods.kind === 'hire' && goods.rent) return { ...common, kind: 'hire', rent: goods.rent };
    if (goods.kind === 'food' && goods.food) return { ...common, kind: 'food', food: goods.food };
    return { ...common, kind: 'store' };
  };
  const order = (body: object) =>
    call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body,
      langue: 'en',
      headers: { token: visitor },
    });
  const orderDetail = async (id: number) =>
    (
      await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
        langue: 'en',
        headers: { token: visitor },
      })
    ).json;
  const catalogueRows = async () => ({
    goods: await db().selectFrom('goods').selectAll().orderBy('id').execute(),
    specs: await db().selectFrom('goods_spec').selectAll().orderBy('id').execute(),
    options: await db().selectFrom('goods_spec_option').selectAll().orderBy('id').execute(),
    skus: await db().selectFrom('goods_sku').selectAll().orderBy('id').execute(),
    types: await db().selectFrom('goods_type').selectAll().orderBy('id').execute(),
    audit: (await db().selectFrom('audit_log').select('id').execute()).length,
  });
  const auditOf = async (action: string, target: string) =>
    (
      await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}&limit=50`)
    ).json.data.list.filter((entry: { target: string }) => entry.target === target);

  it('finds items by kind, category, words of a name in any language, and on or off', async () => {
    const food = await consoleList('kind=food&limit=50');
    expect(food.total).toBeGreaterThan(3);
    expect(food.list.every((item) => item.kind === 'food')).toBe(true);
    const laksa = food.list.find((item) => item.name.en === 'Curry laksa');
    expect(laksa).toMatchObject({ typeName: 'Rice and noodles', enabled: true });
    expect(laksa?.stock).toBeGreaterThan(0);

    const snacks = await typeOf('food', 'Snacks');
    const inSnacks = await consoleList(`kind=food&typeId=${snacks}`);
    expect(inSnacks.list.map((item) => item.name.en)).toEqual(['Satay', 'Roti canai']);
    // A Malay or Chinese word finds the same item.
    for (const word of ['Sate', '沙爹', 'satay']) {
      const found = await consoleList(`keyword=${encodeURIComponent(word)}`);
      expect(
        found.list.map((item) => item.name.en),
        word,
      ).toEqual(['Satay']);
    }
    expect((await consoleList('state=off')).total).toBe(0);
    expect((await consoleList('kind=hire&state=on')).list.map((item) => item.kind)).not.toContain(
      'food',
    );

    const bike = await findByName('hire', 'Mountain bike');
    expect(bike.rent).toEqual({ unit: 'day', max: 7, deposit: '100.00' });
    expect(bike.name).toEqual({
      zh: expect.any(String),
      en: 'Mountain bike',
      ma: expect.any(String),
    });
    // Every combination once, written as option positions of its specs.
    expect(bike.skus.map((sku) => sku.options)).toEqual(
      bike.specs.length === 1
        ? bike.specs[0]?.options.map((_o, index) => [index])
        : expect.any(Array),
    );
  });

  it('publishes a new dish to visitors at once: menu, detail, prices, pick-up point, home page', async () => {
    const typeId = await typeOf('food', 'Snacks');
    // The home page's lists are cached before the save...
    await homeFood();
    const saved = await save(murtabak(typeId));
    expect(saved.json.code).toBe(0);
    const dish = consoleGoodsSchema.parse(saved.json.data);
    expect(dish).toMatchObject({
      kind: 'food',
      typeId,
      name: murtabak(typeId).name,
      images: ['/uploads/murtabak-2.webp', '/uploads/murtabak-3.webp'],
      food: { pickupPoint: text('煎饼摊', 'Griddle stall', 'Gerai martabak'), prepMinutes: 7 },
      rent: null,
      orders: 0,
    });
    expect(dish.skus.map(({ options, price, stock }) => [options, price, stock])).toEqual([
      [[0], '3.50', 50],
      [[1], '6.00', 30],
    ]);

    // ...and visitors see the dish on their next call, in their language.
    expect((await publicList('food')).find((item) => item.id === dish.id)).toMatchObject({
      name: 'Murtabak',
      min_price: '3.50',
    });
    const detail = (await publicDetail(dish.id, 'ma')).json.data;
    expect(detail).toMatchObject({
      name: 'Martabak',
      intro: 'Roti goreng berinti',
      images: ['/uploads/murtabak-2.webp', '/uploads/murtabak-3.webp'],
      food: { pickupPoint: 'Gerai martabak', prepMinutes: 7 },
      rent: null,
    });
    expect(detail.spec_list).toEqual([
      {
        id: dish.specs[0]?.id,
        name: 'Hidangan',
        child: [
          { id: dish.specs[0]?.options[0]?.id, name: 'Sekeping' },
          { id: dish.specs[0]?.options[1]?.id, name: 'Dua' },
        ],
      },
    ]);
    expect(
      detail.goodsSpec.map((sku: { price: string; stock: number }) => [sku.price, sku.stock]),
    ).toEqual([
      ['3.50', 50],
      ['6.00', 30],
    ]);
    const menu = (await call(t.app, 'GET', '/index/index/getGoods?kind=food', { langue: 'en' }))
      .json.data as { id: number; goods: { id: number }[] }[];
    expect(menu.find((type) => type.id === typeId)?.goods.map((item) => item.id)).toContain(
      dish.id,
    );
    expect((await homeFood()).map((item) => item.id)).toContain(dish.id);

    // A visitor can order it, priced from the new table.
    const sku = detail.goodsSpec.find((row: { price: string }) => row.price === '6.00');
    const placed = await order({
      kind: 'food',
      items: [{ goods_id: dish.id, spec_id: sku.id, num: 2 }],
    });
    expect(placed.json).toMatchObject({ code: 0, data: { total: '12.00' } });

    const audit = await auditOf('catalogue.goods_saved', `goods:${dish.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: null, staffUserName: 'shelves' });
    expect(audit[0].after).toMatchObject({ name: murtabak(typeId).name, skus: dish.skus });
  });

  it('changes a price at once, keeping each combination’s id and the stock visitors took meanwhile', async () => {
    const laksa = await findByName('food', 'Curry laksa');
    const [first] = laksa.skus;
    if (!first) throw new Error('no sku');
    await homeFood();
    // A visitor buys three while the form is open.
    const placed = await order({
      kind: 'food',
      items: [{ goods_id: laksa.id, spec_id: first.id, num: 3 }],
    });
    expect(placed.json.code).toBe(0);

    const body = asBody(laksa);
    body.skus = laksa.skus.map((sku, index) => ({
      options: sku.options,
      price: index === 0 ? '21.90' : sku.price,
      // Staff add ten to the first; the others as they were.
      stock: index === 0 ? sku.stock + 10 : sku.stock,
      stockWas: sku.stock,
    }));
    const saved = await save(body);
    expect(saved.json.code).toBe(0);
    const after = consoleGoodsSchema.parse(saved.json.data);
    expect(after.skus.map((sku) => sku.id)).toEqual(laksa.skus.map((sku) => sku.id));
    expect(after.skus[0]).toMatchObject({ price: '21.90', stock: first.stock - 3 + 10 });

    const detail = (await publicDetail(laksa.id)).json.data;
    expect(detail.goodsSpec.find((sku: { id: number }) => sku.id === first.id)).toMatchObject({
      price: '21.90',
      stock: first.stock + 7,
    });
    // The order placed before keeps the price it was placed at.
    const placedOrder = await orderDetail(placed.json.data.id);
    expect(placedOrder.data.lines[0]).toMatchObject({ itemId: first.id, unitPrice: first.price });
    // Without the stock it was opened with, the stock is set as typed.
    body.skus = after.skus.map(({ options, price }) => ({ options, price, stock: 5 }));
    const set = consoleGoodsSchema.parse((await save(body)).json.data);
    expect(set.skus.map((sku) => sku.stock)).toEqual(after.skus.map(() => 5));
  });

  it('refuses a negative price or stock, in the caller’s language, and changes nothing', async () => {
    const satay = await findByName('food', 'Satay');
    const rows = await catalogueRows();
    const seen = (await publicDetail(satay.id)).json.data;
    const body = asBody(satay);
    const withSku = (change: object) => ({
      ...body,
      skus: body.skus.map((sku, index) => (index === 0 ? { ...sku, ...change } : sku)),
    });
    for (const langue of LOCALES) {
      for (const price of ['-5.00', '-0.01', '1.234', 'free', '']) {
        expect((await save(withSku({ price }), langue)).json, price).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES.priceInvalid[langue],
          data: null,
        });
      }
      for (const stock of [-1, 1.5, '3']) {
        expect((await save(withSku({ stock }), langue)).json, String(stock)).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES.stockInvalid[langue],
          data: null,
        });
      }
    }
    const rental = asBody(await findByName('hire', 'Mountain bike'));
    if (rental.kind !== 'hire') throw new Error('not a rental');
    const refused = await save({ ...rental, rent: { ...rental.rent, deposit: '-50' } });
    expect(refused.json.msg).toBe(VALIDATION_MESSAGES.priceInvalid.en);
    expect(
      (await save({ ...rental, rent: { ...rental.rent, unit: 'hour', max: 48 } })).json.msg,
    ).toBe(VALIDATION_MESSAGES.rentMaxInvalid.en);
    expect((await save({ ...body, food: { ...satay.food, prepMinutes: -1 } })).json.msg).toBe(
      VALIDATION_MESSAGES.prepMinutesInvalid.en,
    );
    expect(await catalogueRows()).toEqual(rows);
    expect((await publicDetail(satay.id)).json.data).toEqual(seen);
  });

  it('refuses a text missing one language, spec and pick-up point names too, and changes nothing', async () => {
    const typeId = await typeOf('food', 'Snacks');
    const rows = await catalogueRows();
    const dish = murtabak(typeId);
    if (dish.kind !== 'food') throw new Error('not food');
    const missing: unknown[] = [
      { ...dish, name: { ...dish.name, ma: '' } },
      { ...dish, description: { zh: dish.description.zh, en: dish.description.en } },
      { ...dish, food: { ...dish.food, pickupPoint: { ...dish.food.pickupPoint, zh: '  ' } } },
      {
        ...dish,
        specs: [{ ...dish.specs[0], name: { ...dish.specs[0]?.name, en: '' } }],
      },
      {
        ...dish,
        specs: [
          {
            ...dish.specs[0],
            options: [{ name: text('一片', '', 'Sekeping') }, dish.specs[0]?.options[1]],
          },
        ],
      },
    ];
    for (const body of missing) {
      for (const langue of LOCALES) {
        expect((await save(body, langue)).json).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES.translationMissing[langue],
          data: null,
        });
      }
    }
    expect(await catalogueRows()).toEqual(rows);
  });

  it('refuses a price table that does not cover the combinations exactly once', async () => {
    const shirt = (await consoleList('kind=store&limit=50')).list.find(
      (item) => item.name.en === 'Insulated water bottle',
    );
    const goods = await consoleDetail(shirt?.id ?? 0);
    expect(goods.specs.length).toBe(2);
    const rows = await catalogueRows();
    const body = asBody(goods);
    const [first, second, ...rest] = body.skus;
    if (!first || !second) throw new Error('no skus');
    const tables = [
      // One combination missing, one twice, one that does not exist, one with a spec left out.
      [first, ...rest],
      [first, first, ...rest],
      [first, second, ...rest, { ...first, options: [0, 9] }],
      [{ ...first, options: [0] }, second, ...rest],
      [],
    ];
    for (const skus of tables) {
      for (const langue of LOCALES) {
        expect((await save({ ...body, skus }, langue)).json).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES.skuTableMismatch[langue],
          data: null,
        });
      }
    }
    // A new option without its rows is the same mistake.
    const grown = {
      ...body,
      specs: body.specs.map((spec, index) =>
        index === 0
          ? { ...spec, options: [...spec.options, { name: text('特大', 'XXL', 'XXL') }] }
          : spec,
      ),
    };
    expect((await save(grown)).json.msg).toBe(VALIDATION_MESSAGES.skuTableMismatch.en);
    // Two options of one spec with one name would look alike.
    const twins = {
      ...body,
      specs: body.specs.map((spec, index) =>
        index === 0
          ? {
              ...spec,
              options: spec.options.map((option) => ({ ...option, name: spec.options[0]?.name })),
            }
          : spec,
      ),
    };
    expect((await save(twins)).json.msg).toBe(VALIDATION_MESSAGES.specNamesRepeated.en);
    expect(await catalogueRows()).toEqual(rows);
  });

  it('turns an item off: gone from visitors and not ordered, its order still reads; on again', async () => {
    const cendol = await findByName('food', 'Cendol');
    const [sku] = cendol.skus;
    if (!sku) throw new Error('no sku');
    const placed = await order({
      kind: 'food',
      items: [{ goods_id: cendol.id, spec_id: sku.id, num: 1 }],
    });
    expect(placed.json.code).toBe(0);
    await homeFood();

    const off = await staffCall(t.app, editor, 'POST', '/console/catalogue/goods/enabled', {
      body: { id: cendol.id, enabled: false },
    });
    expect(off.json).toMatchObject({ code: 0, data: { id: cendol.id, enabled: false, orders: 1 } });
    expect((await publicList('food')).map((item) => item.id)).not.toContain(cendol.id);
    expect((await homeFood()).map((item) => item.id)).not.toContain(cendol.id);
    expect((await publicDetail(cendol.id)).json.code).toBe(ERRORS.notFound.code);
    const menu = (await call(t.app, 'GET', '/index/index/getGoods?kind=food')).json.data as {
      goods: { id: number }[];
    }[];
    expect(menu.flatMap((type) => type.goods.map((item) => item.id))).not.toContain(cendol.id);
    // A cart still holding it cannot be checked out.
    const again = await order({
      kind: 'food',
      items: [{ goods_id: cendol.id, spec_id: sku.id, num: 1 }],
    });
    expect(again.json).toEqual({ code: 1054, msg: ERRORS.goodsUnavailable.msg.en, data: null });

    // The visitor's order reads as before, and staff still find the item to turn it on again.
    const existing = await orderDetail(placed.json.data.id);
    expect(existing.code).toBe(0);
    expect(existing.data.lines).toMatchObject([
      { itemId: sku.id, goodsId: cendol.id, name: 'Cendol', unitPrice: sku.price },
    ]);
    expect((await consoleList('state=off')).list.map((item) => item.id)).toEqual([cendol.id]);
    const on = await staffCall(t.app, editor, 'POST', '/console/catalogue/goods/enabled', {
      body: { id: cendol.id, enabled: true },
    });
    expect(on.json.data.enabled).toBe(true);
    expect((await publicList('food')).map((item) => item.id)).toContain(cendol.id);
    expect(await auditOf('catalogue.goods_hidden', `goods:${cendol.id}`)).toMatchObject([
      { before: { enabled: true }, after: { enabled: false }, staffUserName: 'shelves' },
    ]);
    expect(await auditOf('catalogue.goods_shown', `goods:${cendol.id}`)).toHaveLength(1);
  });

  it('takes an option off: its ordered combination is retired, not sold, and its order still reads', async () => {
    const nasi = await findByName('food', 'Nasi lemak');
    const [classic, chicken] = nasi.skus;
    if (!classic || !chicken) throw new Error('no skus');
    const placed = await order({
      kind: 'food',
      items: [{ goods_id: nasi.id, spec_id: chicken.id, num: 1 }],
    });
    expect(placed.json.code).toBe(0);

    const body = asBody(nasi);
    const [portion] = body.specs;
    if (!portion) throw new Error('no spec');
    body.specs = [
      {
        ...portion,
        options: [
          portion.options[0] as (typeof portion.options)[0],
          { name: text('加蛋', 'With egg', 'Dengan telur') },
        ],
      },
    ];
    body.skus = [
      { options: [0], price: classic.price, stock: classic.stock },
      { options: [1], price: '14.00', stock: 20 },
    ];
    const saved = consoleGoodsSchema.parse((await save(body)).json.data);
    expect(saved.skus[0]?.id).toBe(classic.id);
    expect(saved.skus.map((sku) => sku.id)).not.toContain(chicken.id);

    const detail = (await publicDetail(nasi.id)).json.data;
    expect(detail.spec_list[0].child.map((option: { name: string }) => option.name)).toEqual([
      'Classic',
      'With egg',
    ]);
    expect(detail.goodsSpec.map((sku: { id: number }) => sku.id)).not.toContain(chicken.id);
    const retired = await order({
      kind: 'food',
      items: [{ goods_id: nasi.id, spec_id: chicken.id, num: 1 }],
    });
    expect(retired.json.code).toBe(ERRORS.goodsUnavailable.code);

    const existing = await orderDetail(placed.json.data.id);
    expect(existing.data.lines).toMatchObject([
      { itemId: chicken.id, goodsId: nasi.id, name: 'Nasi lemak · With fried chicken' },
    ]);
    // Taking the new option off again deletes its row: no order names it.
    body.specs = [{ ...portion, options: [portion.options[0] as (typeof portion.options)[0]] }];
    body.skus = [{ options: [0], price: classic.price, stock: classic.stock }];
    const egg = saved.skus[1]?.id ?? 0;
    await save(body);
    expect(await db().selectFrom('goods_sku').select('id').where('id', '=', egg).execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom('goods_sku').select('retired').where('id', '=', chicken.id).execute(),
    ).toEqual([{ retired: 1 }]);
  });

  it('refuses a category of another kind, a change of kind and specs changed elsewhere', async () => {
    const satay = await findByName('food', 'Satay');
    const rows = await catalogueRows();
    const body = asBody(satay);
    const souvenirs = await typeOf('store', 'Souvenirs');
    expect((await save({ ...body, typeId: souvenirs }, 'zh')).json).toEqual({
      code: 1051,
      msg: ERRORS.goodsTypeMissing.msg.zh,
      data: null,
    });
    expect((await save({ ...body, typeId: 999_999 })).json.code).toBe(1051);
    const { food: _food, ...rest } = body as Extract<GoodsSaveBody, { kind: 'food' }>;
    expect((await save({ ...rest, kind: 'store', typeId: souvenirs })).json.code).toBe(1052);
    const stale = {
      ...body,
      specs: body.specs.map((spec) => ({ ...spec, id: 999_999 })),
    };
    expect((await save(stale)).json).toMatchObject({ code: 1053 });
    expect((await save({ ...body, id: 999_999 })).json.code).toBe(ERRORS.notFound.code);
    expect(await catalogueRows()).toEqual(rows);
  });

  it('edits categories, and will not delete one that still holds items', async () => {
    const food = await categories('food');
    expect(food.map((type) => type.name.en)).toEqual([
      'Rice and noodles',
      'Snacks',
      'Drinks and desserts',
    ]);
    expect(food.every((type) => type.items > 0)).toBe(true);

    const saveType = (body: unknown, langue = 'en') =>
      staffCall(t.app, editor, 'POST', '/console/catalogue/categories/save', { body, langue });
    const added = await saveType({
      kind: 'food',
      name: text('早餐', 'Breakfast', 'Sarapan'),
      sort: 9,
    });
    expect(added.json.data).toMatchObject({ kind: 'food', items: 0, name: { en: 'Breakfast' } });
    const types = (
      await call(t.app, 'GET', '/index/index/getGoodsTypeList?kind=food', { langue: 'ma' })
    ).json.data as { id: number; name: string }[];
    expect(types.at(-1)).toEqual({ id: added.json.data.id, name: 'Sarapan' });

    expect(
      (await saveType({ ...added.json.data, name: text('早餐', '', 'Sarapan') })).json.msg,
    ).toBe(VALIDATION_MESSAGES.translationMissing.en);
    expect((await saveType({ ...added.json.data, kind: 'store' })).json.code).toBe(1052);
    const renamed = await saveType({ ...added.json.data, name: text('早点', 'Morning', 'Pagi') });
    expect(renamed.json.data.name.en).toBe('Morning');

    const busy = food[0];
    const refused = await staffCall(t.app, editor, 'POST', '/console/catalogue/categories/delete', {
      body: { id: busy?.id },
      langue: 'ma',
    });
    expect(refused.json).toEqual({
      code: 1050,
      msg: ERRORS.goodsTypeInUse.msg.ma,
      data: { items: busy?.items },
    });
    const deleted = await staffCall(t.app, editor, 'POST', '/console/catalogue/categories/delete', {
      body: { id: added.json.data.id },
    });
    expect(deleted.json).toEqual({ code: 0, msg: expect.any(String), data: null });
    expect((await categories('food')).map((type) => type.id)).not.toContain(added.json.data.id);
    expect(
      (await auditOf('catalogue.category_saved', `goods_type:${added.json.data.id}`)).map(
        (entry: { before: unknown }) => entry.before,
      ),
    ).toEqual([added.json.data, null]);
    expect(
      await auditOf('catalogue.category_deleted', `goods_type:${added.json.data.id}`),
    ).toHaveLength(1);
  });
});
