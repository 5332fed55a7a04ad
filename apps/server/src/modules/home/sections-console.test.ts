import {
  type ConsoleHome,
  consoleHomeSchema,
  ERRORS,
  type HomeImages,
  type HomeSaveBody,
  LOCALES,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

// Content cached as in production, so "at once" means the cache was cleared, not never used.
const env = { CONTENT_CACHE_SECONDS: '300' };
const PASSWORD = 'home-page-curator-pass';

const picture = (name: string) => `/uploads/content/${name}.webp`;
const none = { type: 1 } as const;

describe.each(enginesUnderTest())('the console’s home page promos on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  let food = 0;
  const foodId = () => food;
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['editor', ['content']],
      ['cashier', ['counter', 'gate', 'kitchen']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    editor = await signInStaff(t.app, 'editor', PASSWORD);
    const row = await t.database.db
      .selectFrom('goods')
      .select('id')
      .where('kind', '=', 'food')
      .executeTakeFirstOrThrow();
    food = row.id;
  });
  afterAll(async () => t.close());

  const readHome = async (token = editor) => {
    const answer = await staffCall(t.app, token, 'GET', '/console/content/home');
    expect(answer.json.code).toBe(0);
    return consoleHomeSchema.parse(answer.json.data);
  };
  const save = (body: unknown, langue = 'en', token = editor) =>
    staffCall(t.app, token, 'POST', '/console/content/home/save', { body, langue });
  const visitorHome = async (langue = 'en'): Promise<HomeImages> => {
    const answer = await call(t.app, 'GET', '/index/index/indexData', { langue });
    expect(answer.json.code).toBe(0);
    return JSON.parse(answer.json.data.homeImages);
  };
  const storedRow = () =>
    t.database.db
      .selectFrom('setting')
      .select(['value'])
      .where('key', '=', 'home_images')
      .executeTakeFirstOrThrow();
  const audited = async () =>
    (await staffCall(t.app, admin, 'GET', '/console/audit/list?action=content.home_saved')).json
      .data.list as { before: unknown; after: unknown; staffUserName: string; target: string }[];

  /** What was read, as a save body: the answer is already the body's shape. */
  const asBody = (home: ConsoleHome): HomeSaveBody => structuredClone(home) as HomeSaveBody;

  it('reads every promo the way visitors see it, every language of the titles', async () => {
    const home = await readHome();
    expect(home.map).toEqual({
      perLanguage: false,
      media: ['/uploads/demo/home-map.webp'],
      kind: 'image',
      poster: '',
      magnify: true,
      action: none,
    });
    expect(home.video).toMatchObject({
      kind: 'video',
      media: ['/uploads/demo/park.mp4'],
      poster: '/uploads/demo/home-video-poster.webp',
    });
    expect(home.attractions).toHaveLength(3);
    expect(home.attractions[0]?.l.action).toEqual({ type: 4, target: 'ticket', id: 2 });
    expect(home.attractions[1]?.l.action).toEqual({ type: 3, section: 'scenery' });
    expect(home.experience).toMatchObject({
      perLanguage: true,
      kind: 'image',
      media: {
        zh: ['/uploads/demo/home-experience.webp'],
        en: ['/uploads/demo/home-experience.webp'],
        ma: ['/uploads/demo/home-experience.webp'],
      },
    });
    expect(home.goods).toMatchObject({ kind: 'swiper', action: { type: 3, section: 'store' } });
    expect(home.goods.media).toHaveLength(3);
    expect(home.str.tickets).toEqual({
      zh: '门票预订',
      en: 'Book your tickets',
      ma: 'Tempah tiket anda',
    });
  });

  it('refuses staff without the content role, and visitors', async () => {
    const cashier = await signInStaff(t.app, 'cashier', PASSWORD);
    const home = await readHome();
    for (const token of [cashier, null]) {
      const read = await staffCall(t.app, token, 'GET', '/console/content/home');
      const written = await save(asBody(home), 'en', token as string);
      for (const answer of [read, written]) {
        expect(answer.json.code).toBe(
          token ? ERRORS.staffRoleRefused.code : ERRORS.notLoggedIn.code,
        );
      }
    }
  });

  it('saving what was read changes nothing visitors see', async () => {
    // The countdown's seconds tick between the two reads; what it counts to does not change.
    const seen = async () =>
      Promise.all(
        LOCALES.map(async (langue) => {
          const { descTime, ...rest } = await visitorHome(langue);
          return { ...rest, countdown: [descTime.open, descTime.date, descTime.title] };
        }),
      );
    const before = await seen();
    const answer = await save(asBody(await readHome()));
    expect(answer.json.code).toBe(0);
    expect(await seen()).toEqual(before);
  });

  it('publishes new promos to visitors at once, in each language, and keeps the countdown as stored', async () => {
    // Visitors' answers are cached before the save...
    for (const langue of LOCALES) await visitorHome(langue);
    const countdownBefore = JSON.parse((await storedRow()).value).descTime;
    const home = await readHome();
    const body: HomeSaveBody = {
      ...asBody(home),
      map: {
        perLanguage: true,
        kind: 'swiper',
        media: {
          zh: [picture('map-zh-1'), picture('map-zh-2')],
          en: [picture('map-en-1'), picture('map-en-2'), picture('map-en-3')],
          ma: [picture('map-ma-1'), picture('map-ma-2')],
        },
        poster: '',
        magnify: false,
        action: { type: 3, section: 'hire' },
      },
      goods: {
        perLanguage: false,
        kind: 'video',
        media: ['/uploads/content/shop.mp4'],
        poster: picture('shop-poster'),
        magnify: false,
        action: none,
      },
      // The last row first, the first gone.
      attractions: [home.attractions[2], home.attractions[1]] as HomeSaveBody['attractions'],
      ticket: {
        l: { ...asBody(home).ticket.l, action: { type: 2, url: 'https://example.com/tickets' } },
        r: { ...asBody(home).ticket.r, action: { type: 4, target: 'food', id: foodId() } },
      },
      str: {
        attractions: { zh: '景点', en: 'Sights', ma: 'Tarikan' },
        tickets: { zh: '订票', en: 'Tickets', ma: 'Tiket' },
        step: { zh: '步骤', en: 'Steps', ma: 'Langkah' },
      },
    };
    const answer = await save(body);
    expect(answer.json.code).toBe(0);
    expect(consoleHomeSchema.parse(answer.json.data)).toEqual(await readHome());

    // ...and the next call shows them, in the visitor's language.
    for (const langue of LOCALES) {
      const seen = await visitorHome(langue);
      expect(seen.map).toEqual({
        langType: 1,
        content: body.map.media,
        multiple: 3,
        viewType: 0,
        magnify: 0,
        jumpType: 3,
        jumpContent: 'hire',
      });
      expect(seen.goods).toEqual({
        langType: 0,
        content: '/uploads/content/shop.mp4',
        multiple: 0,
        viewType: 1,
        magnify: 0,
        jumpType: 1,
        poster: picture('shop-poster'),
      });
      expect(seen.attractions.map((row) => row.l.content)).toEqual([
        '/uploads/demo/attraction-river.webp',
        '/uploads/demo/attraction-orchid.webp',
      ]);
      expect(seen.ticket.l).toMatchObject({
        jumpType: 2,
        jumpContent: 'https://example.com/tickets',
      });
      expect(seen.ticket.r).toMatchObject({
        jumpType: 4,
        contentType: 'food',
        jumpContent: String(foodId()),
      });
      expect(seen.str.attractions).toBe(body.str.attractions[langue]);
      expect(seen.descTime.open).toBe(1);
    }
    expect(JSON.parse((await storedRow()).value).descTime).toEqual(countdownBefore);

    const [entry] = await audited();
    expect(entry).toMatchObject({
      target: 'setting:home_images',
      before: home,
      after: answer.json.data,
      staffUserName: 'editor',
    });
  });

  it('refuses what visitors could not be shown, naming what is missing, and changes nothing', async () => {
    const home = asBody(await readHome());
    const stored = await storedRow();
    const seen = await visitorHome();
    const auditCount = (await audited()).length;
    const map = (change: object) => ({ ...home, map: { ...home.map, ...change } });
    const refused: [unknown, string][] = [
      [
        map({
          perLanguage: true,
          kind: 'image',
          media: { zh: [picture('a')], en: [picture('b')], ma: [] },
        }),
        'promoMissingMa',
      ],
      [
        map({
          perLanguage: true,
          kind: 'image',
          media: { zh: [picture('a')], en: [picture('b')] },
        }),
        'promoMissingMa',
      ],
      [map({ perLanguage: false, kind: 'swiper', media: [picture('one')] }), 'promoSwiperTooFew'],
      [
        map({
          perLanguage: true,
          kind: 'swiper',
          media: {
            zh: [picture('a'), picture('b')],
            en: [picture('c')],
            ma: [picture('d'), picture('e')],
          },
        }),
        'promoSwiperTooFew',
      ],
      [
        map({ perLanguage: false, kind: 'video', media: ['/uploads/content/v.mp4'], poster: '' }),
        'promoPosterRequired',
      ],
      [
        map({ perLanguage: false, kind: 'video', media: [picture('not-a-video')] }),
        'promoVideoRequired',
      ],
      [map({ perLanguage: false, kind: 'image', media: [] }), 'promoMediaMissing'],
      [
        map({ perLanguage: false, kind: 'image', media: [picture('a'), picture('b')] }),
        'promoOnePicture',
      ],
      [
        map({ perLanguage: false, kind: 'image', media: ['https://elsewhere.example/a.jpg'] }),
        'pictureRequired',
      ],
      [
        { ...home, str: { ...home.str, step: { ...home.str.step, en: '  ' } } },
        'translationMissing',
      ],
      [map({ action: { type: 2, url: 'javascript:alert(1)' } }), 'urlInvalid'],
    ];
    for (const [body, key] of refused) {
      for (const langue of LOCALES) {
        expect((await save(body, langue)).json, `${key} ${JSON.stringify(body)}`).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES][langue],
          data: null,
        });
      }
    }

    // A tap opening an item that does not exist, anywhere on the page.
    const missingTicket = { type: 4, target: 'ticket', id: 999_999 };
    for (const body of [
      map({ action: missingTicket }),
      {
        ...home,
        attractions: [
          ...home.attractions,
          {
            l: home.ticket.l,
            r: { ...home.ticket.r, action: { ...missingTicket, target: 'store' } },
          },
        ],
      },
    ]) {
      expect((await save(body, 'zh')).json).toEqual({
        code: ERRORS.bannerTargetMissing.code,
        msg: ERRORS.bannerTargetMissing.msg.zh,
        data: null,
      });
    }

    expect(await storedRow()).toEqual(stored);
    expect(await visitorHome()).toEqual(seen);
    expect(await audited()).toHaveLength(auditCount);
  });

  it('keeps markup in a section title as the characters typed', async () => {
    const home = asBody(await readHome());
    const markup = '<script>alert("x")</script> & <b>bold</b>';
    const answer = await save({
      ...home,
      str: { ...home.str, attractions: { ...home.str.attractions, en: markup } },
    });
    expect(answer.json.data.str.attractions.en).toBe(markup);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/index/index/indexData',
      headers: { langue: 'en', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.json().data.homeImages).str.attractions).toBe(markup);
  });
});
