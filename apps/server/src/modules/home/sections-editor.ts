import {
  allLanguages,
  type BannerAction,
  BannerType,
  type ConsoleHome,
  type ConsolePromo,
  type HomeImages,
  type homeSaveBodySchema,
  LOCALES,
  type Locale,
  type LocalizedText,
  type PromoKind,
  type promoSaveSchema,
  type SectionKeyword,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { CatalogueService } from '#server/modules/catalogue/service.ts';
import * as settings from '#server/modules/settings/store.ts';
import { fromStoredAction, toStoredAction } from './banner-action.ts';

export interface HomeEditorDeps {
  db: Db;
  audit: Audit;
  catalogue: Pick<CatalogueService, 'itemExists'>;
  /** Called once a change is committed: every instance forgets its cached content (lib/content-changes.ts). */
  changed: () => void;
}

type HomeSave = z.output<typeof homeSaveBodySchema>;
type PromoSave = z.output<typeof promoSaveSchema>;
type MediaValue = string | string[];

/** A promo object as stored in the `home_images` setting and answered to visitors (SPEC §3). */
export interface StoredPromo {
  langType: number;
  content: MediaValue | Partial<Record<Locale, MediaValue>>;
  multiple: number;
  viewType: 0 | 1;
  magnify: 0 | 1;
  jumpType: number;
  contentType?: string;
  jumpContent?: string;
  poster?: string;
  [other: string]: unknown;
}

/** The setting as stored: the promos, the titles in every language, and the countdown. */
type StoredHome = Omit<HomeImages, 'str' | 'descTime'> & {
  descTime: unknown;
  str: Record<keyof HomeImages['str'], Partial<LocalizedText> | string>;
  [other: string]: unknown;
};

const HOME_IMAGES = 'home_images';

/** The spec's value of one language's media: a swiper's list, or the one address. */
function mediaValue(kind: PromoKind, list: string[]): MediaValue {
  return kind === 'swiper' ? [...list] : (list[0] ?? '');
}

/** A promo as staff saved it, written as the promo object the web app reads. */
export function toStoredPromo(promo: PromoSave): StoredPromo {
  const { action, kind } = promo;
  const content = promo.perLanguage
    ? Object.fromEntries(LOCALES.map((locale) => [locale, mediaValue(kind, promo.media[locale])]))
    : mediaValue(kind, promo.media);
  const lengths = promo.perLanguage
    ? LOCALES.map((locale) => promo.media[locale].length)
    : [promo.media.length];
  const jump =
    action.type === BannerType.detail
      ? { jumpType: action.type, contentType: action.target, jumpContent: String(action.id) }
      : action.type === BannerType.none
        ? { jumpType: action.type }
        : { jumpType: action.type, jumpContent: toStoredAction(action).content };
  return {
    langType: promo.perLanguage ? 1 : 0,
    content,
    multiple: kind === 'swiper' ? Math.max(...lengths) : 0,
    viewType: kind === 'video' ? 1 : 0,
    magnify: promo.magnify ? 1 : 0,
    ...jump,
    ...(kind === 'video' ? { poster: promo.poster } : {}),
  };
}

function asList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** What a tap does, read back from the stored jump (one the console cannot offer reads as none). */
function storedJump(stored: StoredPromo): BannerAction {
  const content =
    stored.jumpType === BannerType.detail
      ? JSON.stringify({ type: stored.contentType, id: stored.jumpContent })
      : (stored.jumpContent ?? '');
  return fromStoredAction({ type: stored.jumpType, content });
}

/**
 * A stored promo as staff edit it, shown the way visitors see it: a swiper of one picture is a
 * picture; content keyed by language is per language, a missing language an empty list.
 */
export function toConsolePromo(stored: StoredPromo): ConsolePromo {
  const keyed =
    stored.langType !== 0 &&
    typeof stored.content === 'object' &&
    stored.content !== null &&
    !Array.isArray(stored.content);
  const lists = keyed
    ? Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          asList((stored.content as Partial<Record<Locale, MediaValue>>)[locale]),
        ]),
      )
    : null;
  const all = keyed ? [] : asList(stored.content);
  const longest = lists ? Math.max(...Object.values(lists).map((list) => list.length)) : all.length;
  const kind: PromoKind =
    stored.viewType === 1 ? 'video' : stored.multiple > 0 && longest > 1 ? 'swiper' : 'image';
  const common = {
    kind,
    poster: typeof stored.poster === 'string' ? stored.poster : '',
    magnify: stored.magnify === 1,
    action: storedJump(stored),
  };
  return lists
    ? { perLanguage: true, media: lists as Record<Locale, string[]>, ...common }
    : { perLanguage: false, media: all, ...common };
}

function titles(stored: Partial<LocalizedText> | string | undefined): LocalizedText {
  if (typeof stored === 'string') return { zh: stored, en: stored, ma: stored };
  return allLanguages(stored ?? {});
}

export function toConsoleHome(stored: StoredHome): ConsoleHome {
  const pair = (value: { l: unknown; r: unknown }) => ({
    l: toConsolePromo(value.l as StoredPromo),
    r: toConsolePromo(value.r as StoredPromo),
  });
  return {
    map: toConsolePromo(stored.map as StoredPromo),
    video: toConsolePromo(stored.video as StoredPromo),
    attractions: (stored.attractions ?? []).map(pair),
    ticket: pair(stored.ticket),
    experience: toConsolePromo(stored.experience as StoredPromo),
    goods: toConsolePromo(stored.goods as StoredPromo),
    str: {
      attractions: titles(stored.str?.attractions),
      tickets: titles(stored.str?.tickets),
      step: titles(stored.str?.step),
    },
  };
}

/** Every promo of a save, to check what their taps open. */
function promosOf(body: HomeSave): PromoSave[] {
  return [
    body.map,
    body.video,
    ...body.attractions.flatMap((row) => [row.l, row.r]),
    body.ticket.l,
    body.ticket.r,
    body.experience,
    body.goods,
  ];
}

/**
 * The home page's images and promo objects as content staff edit them (console "Home page").
 * A save replaces everything but the countdown, which keeps what is stored (it has its own call).
 */
export function createHomeEditor(deps: HomeEditorDeps) {
  const { db, audit } = deps;

  return {
    async home(): Promise<ConsoleHome> {
      const stored = await settings.readSetting<StoredHome>(db, HOME_IMAGES);
      if (!stored) throw notFound();
      return toConsoleHome(stored);
    },

    async saveHome(body: HomeSave, actor: StaffActor): Promise<ConsoleHome> {
      // Asked before the transaction: on SQLite, Kysely's one connection is the transaction's.
      const targets = new Map<string, [SectionKeyword, number]>();
      for (const { action } of promosOf(body)) {
        if (action.type === BannerType.detail) {
          targets.set(`${action.target}:${action.id}`, [action.target, action.id]);
        }
      }
      for (const [kind, id] of targets.values()) {
        if (!(await deps.catalogue.itemExists(kind, id))) throw new AppError('bannerTargetMissing');
      }
      const pair = (value: HomeSave['ticket']) => ({
        l: toStoredPromo(value.l),
        r: toStoredPromo(value.r),
      });
      const saved = await db.transaction().execute(async (trx) => {
        // The countdown's save rewrites the same row: one at a time, so neither loses the other's.
        await holdLock(trx, `setting:${HOME_IMAGES}`);
        const stored = await settings.readSetting<StoredHome>(trx, HOME_IMAGES);
        if (!stored) throw notFound();
        const next: StoredHome = {
          ...stored,
          // The countdown exactly as stored: this call never changes it.
          descTime: stored.descTime,
          map: toStoredPromo(body.map) as HomeImages['map'],
          video: toStoredPromo(body.video) as HomeImages['video'],
          str: body.str,
          attractions: body.attractions.map(pair) as HomeImages['attractions'],
          ticket: pair(body.ticket) as HomeImages['ticket'],
          experience: toStoredPromo(body.experience) as HomeImages['experience'],
          goods: toStoredPromo(body.goods) as HomeImages['goods'],
        };
        await settings.replaceSetting(trx, HOME_IMAGES, next);
        const after = toConsoleHome(next);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.home_saved',
          target: 'setting:home_images',
          before: toConsoleHome(stored),
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },
  };
}

export type HomeEditor = ReturnType<typeof createHomeEditor>;
