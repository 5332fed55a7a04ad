import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers: a forecast, an error status, or never (a provider that hangs). */
export type StandInMode = 'ok' | 'down' | 'hang';

export interface OpenMeteoStandIn {
  url: string;
  /** Every request's address, newest last. */
  requests: URL[];
  mode: StandInMode;
  close(): Promise<void>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` of an instant in a zone `offsetSeconds` east of UTC (Open-Meteo's local time). */
function localTime(at: number, offsetSeconds: number): string {
  const d = new Date(at + offsetSeconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The park's weather as the stand-in reports it: the same every run, whatever the hour. */
export const STAND_IN_NOW = { temp: 27.6, code: 80, precipitation: 1.2 };
const HOUR_CODES = [2, 3, 80, 61, 95, 1, 0, 2];
const DAY_CODES = [80, 95, 3, 61, 2, 1, 0];

/** An Open-Meteo forecast for the next 7 days, starting at local midnight as the real one does. */
export function openMeteoAnswer(at: number, offsetSeconds = 8 * 3600) {
  const startOfDay = Date.parse(`${localTime(at, offsetSeconds).slice(0, 10)}T00:00Z`);
  const hours = Array.from({ length: 7 * 24 }, (_, index) => index);
  const days = Array.from({ length: 7 }, (_, index) => index);
  const hourAt = (index: number) => startOfDay - offsetSeconds * 1000 + index * 3_600_000;
  return {
    utc_offset_seconds: offsetSeconds,
    current: {
      time: localTime(at, offsetSeconds),
      temperature_2m: STAND_IN_NOW.temp,
      weather_code: STAND_IN_NOW.code,
      precipitation: STAND_IN_NOW.precipitation,
      is_day: 1,
    },
    hourly: {
      time: hours.map((index) => localTime(hourAt(index), offsetSeconds)),
      temperature_2m: hours.map((index) => 23 + ((index % 24) * 7) / 24 + 0.4),
      weather_code: hours.map((index) => HOUR_CODES[index % HOUR_CODES.length] ?? 2),
      precipitation_probability: hours.map((index) => (index * 13) % 100),
      is_day: hours.map((index) => (index % 24 >= 7 && index % 24 < 19 ? 1 : 0)),
    },
    daily: {
      time: days.map((index) => localTime(hourAt(index * 24), offsetSeconds).slice(0, 10)),
      weather_code: days.map((index) => DAY_CODES[index] ?? 2),
      temperature_2m_max: days.map((index) => 31.2 + (index % 3)),
      temperature_2m_min: days.map((index) => 22.6 + (index % 2)),
      precipitation_probability_max: days.map((index) => [80, 90, 40, 70, 20, 10, 0][index] ?? 0),
    },
  };
}

/** A local Open-Meteo for tests and journeys: they never reach the network. */
export async function startOpenMeteoStandIn(mode: StandInMode = 'ok'): Promise<OpenMeteoStandIn> {
  const hanging = new Set<() => void>();
  const standIn: OpenMeteoStandIn = {
    url: '',
    requests: [],
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    standIn.requests.push(new URL(request.url ?? '/', standIn.url));
    if (standIn.mode === 'hang') {
      const end = () => response.destroy();
      hanging.add(end);
      response.on('close', () => hanging.delete(end));
      return;
    }
    if (standIn.mode === 'down') {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":true,"reason":"down for maintenance"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(openMeteoAnswer(Date.now())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
