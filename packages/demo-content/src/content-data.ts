import type { AreaCodeTable, BannerTable, NoticeTable } from '@scenic/server/seeding';
import type { Insertable } from 'kysely';
import { img, media, t } from './text.ts';

/** Banners of both home slots, covering all four action types of SPEC §2. */
export const banners: Insertable<BannerTable>[] = [
  {
    slot: 'home',
    type: 4,
    cover: img('banner-rainforest'),
    content: JSON.stringify({ type: 'ticket', id: 1 }),
    title: t('雨林一日游门票', 'Rainforest Day Pass', 'Pas Harian Hutan Hujan'),
    sort: 1,
  },
  {
    slot: 'home',
    type: 3,
    cover: img('banner-canopy-walk'),
    content: 'ticket',
    title: t(
      '树冠步道 离地 40 米',
      'Canopy walk, 40 m above the forest floor',
      'Titian kanopi, 40 m dari lantai hutan',
    ),
    sort: 2,
  },
  {
    slot: 'home',
    type: 2,
    cover: img('banner-night-safari'),
    content: 'https://www.malaysia.travel/',
    title: t('探索马来西亚', 'Discover Malaysia', 'Terokai Malaysia'),
    sort: 3,
  },
  {
    slot: 'home',
    type: 1,
    cover: img('banner-waterfall'),
    content: '',
    title: t('双子瀑布', 'The Twin Falls', 'Air Terjun Berkembar'),
    sort: 4,
  },
  {
    slot: 'homeCenter',
    type: 3,
    cover: img('banner-river-kayak'),
    content: 'hire',
    title: t('租一艘皮划艇', 'Rent a kayak', 'Sewa kayak'),
    sort: 1,
  },
  {
    slot: 'homeCenter',
    type: 4,
    cover: img('banner-cable-car'),
    content: JSON.stringify({ type: 'scenery', id: 1 }),
    title: t('云端日出', 'Sunrise above the clouds', 'Matahari terbit di atas awan'),
    sort: 2,
  },
];

export const notices: Insertable<NoticeTable>[] = [
  {
    text: t(
      '今日开放时间 08:30–18:00，夜间动物园 19:30–23:00',
      'Open today 08:30–18:00; Night Safari 19:30–23:00',
      'Dibuka hari ini 08:30–18:00; Safari Malam 19:30–23:00',
    ),
    sort: 1,
  },
  {
    text: t(
      '树冠步道每 15 分钟限流 60 人，请按预约时段入场',
      'The canopy walk admits 60 visitors every 15 minutes; please arrive in your time slot',
      'Titian kanopi menerima 60 pelawat setiap 15 minit; sila tiba mengikut slot masa anda',
    ),
    sort: 2,
  },
  {
    text: t(
      '遇暴雨可免费改期，详见天气保障',
      'Heavy rain on your visit day? Reschedule for free with our weather guarantee',
      'Hujan lebat pada hari lawatan? Tukar tarikh secara percuma dengan jaminan cuaca kami',
    ),
    sort: 3,
  },
];

export const areaCodes: Insertable<AreaCodeTable>[] = [
  { code: '+60', name: t('马来西亚', 'Malaysia', 'Malaysia'), mainland: 0, sort: 1 },
  { code: '+65', name: t('新加坡', 'Singapore', 'Singapura'), mainland: 0, sort: 2 },
  { code: '+86', name: t('中国大陆', 'Mainland China', 'Tanah Besar China'), mainland: 1, sort: 3 },
  {
    code: '+852',
    name: t('中国香港', 'Hong Kong, China', 'Hong Kong, China'),
    mainland: 0,
    sort: 4,
  },
  { code: '+886', name: t('中国台湾', 'Taiwan, China', 'Taiwan, China'), mainland: 0, sort: 5 },
  { code: '+62', name: t('印度尼西亚', 'Indonesia', 'Indonesia'), mainland: 0, sort: 6 },
  { code: '+66', name: t('泰国', 'Thailand', 'Thailand'), mainland: 0, sort: 7 },
  { code: '+44', name: t('英国', 'United Kingdom', 'United Kingdom'), mainland: 0, sort: 8 },
  { code: '+1', name: t('美国 / 加拿大', 'USA / Canada', 'AS / Kanada'), mainland: 0, sort: 9 },
  { code: '+61', name: t('澳大利亚', 'Australia', 'Australia'), mainland: 0, sort: 10 },
];

interface PromoSeed {
  langType: number;
  content: unknown;
  multiple: number;
  viewType: 0 | 1;
  magnify: 0 | 1;
  jumpType: number;
  contentType?: string;
  jumpContent?: string;
  poster?: string;
}

function promo(content: string, extra: Partial<PromoSeed> = {}): PromoSeed {
  return { langType: 0, content, multiple: 0, viewType: 0, magnify: 0, jumpType: 1, ...extra };
}

/**
 * The home images (SPEC §3). `str` and the countdown title are localized by the server per request;
 * promo objects with langType 1 carry per-locale content the web app picks itself.
 */
export function homeImages(countdownTarget: string) {
  return {
    descTime: {
      open: 1,
      date: countdownTarget,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      title: JSON.parse(
        t('雨林灯笼节倒计时', 'Rainforest Lantern Festival in', 'Pesta Tanglung Hutan Hujan dalam'),
      ),
    },
    map: promo(img('home-map'), { magnify: 1 }),
    video: promo(media('park.mp4'), { viewType: 1, poster: img('home-video-poster') }),
    str: {
      attractions: JSON.parse(t('必游景点', 'Top attractions', 'Tarikan utama')),
      tickets: JSON.parse(t('门票预订', 'Book your tickets', 'Tempah tiket anda')),
      step: JSON.parse(
        t('入园三步走', 'Your visit in three steps', 'Lawatan anda dalam tiga langkah'),
      ),
    },
    attractions: [
      {
        l: promo(img('attraction-canopy'), {
          jumpType: 4,
          contentType: 'ticket',
          jumpContent: '2',
        }),
        r: promo(img('attraction-waterfall'), { magnify: 1 }),
      },
      {
        l: promo(img('attraction-orchid'), { jumpType: 3, jumpContent: 'scenery' }),
        r: promo(img('attraction-hornbill'), {
          jumpType: 4,
          contentType: 'store',
          jumpContent: '1',
        }),
      },
      {
        l: promo(img('attraction-river'), { jumpType: 3, jumpContent: 'hire' }),
        r: promo(img('attraction-night'), { jumpType: 4, contentType: 'ticket', jumpContent: '3' }),
      },
    ],
    ticket: {
      l: promo(img('ticket-tile-day'), { jumpType: 4, contentType: 'ticket', jumpContent: '1' }),
      r: promo(img('ticket-tile-night'), { jumpType: 4, contentType: 'ticket', jumpContent: '3' }),
    },
    experience: {
      ...promo('', { magnify: 1 }),
      langType: 1,
      content: {
        zh: img('home-experience'),
        en: img('home-experience'),
        ma: img('home-experience'),
      },
    },
    goods: {
      ...promo('', { jumpType: 3, jumpContent: 'store' }),
      content: [img('home-goods'), img('goods-batik-scarf'), img('goods-hornbill-plush')],
      multiple: 3,
    },
  };
}

/** The online VR tour (DESIGN §3.10): panoramas with hotspots leading between them. */
export const sceneLook = [
  {
    id: 'entrance',
    title: JSON.parse(t('入口广场', 'Entrance plaza', 'Plaza pintu masuk')),
    panorama: img('pano-entrance-plaza'),
    thumb: img('attraction-river'),
    hotspots: [
      {
        target: 'canopy',
        yaw: 0.6,
        pitch: 0.05,
        label: JSON.parse(t('前往树冠步道', 'To the canopy walk', 'Ke titian kanopi')),
      },
    ],
  },
  {
    id: 'canopy',
    title: JSON.parse(t('树冠步道', 'Canopy walk', 'Titian kanopi')),
    panorama: img('pano-canopy-walk'),
    thumb: img('attraction-canopy'),
    hotspots: [
      {
        target: 'entrance',
        yaw: 3.6,
        pitch: 0,
        label: JSON.parse(t('返回入口', 'Back to the entrance', 'Kembali ke pintu masuk')),
      },
      {
        target: 'waterfall',
        yaw: 1.4,
        pitch: -0.05,
        label: JSON.parse(t('前往瀑布潭', 'To the waterfall pool', 'Ke kolam air terjun')),
      },
    ],
  },
  {
    id: 'waterfall',
    title: JSON.parse(t('瀑布潭', 'Waterfall pool', 'Kolam air terjun')),
    panorama: img('pano-waterfall-pool'),
    thumb: img('attraction-waterfall'),
    hotspots: [
      {
        target: 'canopy',
        yaw: 4.5,
        pitch: 0.05,
        label: JSON.parse(t('返回树冠步道', 'Back to the canopy walk', 'Kembali ke titian kanopi')),
      },
    ],
  },
];
