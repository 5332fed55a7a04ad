import type {
  Banner,
  BannerKey,
  Countdown,
  GetBannerData,
  HomeImages,
  IndexData,
  Locale,
  LocalizedText,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { parseAttractionDateTime } from '#server/lib/attraction-time.ts';
import { ok } from '#server/lib/envelope.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import type { PublishedCache } from '#server/lib/published-cache.ts';
import type { CatalogueService } from '#server/modules/catalogue/service.ts';
import { publishedSetting } from '#server/modules/settings/store.ts';
import type { VrReader } from '#server/modules/vr/reader.ts';
import * as repo from './repository.ts';

export interface HomeReaderDeps {
  db: Db;
  published: PublishedCache;
  catalogue: CatalogueService;
  vr: VrReader;
  utcOffset: string;
  now: () => number;
}

/** The home page as visitors see it: banners, the notice marquee, its sections and countdown. */
export function createHomeReader(deps: HomeReaderDeps) {
  const { db, published, now } = deps;

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
    const stored = await publishedSetting<
      HomeImages & { str: Record<keyof HomeImages['str'], LocalizedText> }
    >(db, 'home_images');
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

  const reader = {
    homeImages: (locale: Locale) =>
      published.cached(`homeImages:${locale}`, () => homeImages(locale)),
    sceneLook: (locale: Locale) => deps.vr.sceneLook(locale),

    indexData(locale: Locale): Promise<IndexData> {
      return published.cached(`indexData:${locale}`, async () => {
        const [images, shopList, look] = await Promise.all([
          reader.homeImages(locale),
          deps.catalogue.homeShopList(locale),
          deps.vr.sceneLook(locale),
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
      return published.cached(`indexDataEnvelope:${locale}`, async () =>
        JSON.stringify(ok(await reader.indexData(locale))),
      );
    },

    banners(keys: BannerKey[], locale: Locale): Promise<GetBannerData> {
      return published.cached(`banners:${keys.join(',')}:${locale}`, async () => {
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
      return published.cached(`notices:${locale}`, async () => {
        const rows = await repo.listNotices(db);
        return rows.map((row) => localizeJson(row.text, locale));
      });
    },
  };
  return reader;
}

export type HomeReader = ReturnType<typeof createHomeReader>;
