import {
  type Agreement,
  type AreaCode,
  type Banner,
  type BannerKey,
  type Countdown,
  type GetBannerData,
  type GetWeatherData,
  type Help,
  type HomeImages,
  type IndexData,
  type Locale,
  type LocalizedText,
  RAIN_DAY_GRACE_DAYS,
  type SceneLook,
  type Scenic,
  type WeatherGuarantee,
  weatherText,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday, parseAttractionDateTime } from '#server/lib/attraction-time.ts';
import { ok } from '#server/lib/envelope.ts';
import { notFound } from '#server/lib/errors.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';
import type { CatalogueService } from '#server/modules/catalogue/service.ts';
import type { WeatherService } from '#server/providers/weather/weather-service.ts';
import * as repo from './repository.ts';

type Localized<T> = { [K in keyof T]: T[K] extends string ? string | LocalizedText : T[K] };

export interface ContentServiceDeps {
  db: Db;
  weather: WeatherService;
  catalogue: CatalogueService;
  cacheMs: number;
  utcOffset: string;
  now?: () => number;
}

/** Home content, scenic info, help, agreements and weather, in the visitor's language. */
export function createContentService(deps: ContentServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cache = new TtlCache<unknown>(deps.cacheMs, now);
  const cached = <T>(key: string, load: () => Promise<T>) =>
    deps.cacheMs > 0 ? (cache.getOrLoad(key, load) as Promise<T>) : load();

  async function setting<T>(key: string): Promise<T> {
    const value = await repo.findSetting<T>(db, key);
    if (value === undefined) throw notFound();
    return value;
  }

  function countdown(stored: Countdown & { title?: unknown }, locale: Locale): Countdown {
    const target = parseAttractionDateTime(stored.date, deps.utcOffset);
    const left = Math.floor((target - now()) / 1000);
    const title = localize(stored.title as Partial<LocalizedText> | undefined, locale);
    const at = Number.isNaN(target) ? undefined : new Date(target).toISOString();
    if (!stored.open || !(left > 0)) {
      return { open: 0, date: stored.date, days: 0, hours: 0, minutes: 0, seconds: 0, title };
    }
    return {
      open: 1,
      date: stored.date,
      ...(at ? { at } : {}),
      days: Math.floor(left / 86_400),
      hours: Math.floor((left % 86_400) / 3600),
      minutes: Math.floor((left % 3600) / 60),
      seconds: left % 60,
      title,
    };
  }

  async function homeImages(locale: Locale): Promise<string> {
    const stored = await setting<
      HomeImages & { str: Record<keyof HomeImages['str'], LocalizedText> }
    >('home_images');
    const images: HomeImages = {
      ...stored,
      descTime: countdown(stored.descTime, locale),
      str: {
        attractions: localize(stored.str.attractions, locale),
        tickets: localize(stored.str.tickets, locale),
        step: localize(stored.str.step, locale),
      },
    };
    return JSON.stringify(images);
  }

  async function sceneLook(locale: Locale): Promise<string> {
    type StoredHotspot = Omit<SceneLook['hotspots'][number], 'label'> & { label: LocalizedText };
    type StoredScene = Omit<SceneLook, 'title' | 'hotspots'> & {
      title: LocalizedText;
      hotspots: StoredHotspot[];
    };
    const stored = await setting<StoredScene[]>('scene_look');
    const list: SceneLook[] = stored.map((scene) => ({
      ...scene,
      title: localize(scene.title, locale),
      hotspots: scene.hotspots.map((spot) => ({ ...spot, label: localize(spot.label, locale) })),
    }));
    return JSON.stringify(list);
  }

  return {
    homeImages: (locale: Locale) => cached(`homeImages:${locale}`, () => homeImages(locale)),
    sceneLook: (locale: Locale) => cached(`sceneLook:${locale}`, () => sceneLook(locale)),

    indexData(locale: Locale): Promise<IndexData> {
      return cached(`indexData:${locale}`, async () => {
        const [images, shopList, look] = await Promise.all([
          homeImages(locale),
          deps.catalogue.homeShopList(locale),
          sceneLook(locale),
        ]);
        return { homeImages: images, shopList, sceneLook: look };
      });
    },

    /**
     * The whole `indexData` answer, already serialized: the home page's hottest call, so a cache
     * hit costs no JSON work at all. (A string, not a Buffer: Node writes a string body together
     * with the headers in one write.)
     */
    indexDataEnvelope(locale: Locale): Promise<string> {
      return cached(`indexDataEnvelope:${locale}`, async () =>
        JSON.stringify(ok(await this.indexData(locale))),
      );
    },

    banners(keys: BannerKey[], locale: Locale): Promise<GetBannerData> {
      return cached(`banners:${keys.join(',')}:${locale}`, async () => {
        const rows = await repo.listBanners(db, keys);
        const data: GetBannerData = Object.fromEntries(keys.map((key) => [key, [] as Banner[]]));
        for (const row of rows) {
          data[row.slot]?.push({
            id: row.id,
            type: row.type as Banner['type'],
            content: row.content,
            cover: row.cover,
            title: localizeJson(row.title, locale),
          });
        }
        return data;
      });
    },

    notices(locale: Locale): Promise<string[]> {
      return cached(`notices:${locale}`, async () => {
        const rows = await repo.listNotices(db);
        return rows.map((row) => localizeJson(row.text, locale));
      });
    },

    /** Forgets every cached answer: staff changed the home page's content (see publish.ts). */
    invalidate(): void {
      cache.clear();
    },

    async scenic(locale: Locale): Promise<Scenic> {
      const stored = await setting<Localized<Scenic>>('scenic');
      return {
        ...stored,
        name: localize(stored.name as LocalizedText, locale),
        intro: localize(stored.intro as LocalizedText, locale),
        address: localize(stored.address as LocalizedText, locale),
        openingHours: localize(stored.openingHours as LocalizedText, locale),
        utcOffset: deps.utcOffset,
      } as Scenic;
    },

    async help(locale: Locale): Promise<Help> {
      const stored = await setting<Localized<Help>>('help');
      const faq = (stored.faq ?? []) as unknown as {
        question: LocalizedText;
        answer: LocalizedText;
      }[];
      return {
        ...stored,
        address: localize(stored.address as LocalizedText, locale),
        company: localize(stored.company as LocalizedText, locale),
        faq: faq.map((entry) => ({
          question: localize(entry.question, locale),
          answer: localize(entry.answer, locale),
        })),
      } as Help;
    },

    async agreements(locale: Locale, type?: Agreement['type']): Promise<Agreement[]> {
      const rows = await repo.listAgreements(db, type);
      return rows.map((row) => ({
        type: row.type,
        title: localizeJson(row.title, locale),
        content: localizeJson(row.content, locale),
        updatedAt: row.updated_at,
      }));
    },

    async areaCodes(locale: Locale): Promise<AreaCode[]> {
      const rows = await repo.listAreaCodes(db);
      return rows.map((row) => ({
        code: row.code,
        name: localizeJson(row.name, locale),
        mainland: row.mainland === 1,
      }));
    },

    async weatherGuarantee(locale: Locale): Promise<WeatherGuarantee> {
      const stored = await setting<{
        title: LocalizedText;
        summary: LocalizedText;
        terms: LocalizedText[];
      }>('weather_guarantee');
      // A rained-out visit of the last month still qualifies, so recent days stay listed.
      const since = addDays(attractionToday(deps.utcOffset, now()), -RAIN_DAY_GRACE_DAYS);
      const rainDays = await repo.listRainDays(db, since);
      return {
        title: localize(stored.title, locale),
        summary: localize(stored.summary, locale),
        terms: stored.terms.map((term) => localize(term, locale)),
        rainyDates: rainDays.map((row) => row.date),
      };
    },

    async weather(locale: Locale): Promise<GetWeatherData> {
      const current = await deps.weather.current();
      return {
        now: {
          code: current.code,
          text: weatherText(current.code, locale),
          temp: current.temp,
          ...(current.night === undefined ? {} : { night: current.night }),
        },
        source: current.source,
        updatedAt: current.updatedAt,
        live: current.live,
        hours: current.hours.map((hour) => ({ ...hour, text: weatherText(hour.code, locale) })),
        days: current.days.map((day) => ({ ...day, text: weatherText(day.code, locale) })),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
