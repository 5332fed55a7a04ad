import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import {
  type OpenMeteoStandIn,
  STAND_IN_NOW,
  startOpenMeteoStandIn,
} from '#test/open-meteo-stand-in.ts';
import { createTestApp } from '#test/test-app.ts';
import { openMeteoProvider } from './open-meteo.ts';
import type { WeatherProvider, WeatherReport } from './types.ts';
import { createWeatherService } from './weather-service.ts';

const log = pino({ level: 'silent' });
const OPERATOR = { code: '2', temp: 29, at: '2026-11-20T01:30:00.000Z' };

function countingProvider(readings: (() => WeatherReport)[]) {
  let calls = 0;
  const provider: WeatherProvider = {
    name: 'fake',
    async current() {
      const next = readings[Math.min(calls, readings.length - 1)];
      calls++;
      if (!next) throw new Error('no reading');
      return next();
    },
  };
  return { provider, calls: () => calls };
}

const offline = () => {
  throw new Error('offline');
};

describe('weather service', () => {
  it('caches the provider reading for the configured time', async () => {
    let clock = 0;
    const fake = countingProvider([
      () => ({ code: '0', temp: 31 }),
      () => ({ code: '61', temp: 24 }),
    ]);
    const service = createWeatherService({
      provider: async () => fake.provider,
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
      now: () => clock,
    });
    expect((await service.current()).temp).toBe(31);
    clock += 599_000;
    expect((await service.current()).temp).toBe(31);
    expect(fake.calls()).toBe(1);
    clock += 2000;
    const fresh = await service.current();
    expect(fresh).toMatchObject({ code: '61', temp: 24, source: 'fake', live: true });
    expect(fake.calls()).toBe(2);
  });

  it('falls back to the operator reading, marked with its own time, and retries a minute later', async () => {
    let clock = Date.parse('2026-11-23T02:00:00Z');
    const fake = countingProvider([offline, () => ({ code: '3', temp: 27 })]);
    const service = createWeatherService({
      provider: async () => fake.provider,
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
      now: () => clock,
    });
    expect(await service.current()).toMatchObject({
      code: '2',
      temp: 29,
      source: 'operator',
      live: false,
      updatedAt: OPERATOR.at,
      hours: [],
      days: [],
    });
    clock += 30_000;
    await service.current();
    expect(fake.calls()).toBe(1);
    clock += 31_000;
    expect(await service.current()).toMatchObject({ code: '3', source: 'fake', live: true });
  });

  it('keeps a live reading up to an hour old while the provider is down, then the operator’s', async () => {
    let clock = Date.parse('2026-11-23T02:00:00Z');
    const fake = countingProvider([() => ({ code: '80', temp: 26 }), offline]);
    const service = createWeatherService({
      provider: async () => fake.provider,
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
      now: () => clock,
    });
    await service.current();
    clock += 20 * 60_000;
    expect(await service.current()).toMatchObject({
      code: '80',
      live: true,
      updatedAt: '2026-11-23T02:00:00.000Z',
    });
    clock += 45 * 60_000;
    expect(await service.current()).toMatchObject({ code: '2', live: false });
  });

  it('answers only the hours still ahead and the days from today, however long it was cached', async () => {
    let clock = Date.parse('2026-11-23T15:30:00Z'); // 23:30 at the park (+08:00)
    const hour = (time: string) => ({ time, code: '2', temp: 25, rainChance: 10, night: true });
    const day = (date: string) => ({ date, code: '80', high: 31, low: 23, rainChance: 70 });
    const fake = countingProvider([
      () => ({
        code: '2',
        temp: 25,
        hours: [hour('2026-11-23T23:00+08:00'), hour('2026-11-24T00:00+08:00')],
        days: [day('2026-11-23'), day('2026-11-24')],
      }),
    ]);
    const service = createWeatherService({
      provider: async () => fake.provider,
      fallback: async () => OPERATOR,
      cacheMs: 3_600_000,
      log,
      now: () => clock,
    });
    expect((await service.current()).hours.map((h) => h.time)).toEqual([
      '2026-11-23T23:00+08:00',
      '2026-11-24T00:00+08:00',
    ]);
    clock += 35 * 60_000; // 00:05 the next day, still cached
    const later = await service.current();
    expect(later.hours.map((h) => h.time)).toEqual(['2026-11-24T00:00+08:00']);
    expect(later.days.map((d) => d.date)).toEqual(['2026-11-24']);
    expect(fake.calls()).toBe(1);
  });

  it('says the weather is unavailable, rather than making one up, when nobody has a reading', async () => {
    const { provider } = countingProvider([offline]);
    const service = createWeatherService({
      provider: async () => provider,
      fallback: async () => undefined,
      cacheMs: 600_000,
      log,
    });
    await expect(service.current()).rejects.toMatchObject({ key: 'weatherUnavailable' });
  });

  it('shares one provider request between concurrent visitors', async () => {
    const fake = countingProvider([() => ({ code: '0', temp: 30 })]);
    const service = createWeatherService({
      provider: async () => fake.provider,
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
    });
    await Promise.all(Array.from({ length: 20 }, () => service.current()));
    expect(fake.calls()).toBe(1);
  });

  it('asks whichever provider the park has now once the cache is cleared, never keeping another place’s reading', async () => {
    let clock = Date.parse('2026-11-23T02:00:00Z');
    const here = countingProvider([() => ({ code: '80', temp: 26 })]);
    const there = countingProvider([offline]);
    let place = here.provider;
    const service = createWeatherService({
      provider: async () => place,
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
      now: () => clock,
    });
    expect(await service.current()).toMatchObject({ code: '80', live: true });
    // The park moves (coordinates saved in the console) and the new place's provider is down:
    // the old place's reading, though only minutes old, is not this park's weather.
    place = there.provider;
    clock += 5 * 60_000;
    expect(await service.current()).toMatchObject({ code: '80' });
    service.clearCache();
    expect(await service.current()).toMatchObject({ code: '2', source: 'operator', live: false });
    expect(there.calls()).toBe(1);
  });

  it('does not keep a reading that was under way when the cache was cleared', async () => {
    let release: () => void = () => {};
    const readings = [
      { code: '80', temp: 26 },
      { code: '0', temp: 31 },
    ];
    let calls = 0;
    const service = createWeatherService({
      provider: async () => ({
        name: 'fake',
        async current() {
          const reading = readings[calls++] ?? { code: '3', temp: 20 };
          if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
          return reading;
        },
      }),
      fallback: async () => OPERATOR,
      cacheMs: 600_000,
      log,
    });
    const stale = service.current();
    await new Promise((resolve) => setImmediate(resolve));
    service.clearCache();
    release();
    expect((await stale).code).toBe('80');
    expect((await service.current()).code).toBe('0');
    expect((await service.current()).code).toBe('0');
    expect(calls).toBe(2);
  });
});

describe('Open-Meteo provider', () => {
  let standIn: OpenMeteoStandIn;
  beforeAll(async () => {
    standIn = await startOpenMeteoStandIn();
  });
  afterAll(() => standIn.close());

  it('reads the weather now, the next 25 hours from this one and 7 days, in the park’s clock', async () => {
    standIn.mode = 'ok';
    const provider = openMeteoProvider({ baseUrl: standIn.url, latitude: 3.52, longitude: 101.9 });
    const report = await provider.current();
    expect(report).toMatchObject({ code: '80', temp: 28, precipitation: 1.2, night: false });
    const url = standIn.requests.at(-1);
    expect(url?.searchParams.get('latitude')).toBe('3.52');
    expect(url?.searchParams.get('timezone')).toBe('auto');
    expect(report.hours).toHaveLength(25);
    const first = report.hours?.[0];
    const parkHour = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 13);
    expect(first?.time).toBe(`${parkHour}:00+08:00`);
    expect(first).toMatchObject({ code: expect.any(String), rainChance: expect.any(Number) });
    expect(Number.isInteger(first?.temp)).toBe(true);
    expect(report.days?.map((day) => day.code)).toEqual(['80', '95', '3', '61', '2', '1', '0']);
    expect(report.days?.[0]).toMatchObject({ date: parkHour.slice(0, 10), high: 31, low: 23 });
  });

  it('keeps the reading now when the forecast part does not read right', async () => {
    const provider = openMeteoProvider({
      baseUrl: 'http://stand-in.invalid',
      latitude: 0,
      longitude: 0,
      fetch: async () =>
        Response.json({
          current: { temperature_2m: 30.2, weather_code: 1 },
          hourly: { time: 'soon', temperature_2m: [] },
          daily: null,
        }),
    });
    expect(await provider.current()).toEqual({ code: '1', temp: 30, hours: [], days: [] });
  });

  it('rejects an error status, an answer of the wrong shape, and a provider that hangs', async () => {
    const provider = openMeteoProvider({
      baseUrl: standIn.url,
      latitude: 0,
      longitude: 0,
      timeoutMs: 300,
    });
    standIn.mode = 'down';
    await expect(provider.current()).rejects.toThrow('HTTP 503');
    standIn.mode = 'hang';
    const started = Date.now();
    await expect(provider.current()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
    const wrong = openMeteoProvider({
      baseUrl: standIn.url,
      latitude: 0,
      longitude: 0,
      fetch: async () => Response.json({ current: { temperature_2m: 'hot' } }),
    });
    await expect(wrong.current()).rejects.toThrow();
    standIn.mode = 'ok';
  });
});

describe.each(enginesUnderTest())('getWeather on $name', (engine) => {
  it('answers data.now = {code, text, temp} and the forecast in the visitor language', async () => {
    const fake = countingProvider([
      () => ({
        code: '95',
        temp: 26,
        hours: [
          {
            time: '2999-01-01T14:00+08:00',
            code: '80',
            temp: 27,
            rainChance: 60,
            night: false,
          },
        ],
        days: [{ date: '2999-01-01', code: '63', high: 31, low: 23, rainChance: 80 }],
      }),
    ]);
    const t = await createTestApp(engine, { weatherProvider: fake.provider });
    try {
      const en = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'en' });
      expect(en.json.code).toBe(0);
      expect(en.json.data.now).toEqual({ code: '95', text: 'Thunderstorm', temp: 26 });
      expect(en.json.data).toMatchObject({
        live: true,
        hours: [{ time: '2999-01-01T14:00+08:00', text: 'Showers', temp: 27, rainChance: 60 }],
        days: [{ date: '2999-01-01', text: 'Rain', high: 31, low: 23 }],
      });
      const zh = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'zh' });
      expect(zh.json.data.now.text).toBe('雷阵雨');
      expect(zh.json.data.days[0].text).toBe('雨');
      const ma = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'ma' });
      expect(ma.json.data.hours[0].text).toBe('Hujan sekejap');
      expect(fake.calls()).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('answers the operator reading, with the time it was entered, when live weather is off', async () => {
    const t = await createTestApp(engine);
    try {
      await t.database.db
        .updateTable('setting')
        .set({ updated_at: '2026-11-20T01:30:00.000Z' })
        .where('key', '=', 'weather_fallback')
        .execute();
      const { json } = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'ma' });
      expect(json.data).toEqual({
        now: { code: '2', text: 'Separa berawan', temp: 29 },
        source: 'operator',
        updatedAt: '2026-11-20T01:30:00.000Z',
        live: false,
        hours: [],
        days: [],
      });
    } finally {
      await t.close();
    }
  });

  it('says clearly that the weather is unavailable when the operator’s reading is broken', async () => {
    const t = await createTestApp(engine);
    try {
      for (const broken of ['{"code": "2", "temp": "hot"}', 'not json', '{"code": "sunny"}']) {
        await t.database.db
          .updateTable('setting')
          .set({ value: broken })
          .where('key', '=', 'weather_fallback')
          .execute();
        const en = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'en' });
        expect(en.status).toBe(200);
        expect(en.json).toMatchObject({
          code: 1040,
          msg: 'The weather is not available right now; please try again later',
        });
      }
      const zh = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'zh' });
      expect(zh.json.msg).toBe('暂时无法获取天气，请稍后再试');
      await t.database.db.deleteFrom('setting').where('key', '=', 'weather_fallback').execute();
      const missing = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'ma' });
      expect(missing.json).toMatchObject({ code: 1040, msg: expect.stringContaining('Cuaca') });
    } finally {
      await t.close();
    }
  });
});

describe.each(enginesUnderTest())('live weather by default on $name', (engine) => {
  let standIn: OpenMeteoStandIn;
  beforeAll(async () => {
    standIn = await startOpenMeteoStandIn();
  });
  afterAll(() => standIn.close());

  // An empty value means "not set": the app runs with the default provider.
  const defaults = () => ({ WEATHER_PROVIDER: '', WEATHER_API_URL: standIn.url });

  it('asks Open-Meteo for the park’s coordinates and answers its forecast', async () => {
    standIn.mode = 'ok';
    const t = await createTestApp(engine, { env: defaults() });
    try {
      expect(t.config.WEATHER_PROVIDER).toBe('open-meteo');
      const { json } = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'en' });
      expect(json.data).toMatchObject({
        now: { code: String(STAND_IN_NOW.code), text: 'Showers', temp: 28 },
        source: 'open-meteo',
        live: true,
      });
      expect(json.data.hours).toHaveLength(24);
      expect(json.data.days).toHaveLength(7);
      const url = standIn.requests.at(-1);
      expect(url?.searchParams.get('latitude')).toBe('3.5219');
      expect(url?.searchParams.get('longitude')).toBe('101.9087');
    } finally {
      await t.close();
    }
  });

  it('falls back to the operator reading at once when the provider is down', async () => {
    standIn.mode = 'down';
    const t = await createTestApp(engine, { env: defaults() });
    try {
      const { json } = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'en' });
      expect(json.data).toMatchObject({
        now: { code: '2', temp: 29 },
        source: 'operator',
        live: false,
      });
    } finally {
      standIn.mode = 'ok';
      await t.close();
    }
  });

  it('shows the operator reading, and asks nobody, where the park’s coordinates are unknown', async () => {
    const asked = standIn.requests.length;
    for (const place of [
      {},
      { latitude: 'north', longitude: 101 },
      { latitude: '', longitude: '' },
      { latitude: 95, longitude: 0 },
      { latitude: null, longitude: 101.9 },
    ]) {
      const u = await createTestApp(engine, {
        env: { WEATHER_PROVIDER: 'open-meteo', WEATHER_API_URL: standIn.url },
      });
      try {
        await u.database.db
          .updateTable('setting')
          .set({ value: JSON.stringify({ name: 'Park', ...place }) })
          .where('key', '=', 'scenic')
          .execute();
        // Read at each reading, not at start: the running instance sees the changed setting.
        const { json } = await call(u.app, 'GET', '/index/common/getWeather');
        expect(json.data).toMatchObject({ source: 'operator', live: false });
      } finally {
        await u.close();
      }
    }
    expect(standIn.requests.length).toBe(asked);
  });

  it('reads coordinates the operator wrote as text', async () => {
    standIn.mode = 'ok';
    const t = await createTestApp(engine, { env: defaults() });
    try {
      await t.database.db
        .updateTable('setting')
        .set({ value: JSON.stringify({ name: 'Park', latitude: '1.3521', longitude: '103.8198' }) })
        .where('key', '=', 'scenic')
        .execute();
      const { json } = await call(t.app, 'GET', '/index/common/getWeather');
      expect(json.data).toMatchObject({ source: 'open-meteo', live: true });
      expect(standIn.requests.at(-1)?.searchParams.get('latitude')).toBe('1.3521');
    } finally {
      await t.close();
    }
  });
});

describe.each(enginesUnderTest())('heavy rain from the weather provider on $name', (engine) => {
  it('marks today a heavy-rain day when the rainfall reaches the threshold', async () => {
    const readings = [
      () => ({ code: '61', temp: 25, precipitation: 3 }),
      () => ({ code: '65', temp: 24, precipitation: 22 }),
    ];
    let call_ = 0;
    const provider: WeatherProvider = {
      name: 'fake',
      async current() {
        const next = readings[Math.min(call_++, readings.length - 1)];
        return next ? next() : { code: '0', temp: 30 };
      },
    };
    const t = await createTestApp(engine, {
      weatherProvider: provider,
      env: { RAIN_THRESHOLD_MM: '20', WEATHER_CACHE_SECONDS: '0' },
    });
    try {
      const guarantee = async () =>
        (await call(t.app, 'GET', '/index/index/weather', { langue: 'en' })).json.data
          .rainyDates as string[];
      await call(t.app, 'GET', '/index/common/getWeather');
      expect(await guarantee()).toEqual([]);
      await call(t.app, 'GET', '/index/common/getWeather');
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(await guarantee()).toEqual([today]);
    } finally {
      await t.close();
    }
  });
});
