import { type ConsoleHome, type ConsolePromo, homeSaveBodySchema } from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyPromo,
  homeProblems,
  mediaFor,
  type PromoValues,
  promoProblems,
  toHomeSave,
  toHomeValues,
  toPromoSave,
  toPromoValues,
} from './home-form';

const pic = (name: string) => `/uploads/content/${name}.webp`;

const image: ConsolePromo = {
  perLanguage: false,
  kind: 'image',
  media: [pic('map')],
  poster: '',
  magnify: true,
  action: { type: 1 },
};
const perLanguageSwiper: ConsolePromo = {
  perLanguage: true,
  kind: 'swiper',
  media: {
    zh: [pic('zh-1'), pic('zh-2')],
    en: [pic('en-1'), pic('en-2'), pic('en-3')],
    ma: [pic('ma-1'), pic('ma-2')],
  },
  poster: '',
  magnify: false,
  action: { type: 4, target: 'ticket', id: 2 },
};
const video: ConsolePromo = {
  perLanguage: false,
  kind: 'video',
  media: ['/uploads/content/park.mp4'],
  poster: pic('poster'),
  magnify: false,
  action: { type: 1 },
};
const home: ConsoleHome = {
  map: image,
  video,
  attractions: [
    { l: perLanguageSwiper, r: { ...image, magnify: false, action: { type: 3, section: 'hire' } } },
  ],
  ticket: {
    l: { ...image, magnify: false, action: { type: 2, url: 'https://example.com/' } },
    r: image,
  },
  experience: perLanguageSwiper,
  goods: { ...image, kind: 'swiper', media: [pic('a'), pic('b'), pic('c')] },
  str: {
    attractions: { zh: '景点', en: 'Sights', ma: 'Tarikan' },
    tickets: { zh: '门票', en: 'Tickets', ma: 'Tiket' },
    step: { zh: '步骤', en: 'Steps', ma: 'Langkah' },
  },
};

describe('the home page form and the promos it saves', () => {
  it('saves what it read unchanged, as a body the server accepts', () => {
    const body = toHomeSave(toHomeValues(home));
    expect(body).toEqual(home);
    expect(homeSaveBodySchema.safeParse(body).success).toBe(true);
    expect(homeProblems(toHomeValues(home))).toEqual({ promos: [], titles: [] });
  });

  it('keeps every language and the shared pictures when staff switch between them', () => {
    const values = toPromoValues(perLanguageSwiper);
    // Switched to "the same for every language", the Chinese pictures are the starting point.
    expect(toPromoSave({ ...values, perLanguage: false })).toMatchObject({
      perLanguage: false,
      media: [pic('zh-1'), pic('zh-2')],
    });
    // ...and switched back, each language still has its own.
    expect(toPromoSave({ ...values, perLanguage: true }).media).toEqual(perLanguageSwiper.media);
    expect(mediaFor(values, 'en')).toEqual([pic('en-1'), pic('en-2'), pic('en-3')]);

    const shared = toPromoValues(image);
    expect(shared.pictures).toEqual({
      all: [pic('map')],
      zh: [pic('map')],
      en: [pic('map')],
      ma: [pic('map')],
    });
  });

  it('sends only what the chosen kind shows: one picture, the swiper, or the video and its poster', () => {
    const values = toPromoValues(perLanguageSwiper);
    const asImage = toPromoSave({ ...values, kind: 'image' });
    expect(asImage.media).toEqual({ zh: [pic('zh-1')], en: [pic('en-1')], ma: [pic('ma-1')] });
    const asVideo = toPromoSave({
      ...values,
      perLanguage: false,
      kind: 'video',
      videos: { ...values.videos, all: '/uploads/content/v.webm' },
      poster: pic('p'),
      magnify: true,
    });
    // A video neither magnifies nor opens anything: visitors' phones play it in place.
    expect(asVideo).toEqual({
      perLanguage: false,
      kind: 'video',
      media: ['/uploads/content/v.webm'],
      poster: pic('p'),
      magnify: false,
      action: { type: 1 },
    });
    // The video kept aside while it was a swiper comes back when it is a video again.
    expect(toPromoValues(video).videos.all).toBe('/uploads/content/park.mp4');
    expect(toPromoSave({ ...toPromoValues(video), kind: 'swiper' }).media).toEqual([]);
  });

  it('drops the tap action of a picture that magnifies, and keeps it otherwise', () => {
    const values = toPromoValues(perLanguageSwiper);
    expect(toPromoSave({ ...values, magnify: true }).action).toEqual({ type: 1 });
    expect(toPromoSave(values).action).toEqual({ type: 4, target: 'ticket', id: 2 });
  });

  it('names what keeps a promo from visitors: the language missing, a swiper of one, no poster', () => {
    const place = { section: 'map' } as const;
    const values: PromoValues = toPromoValues(perLanguageSwiper);
    expect(promoProblems(place, { ...values, pictures: { ...values.pictures, ma: [] } })).toEqual([
      { place, locale: 'ma', problem: 'missing' },
    ]);
    expect(
      promoProblems(place, { ...values, pictures: { ...values.pictures, en: [pic('one')] } }),
    ).toEqual([{ place, locale: 'en', problem: 'swiperTooFew' }]);
    expect(promoProblems(place, { ...toPromoValues(video), poster: '' })).toEqual([
      { place, problem: 'posterMissing' },
    ]);
    expect(promoProblems(place, { ...emptyPromo(), kind: 'video' })).toEqual([
      { place, problem: 'videoMissing' },
      { place, problem: 'posterMissing' },
    ]);
    expect(
      promoProblems(place, {
        ...toPromoValues(image),
        magnify: false,
        action: { actionType: 4, target: 'food' },
      }),
    ).toEqual([{ place, problem: 'actionIncomplete' }]);
  });

  it('places each problem on the page, and names a section title missing in a language', () => {
    const values = toHomeValues(home);
    values.attractions.push({ l: emptyPromo(), r: values.attractions[0]?.r ?? emptyPromo() });
    values.str.step.ma = ' ';
    expect(homeProblems(values)).toEqual({
      promos: [{ place: { section: 'attractions', row: 1, side: 'l' }, problem: 'missing' }],
      titles: [{ title: 'step', locale: 'ma' }],
    });
  });
});
