import type {
  Agreement,
  AppIdData,
  AreaCode,
  GetBannerData,
  GetWeatherData,
  Help,
  HomeImages,
  HomeShopList,
  IndexData,
  PrivacyStatus,
  Promo,
  Scenic,
} from '@scenic/contracts';

const promo = (content: Promo['content'], extra: Partial<Promo> = {}): Promo => ({
  langType: 0,
  content,
  multiple: 0,
  viewType: 0,
  magnify: 0,
  jumpType: 1,
  ...extra,
});

export const homeImages: HomeImages = {
  descTime: { open: 1, date: '2099/01/01 00:00:00', days: 0, hours: 0, minutes: 0, seconds: 0 },
  map: promo('/uploads/demo/home-map.webp', { magnify: 1 }),
  video: promo('/uploads/demo/park.mp4', { viewType: 1 }),
  str: {
    attractions: 'Top attractions',
    tickets: 'Book your tickets',
    step: 'Your visit in three steps',
  },
  attractions: [
    {
      l: promo('/uploads/demo/a1.webp', { jumpType: 4, contentType: 'ticket', jumpContent: '2' }),
      r: promo('/uploads/demo/a2.webp'),
    },
  ],
  ticket: {
    l: promo('/uploads/demo/t1.webp', { jumpType: 4, contentType: 'ticket', jumpContent: '1' }),
    r: promo('/uploads/demo/t2.webp', { jumpType: 4, contentType: 'ticket', jumpContent: '3' }),
  },
  experience: promo(
    {
      zh: '/uploads/demo/exp-zh.webp',
      en: '/uploads/demo/exp-en.webp',
      ma: '/uploads/demo/exp-ma.webp',
    },
    { langType: 1 },
  ),
  goods: promo(['/uploads/demo/g1.webp', '/uploads/demo/g2.webp'], {
    multiple: 2,
    jumpType: 3,
    jumpContent: 'store',
  }),
};

const goods = (id: number, name: string) => ({
  id,
  cover: `/uploads/demo/${id}.webp`,
  name,
  score: 4.5,
  min_price: '19.90',
  rent_unit: null,
});

export const shopList: HomeShopList = {
  ticketList: [
    { id: 1, cover: '/uploads/demo/t.webp', name: 'Rainforest Day Pass', price: '45.00' },
  ],
  storeGoods: [goods(11, 'Batik scarf'), goods(12, 'Hornbill plush')],
  hireGoods: [{ ...goods(21, 'Kayak'), min_price: '35.00', rent_unit: 'hour' }],
  foodGoods: [goods(31, 'Nasi lemak')],
  scenery: [
    { id: 1, cover: '/uploads/demo/s1.webp' },
    { id: 2, cover: '/uploads/demo/s2.webp' },
    { id: 3, cover: '/uploads/demo/s3.webp' },
  ],
};

/** What the API answers to the calls the home page and the header make. */
export const banners: GetBannerData = {
  home: [
    { id: 1, type: 3, content: 'hire', cover: '/uploads/demo/b1.webp', title: 'Rent a kayak' },
    { id: 2, type: 1, content: '', cover: '/uploads/demo/b2.webp', title: 'The Twin Falls' },
  ],
  homeCenter: [],
};

/** The notices, as the JSON text the operator saved. */
export const notices = '["Open today 08:30–18:00"]';

export const indexData: IndexData = {
  homeImages: JSON.stringify(homeImages),
  shopList,
  sceneLook: '[]',
};

export const scenic: Scenic = {
  name: 'Rainforest Park',
  logo: '/uploads/demo/logo.webp',
  cover: '',
  intro: '',
  address: '',
  openingHours: '',
  phone: '',
  email: '',
  latitude: 0,
  longitude: 0,
  serviceUrl: 'https://wa.me/60123456789',
  utcOffset: '+08:00',
};

export const areaCodes: AreaCode[] = [
  { code: '+60', name: 'Malaysia', mainland: false },
  { code: '+86', name: 'China (mainland)', mainland: true },
  { code: '+65', name: 'Singapore', mainland: false },
];

export const appIds: AppIdData = { google: '', facebook: '' };

export const help: Help = {
  address: '1 Jalan Hutan, Kuala Lumpur',
  company: 'Rainforest Park Sdn Bhd',
  email: 'hello@rainforest.example',
  phone: '+60 3-1234 5678',
  url: 'https://rainforest.example',
  faq: [
    { question: 'When is the park open?', answer: 'Every day 08:30–18:00.\n\nLast entry 17:00.' },
    {
      question: 'Can I bring <b>food</b>?',
      answer: 'Yes, <script>alert(1)</script> picnics welcome.',
    },
  ],
};

export const agreements: Agreement[] = [
  {
    type: 'privacy',
    title: 'Privacy Policy',
    content: 'We keep your data safe.\n\nWe never sell it. <img src=x onerror=alert(1)>',
    updatedAt: '2026-01-01T00:00:00Z',
    version: 1,
  },
  {
    type: 'terms',
    title: 'Terms of Use',
    content: 'Be kind to the forest.',
    updatedAt: '2026-01-01T00:00:00Z',
    version: 1,
  },
];

/** A visitor who accepted the privacy notice published now (decision 045). */
export const privacyAccepted: PrivacyStatus = {
  version: 1,
  publishedAt: '2026-01-01T00:00:00Z',
  acceptedVersion: 1,
  acceptedAt: '2026-01-02T00:00:00Z',
  needsAcceptance: false,
};

export const weather: GetWeatherData = {
  now: { code: '61', text: 'Light rain', temp: 27.6 },
  source: 'operator',
  updatedAt: '2026-01-01T00:00:00Z',
  live: false,
  hours: [],
  days: [],
};
