import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { enginesUnderTest } from '../../../test/engines.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { openMeteoProvider } from './open-meteo.ts';
import type { WeatherProvider } from './types.ts';
import { createWeatherService } from './weather-service.ts';

const log = pino({ level: 'silent' });

function countingProvider(readings: (() => { code: string; temp: number })[]) {
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

describe('weather service', () => {
  it('caches the provider reading for the configured time', async () => {
    let clock = 0;
    const fake = countingProvider([
      () => ({ code: '0', temp: 31 }),
      () => ({ code: '61', temp: 24 }),
    ]);
    const service = createWeatherService({
      provider: fake.provider,
      fallback: async () => ({ code: '2', temp: 29 }),
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
    expect(fresh).toMatchObject({ code: '61', temp: 24, source: 'fake' });
    expect(fake.calls()).toBe(2);
  });

  it('falls back to the operator reading when the provider fails, and retries a minute later', async () => {
    let clock = 0;
    const fake = countingProvider([
      () => {
        throw new Error('offline');
      },
      () => ({ code: '3', temp: 27 }),
    ]);
    const service = createWeatherService({
      provider: fake.provider,
      fallback: async () => ({ code: '2', temp: 29 }),
      cacheMs: 600_000,
      log,
      now: () => clock,
    });
    expect(await service.current()).toMatchObject({ code: '2', temp: 29, source: 'operator' });
    clock += 30_000;
    await service.current();
    expect(fake.calls()).toBe(1);
    clock += 31_000;
    expect(await service.current()).toMatchObject({ code: '3', source: 'fake' });
  });

  it('shares one provider request between concurrent visitors', async () => {
    const fake = countingProvider([() => ({ code: '0', temp: 30 })]);
    const service = createWeatherService({
      provider: fake.provider,
      fallback: async () => ({ code: '2', temp: 29 }),
      cacheMs: 600_000,
      log,
    });
    await Promise.all(Array.from({ length: 20 }, () => service.current()));
    expect(fake.calls()).toBe(1);
  });
});

describe('Open-Meteo provider', () => {
  let server: Server;
  let baseUrl = '';
  let lastUrl = '';
  let answer: { status: number; body: string } = { status: 200, body: '' };
  beforeAll(async () => {
    server = createServer((request, response) => {
      lastUrl = request.url ?? '';
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the current temperature, weather code and rainfall', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        current: { temperature_2m: 28.6, weather_code: 80, precipitation: 4.2 },
      }),
    };
    const provider = openMeteoProvider({ baseUrl, latitude: 3.52, longitude: 101.9 });
    expect(await provider.current()).toEqual({ code: '80', temp: 29, precipitation: 4.2 });
    expect(lastUrl).toContain('latitude=3.52');
    expect(lastUrl).toContain('current=temperature_2m%2Cweather_code%2Cprecipitation');
  });

  it('rejects an error status or an answer of the wrong shape', async () => {
    const provider = openMeteoProvider({ baseUrl, latitude: 0, longitude: 0 });
    answer = { status: 500, body: '{}' };
    await expect(provider.current()).rejects.toThrow('HTTP 500');
    answer = { status: 200, body: '{"current": {"temperature_2m": "hot"}}' };
    await expect(provider.current()).rejects.toThrow();
  });
});

describe.each(enginesUnderTest())('getWeather on $name', (engine) => {
  it('answers data.now = {code, text, temp} in the visitor language', async () => {
    const fake = countingProvider([() => ({ code: '95', temp: 26 })]);
    const t = await createTestApp(engine, { weatherProvider: fake.provider });
    try {
      const en = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'en' });
      expect(en.json.code).toBe(0);
      expect(en.json.data.now).toEqual({ code: '95', text: 'Thunderstorm', temp: 26 });
      const zh = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'zh' });
      expect(zh.json.data.now.text).toBe('雷阵雨');
      expect(fake.calls()).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('answers the operator reading when no live provider is configured', async () => {
    const t = await createTestApp(engine);
    try {
      const { json } = await call(t.app, 'GET', '/index/common/getWeather', { langue: 'ma' });
      expect(json.data).toMatchObject({
        now: { code: '2', text: 'Separa berawan', temp: 29 },
        source: 'operator',
      });
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
