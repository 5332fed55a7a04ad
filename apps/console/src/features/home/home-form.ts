import {
  type ConsoleHome,
  type ConsolePromo,
  type HomeSaveBody,
  LOCALES,
  type Locale,
  type PromoKind,
  type PromoSave,
  webAddressProblem,
} from '@scenic/contracts';
import { type ActionValues, toAction, toActionValues } from '#console/lib/banner-action.ts';

/** Where a promo's media sits in the form: shared by every language, or one language's. */
export type MediaSlot = 'all' | Locale;
export const MEDIA_SLOTS: readonly MediaSlot[] = ['all', ...LOCALES];

/**
 * One promo as the form holds it. Pictures and videos are kept apart, and for every language and
 * for "all" at once, so switching image ↔ video or shared ↔ per language loses nothing typed;
 * only what the chosen kind and languages show is sent.
 */
export interface PromoValues {
  perLanguage: boolean;
  kind: PromoKind;
  pictures: Record<MediaSlot, string[]>;
  videos: Record<MediaSlot, string>;
  poster: string;
  magnify: boolean;
  action: ActionValues;
}

export interface PairValues {
  l: PromoValues;
  r: PromoValues;
}

export interface HomeValues {
  map: PromoValues;
  video: PromoValues;
  attractions: PairValues[];
  ticket: PairValues;
  experience: PromoValues;
  goods: PromoValues;
  str: ConsoleHome['str'];
}

const VIDEO_FILE = /\.(mp4|webm)$/i;
const slots = <T>(make: (slot: MediaSlot) => T) =>
  Object.fromEntries(MEDIA_SLOTS.map((slot) => [slot, make(slot)])) as Record<MediaSlot, T>;

/** A promo as the server answers it, as the form's fields. */
export function toPromoValues(promo: ConsolePromo): PromoValues {
  const listOf = (slot: MediaSlot): string[] => {
    if (!promo.perLanguage) return [...promo.media];
    return [...promo.media[slot === 'all' ? 'zh' : slot]];
  };
  const video = promo.kind === 'video';
  return {
    perLanguage: promo.perLanguage,
    kind: promo.kind,
    pictures: slots((slot) => (video ? [] : listOf(slot))),
    videos: slots((slot) => (video ? (listOf(slot)[0] ?? '') : '')),
    poster: promo.poster,
    magnify: promo.magnify,
    action: toActionValues(promo.action),
  };
}

/** A new, empty promo (a new row of attractions). */
export function emptyPromo(): PromoValues {
  return {
    perLanguage: false,
    kind: 'image',
    pictures: slots(() => []),
    videos: slots(() => ''),
    poster: '',
    magnify: false,
    action: { actionType: 1 },
  };
}

/** The media of one slot the promo's kind shows: its video, its picture, or the swiper's pictures. */
export function mediaOf(promo: PromoValues, slot: MediaSlot): string[] {
  if (promo.kind === 'video') return promo.videos[slot] ? [promo.videos[slot]] : [];
  const pictures = promo.pictures[slot] ?? [];
  return promo.kind === 'image' ? pictures.slice(0, 1) : [...pictures];
}

/** What visitors in `locale` see of a promo: its shared media, or that language's. */
export function mediaFor(promo: PromoValues, locale: Locale): string[] {
  return mediaOf(promo, promo.perLanguage ? locale : 'all');
}

/** The form's promo as the save call takes it. A tap does nothing when the picture magnifies. */
export function toPromoSave(promo: PromoValues): PromoSave {
  const common = {
    kind: promo.kind,
    poster: promo.kind === 'video' ? promo.poster : '',
    magnify: promo.kind !== 'video' && promo.magnify,
    action: promo.kind === 'video' || promo.magnify ? { type: 1 as const } : toAction(promo.action),
  };
  return promo.perLanguage
    ? {
        perLanguage: true,
        media: { zh: mediaOf(promo, 'zh'), en: mediaOf(promo, 'en'), ma: mediaOf(promo, 'ma') },
        ...common,
      }
    : { perLanguage: false, media: mediaOf(promo, 'all'), ...common };
}

export function toHomeValues(home: ConsoleHome): HomeValues {
  const pair = (value: ConsoleHome['ticket']): PairValues => ({
    l: toPromoValues(value.l),
    r: toPromoValues(value.r),
  });
  return {
    map: toPromoValues(home.map),
    video: toPromoValues(home.video),
    attractions: home.attractions.map(pair),
    ticket: pair(home.ticket),
    experience: toPromoValues(home.experience),
    goods: toPromoValues(home.goods),
    str: structuredClone(home.str),
  };
}

export function toHomeSave(values: HomeValues): HomeSaveBody {
  const pair = (value: PairValues) => ({ l: toPromoSave(value.l), r: toPromoSave(value.r) });
  return {
    map: toPromoSave(values.map),
    video: toPromoSave(values.video),
    attractions: values.attractions.map(pair),
    ticket: pair(values.ticket),
    experience: toPromoSave(values.experience),
    goods: toPromoSave(values.goods),
    str: values.str,
  };
}

/** Whether what a tap opens is all picked: an https address, a section, or a kind and its item. */
export function actionComplete(action: ActionValues): boolean {
  switch (action.actionType) {
    case 2:
      return webAddressProblem(action.url?.trim() ?? '') === null;
    case 3:
      return Boolean(action.section);
    case 4:
      return Boolean(action.target) && Number.isInteger(action.itemId) && (action.itemId ?? 0) > 0;
    default:
      return true;
  }
}

/** Where a promo sits on the page, to name it in a problem: a section, and a row and side. */
export interface PromoPlace {
  section: 'map' | 'video' | 'attractions' | 'ticket' | 'experience' | 'goods';
  row?: number;
  side?: 'l' | 'r';
}

export interface PromoProblem {
  place: PromoPlace;
  /** The language the problem is in, or none when it is the promo's shared media or poster. */
  locale?: Locale;
  problem:
    | 'missing'
    | 'swiperTooFew'
    | 'posterMissing'
    | 'videoMissing'
    | 'notAPicture'
    | 'actionIncomplete';
}

/** Every promo of the form with where it sits. */
export function promosOf(values: HomeValues): [PromoPlace, PromoValues][] {
  return [
    [{ section: 'map' }, values.map],
    [{ section: 'video' }, values.video],
    ...values.attractions.flatMap((row, index): [PromoPlace, PromoValues][] => [
      [{ section: 'attractions', row: index, side: 'l' }, row.l],
      [{ section: 'attractions', row: index, side: 'r' }, row.r],
    ]),
    [{ section: 'ticket', side: 'l' }, values.ticket.l],
    [{ section: 'ticket', side: 'r' }, values.ticket.r],
    [{ section: 'experience' }, values.experience],
    [{ section: 'goods' }, values.goods],
  ];
}

/**
 * What would keep visitors from seeing a promo, checked before publishing (the server refuses
 * the same): a language without its media, a swiper of one picture, a video without its poster.
 */
export function promoProblems(place: PromoPlace, promo: PromoValues): PromoProblem[] {
  const problems: PromoProblem[] = [];
  const languages: (Locale | undefined)[] = promo.perLanguage ? [...LOCALES] : [undefined];
  for (const locale of languages) {
    const media = mediaOf(promo, locale ?? 'all');
    const at = locale ? { locale } : {};
    if (promo.kind === 'video') {
      if (media.length === 0) problems.push({ place, ...at, problem: 'videoMissing' });
    } else if (media.length === 0) {
      problems.push({ place, ...at, problem: 'missing' });
    } else if (media.some((address) => VIDEO_FILE.test(address))) {
      problems.push({ place, ...at, problem: 'notAPicture' });
    } else if (promo.kind === 'swiper' && media.length < 2) {
      problems.push({ place, ...at, problem: 'swiperTooFew' });
    }
  }
  if (promo.kind === 'video' && !promo.poster) {
    problems.push({ place, problem: 'posterMissing' });
  }
  if (promo.kind !== 'video' && !promo.magnify && !actionComplete(promo.action)) {
    problems.push({ place, problem: 'actionIncomplete' });
  }
  return problems;
}

/** A section title left empty in a language. */
export interface TitleProblem {
  title: keyof HomeValues['str'];
  locale: Locale;
}

export function homeProblems(values: HomeValues): {
  promos: PromoProblem[];
  titles: TitleProblem[];
} {
  const titles = (['attractions', 'tickets', 'step'] as const).flatMap((title) =>
    LOCALES.filter((locale) => !values.str[title]?.[locale]?.trim()).map((locale) => ({
      title,
      locale,
    })),
  );
  return {
    promos: promosOf(values).flatMap(([place, promo]) => promoProblems(place, promo)),
    titles,
  };
}
