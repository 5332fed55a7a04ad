import {
  consoleParkSchema,
  consoleWeatherGuaranteeSchema,
  ERRORS,
  LOCALES,
  type ParkInfoSaveBody,
  RAIN_DAY_GRACE_DAYS,
  scenicSchema,
  VALIDATION_MESSAGES,
  weatherGuaranteeSchema,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { type OpenMeteoStandIn, startOpenMeteoStandIn } from '#test/open-meteo-stand-in.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PASSWORD = 'park-editor-password';
const MARKUP = '<script>alert("x")</script> & <b>bold</b>';

describe.each(enginesUnderTest())('the console’s park and weather guarantee on $name', (engine) => {
  let t: TestApp;
  let standIn: OpenMeteoStandIn;
  let admin = '';
  let editor = '';
  beforeAll(async () => {
    standIn = await startOpenMeteoStandIn();
    t = await createTestApp(engine, {
      // Live weather from the local stand-in, cached as in production: "at once" means the
      // saved coordinates reached the weather service, not that it never caches.
      env: {
        WEATHER_PROVIDER: 'open-meteo',
        WEATHER_API_URL: standIn.url,
        WEATHER_CACHE_SECONDS: '600',
        CONTENT_CACHE_SECONDS: '300',
      },
    });
    admin = await signInStaff(t.app);
    editor = (
      await createStaff(t.app, admin, { userName: 'parks', roles: ['content'], password: PASSWORD })
    ).token;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const get = async <T>(path: string, parse: { parse: (value: unknown) => T }) => {
    const answer = await staffCall(t.app, editor, 'GET', path);
    expect(answer.json.code).toBe(0);
    return parse.parse(answer.json.data);
  };
  const post = (path: string, body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', path, { body, langue });
  const scenic = async (langue = 'en') => {
    const answer = await call(t.app, 'GET', '/index/index/getScenic', { langue });
    expect(answer.json.code).toBe(0);
    return scenicSchema.parse(answer.json.data);
  };
  const guarantee = async (langue = 'en') => {
    const answer = await call(t.app, 'GET', '/index/index/weather', { langue });
    expect(answer.json.code).toBe(0);
    return weatherGuaranteeSchema.parse(answer.json.data);
  };
  const auditOf = async (action: string) =>
    (await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}&limit=50`)).json
      .data.list as { target: string; before: unknown; after: unknown; staffUserName: string }[];
  const setting = async (key: string) =>
    (await t.database.db.selectFrom('setting').selectAll().where('key', '=', key).execute())[0];

  it('shows the park’s details in every language, its coordinates, and its clock read-only', async () => {
    const park = await get('/console/content/park', consoleParkSchema);
    expect(park).toMatchObject({
      info: {
        name: {
          zh: '云岭雨林公园',
          en: 'Bukit Awan Rainforest Park',
          ma: 'Taman Hutan Hujan Bukit Awan',
        },
        phone: '+60 9-222 8800',
        serviceUrl: 'https://wa.me/60922288000',
      },
      coordinates: { latitude: '3.5219', longitude: '101.9087' },
      utcOffset: '+08:00',
      liveWeather: true,
    });
    expect(park.info.openingHours.ma).toContain('Setiap hari');
  });

  it('saves the park’s details: getScenic answers them at once in each language, script kept as text', async () => {
    const before = (await get('/console/content/park', consoleParkSchema)).info;
    for (const langue of LOCALES) await scenic(langue);
    const info: ParkInfoSaveBody = {
      ...before,
      name: { zh: '云岭公园', en: 'Cloud Hill Park', ma: 'Taman Bukit Awan' },
      intro: { ...before.intro, en: MARKUP },
      phone: '+60 9-222 8899',
      serviceUrl: '',
    };
    const saved = await post('/console/content/park/save', info);
    expect(saved.json.code).toBe(0);
    expect(consoleParkSchema.parse(saved.json.data).info).toEqual(info);

    for (const langue of LOCALES) {
      const visitor = await scenic(langue);
      expect(visitor.name).toBe(info.name[langue]);
      expect(visitor.phone).toBe('+60 9-222 8899');
      // The customer-service button is gone: no chat address.
      expect(visitor.serviceUrl).toBe('');
      // Its place and clock are untouched by a change of details.
      expect(visitor).toMatchObject({ latitude: 3.5219, longitude: 101.9087, utcOffset: '+08:00' });
    }
    expect((await scenic('en')).intro).toBe(MARKUP);

    const [entry] = await auditOf('content.park_saved');
    expect(entry).toMatchObject({
      target: 'setting:scenic',
      before,
      after: info,
      staffUserName: 'parks',
    });
  });

  it('refuses a detail missing a language or malformed, naming the rule, and changes nothing', async () => {
    const park = await get('/console/content/park', consoleParkSchema);
    const stored = await setting('scenic');
    const refusals: [unknown, keyof typeof VALIDATION_MESSAGES][] = [
      [{ ...park.info, name: { ...park.info.name, ma: '  ' } }, 'translationMissing'],
      [{ ...park.info, address: { zh: 'x', en: 'y' } }, 'translationMissing'],
      [{ ...park.info, phone: 'call us' }, 'parkPhoneInvalid'],
      [{ ...park.info, email: 'hello@' }, 'emailFormat'],
      [{ ...park.info, serviceUrl: 'javascript:alert(1)' }, 'urlInvalid'],
      [{ ...park.info, cover: 'https://elsewhere.example/cover.jpg' }, 'pictureRequired'],
    ];
    for (const [body, message] of refusals) {
      for (const langue of LOCALES) {
        const answer = await post('/console/content/park/save', body, langue);
        expect(answer.json).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES[message][langue],
          data: null,
        });
      }
    }
    expect(await setting('scenic')).toEqual(stored);
  });

  it('moves the park: the live forecast asks for the new place at once, without a restart', async () => {
    await call(t.app, 'GET', '/index/common/getWeather');
    expect(standIn.requests.at(-1)?.searchParams.get('latitude')).toBe('3.5219');
    const asked = standIn.requests.length;
    // Cached for ten minutes: no new request...
    await call(t.app, 'GET', '/index/common/getWeather');
    expect(standIn.requests.length).toBe(asked);

    const saved = await post('/console/content/park/coordinates/save', {
      latitude: '1.3521',
      longitude: ' -103.8198 ',
    });
    expect(saved.json.code).toBe(0);
    expect(consoleParkSchema.parse(saved.json.data).coordinates).toEqual({
      latitude: '1.3521',
      longitude: '-103.8198',
    });
    // ...until the park moves: the next reading is of the new place.
    const weather = await call(t.app, 'GET', '/index/common/getWeather');
    expect(weather.json.data).toMatchObject({ source: 'open-meteo', live: true });
    const url = standIn.requests.at(-1);
    expect(url?.searchParams.get('latitude')).toBe('1.3521');
    expect(url?.searchParams.get('longitude')).toBe('-103.8198');
    expect(await scenic()).toMatchObject({ latitude: 1.3521, longitude: -103.8198 });

    const [entry] = await auditOf('content.coordinates_saved');
    expect(entry).toMatchObject({
      before: { latitude: '3.5219', longitude: '101.9087' },
      after: { latitude: '1.3521', longitude: '-103.8198' },
    });
  });

  it('refuses coordinates that are not a place, and keeps the old ones', async () => {
    const stored = await setting('scenic');
    for (const [body, message] of [
      [{ latitude: '91', longitude: '101' }, 'latitudeInvalid'],
      [{ latitude: 'north', longitude: '101' }, 'latitudeInvalid'],
      [{ latitude: '3.5', longitude: '181' }, 'longitudeInvalid'],
      [{ latitude: '3.5', longitude: '1e2' }, 'longitudeInvalid'],
      [{ latitude: 3.5, longitude: '101' }, 'latitudeInvalid'],
    ] as const) {
      const answer = await post('/console/content/park/coordinates/save', body);
      expect(answer.json).toEqual({ code: 1002, msg: VALIDATION_MESSAGES[message].en, data: null });
    }
    expect(await setting('scenic')).toEqual(stored);
  });

  it('saves the guarantee’s texts: the weather page answers them at once, script kept as text', async () => {
    const before = await get('/console/content/weather-guarantee', consoleWeatherGuaranteeSchema);
    expect(before.terms).toHaveLength(3);
    await guarantee('zh');
    const texts = {
      title: before.title,
      summary: { ...before.summary, en: 'Rain on your day? Come another day, free.' },
      terms: [
        { zh: '条款一', en: MARKUP, ma: 'Syarat satu' },
        { zh: '条款二', en: 'Term two', ma: 'Syarat dua' },
      ],
    };
    const saved = await post('/console/content/weather-guarantee/save', texts);
    expect(saved.json.code).toBe(0);
    expect(consoleWeatherGuaranteeSchema.parse(saved.json.data)).toMatchObject(texts);
    expect(await guarantee('en')).toMatchObject({
      summary: 'Rain on your day? Come another day, free.',
      terms: [MARKUP, 'Term two'],
    });
    expect((await guarantee('zh')).terms).toEqual(['条款一', '条款二']);

    const stored = await setting('weather_guarantee');
    for (const body of [
      { ...texts, terms: [] },
      { ...texts, terms: [{ zh: '条款', en: 'Term' }] },
      { ...texts, summary: { ...texts.summary, zh: '' } },
    ]) {
      expect((await post('/console/content/weather-guarantee/save', body)).json.code).toBe(1002);
    }
    expect(
      (await post('/console/content/weather-guarantee/save', { ...texts, terms: [] })).json.msg,
    ).toBe(VALIDATION_MESSAGES.guaranteeTermsRequired.en);
    expect(await setting('weather_guarantee')).toEqual(stored);
    expect((await auditOf('content.guarantee_saved'))[0]).toMatchObject({
      before: { title: before.title, summary: before.summary, terms: before.terms },
      after: texts,
    });
  });

  it('marks today a heavy-rain day: the weather page lists it at once; a day ahead or past the window is refused', async () => {
    const today = attractionToday('+08:00');
    expect((await guarantee()).rainyDates).not.toContain(today);
    const added = await post('/console/content/rain-days/add', {
      date: today,
      note: 'Flash flood on the river path',
    });
    expect(added.json.code).toBe(0);
    const data = consoleWeatherGuaranteeSchema.parse(added.json.data);
    expect(data.rainDays[0]).toMatchObject({ date: today, note: 'Flash flood on the river path' });
    expect(data).toMatchObject({ today, earliest: addDays(today, -RAIN_DAY_GRACE_DAYS) });
    for (const langue of LOCALES) expect((await guarantee(langue)).rainyDates).toContain(today);

    const rows = await t.database.db.selectFrom('rain_day').selectAll().execute();
    const tomorrow = await post('/console/content/rain-days/add', {
      date: addDays(today, 1),
      note: 'Forecast says storms',
    });
    expect(tomorrow.json).toMatchObject({ code: 1002, msg: VALIDATION_MESSAGES.rainDayAhead.en });
    const old = await post(
      '/console/content/rain-days/add',
      { date: addDays(today, -RAIN_DAY_GRACE_DAYS - 1), note: '' },
      'ma',
    );
    expect(old.json).toMatchObject({
      code: 1002,
      msg: VALIDATION_MESSAGES.rainDayTooOld.ma.replace('{days}', String(RAIN_DAY_GRACE_DAYS)),
    });
    const twice = await post('/console/content/rain-days/add', { date: today, note: 'again' });
    expect(twice.json).toMatchObject({
      code: ERRORS.rainDayMarked.code,
      msg: ERRORS.rainDayMarked.msg.en,
    });
    expect(await t.database.db.selectFrom('rain_day').selectAll().execute()).toEqual(rows);

    // The oldest day still in the window counts, and is listed to visitors.
    const earliest = addDays(today, -RAIN_DAY_GRACE_DAYS);
    expect(
      (await post('/console/content/rain-days/add', { date: earliest, note: '' })).json.code,
    ).toBe(0);
    expect((await guarantee()).rainyDates).toEqual([earliest, today]);

    const [entry] = await auditOf('content.rain_day_added');
    expect(entry).toMatchObject({ target: `rain_day:${earliest}`, before: null });
  });

  it('takes a heavy-rain day back: gone from the weather page at once, audited, and only once', async () => {
    const today = attractionToday('+08:00');
    const removed = await post('/console/content/rain-days/remove', { date: today });
    expect(removed.json.code).toBe(0);
    expect(
      consoleWeatherGuaranteeSchema.parse(removed.json.data).rainDays.map((d) => d.date),
    ).not.toContain(today);
    expect((await guarantee()).rainyDates).not.toContain(today);
    const again = await post('/console/content/rain-days/remove', { date: today });
    expect(again.json.code).toBe(ERRORS.notFound.code);
    const [entry] = await auditOf('content.rain_day_removed');
    expect(entry).toMatchObject({
      target: `rain_day:${today}`,
      before: { date: today, note: 'Flash flood on the river path' },
      after: null,
    });
  });
});
