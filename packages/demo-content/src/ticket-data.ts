import { img, t } from './text.ts';

const notes = [
  JSON.parse(
    t(
      '门票仅限所选日期使用，入园时出示二维码。',
      'Valid on the chosen date only; show the QR code at the gate.',
      'Sah pada tarikh yang dipilih sahaja; tunjukkan kod QR di pintu masuk.',
    ),
  ),
  JSON.parse(
    t(
      '3 岁以下儿童免票。',
      'Children under 3 enter free.',
      'Kanak-kanak bawah 3 tahun masuk percuma.',
    ),
  ),
  JSON.parse(
    t(
      '遇暴雨日可免费改期一次。',
      'Free rescheduling once on a heavy-rain day.',
      'Tukar tarikh percuma sekali pada hari hujan lebat.',
    ),
  ),
];

/**
 * The cards the gate checks for types priced for who the visitor is, in the operator's order;
 * variants name one by its position here.
 */
export const gateChecks = [
  t('MyKad', 'MyKad', 'MyKad'),
  t('MyKid', 'MyKid', 'MyKid'),
  t('OKU 卡', 'OKU card', 'Kad OKU'),
  t('学生证', 'Student card', 'Kad pelajar'),
  t('年龄证明（60 岁以上）', 'Proof of age (60+)', 'Bukti umur (60+)'),
];
const MYKAD = 0;
const MYKID = 1;
const OKU = 2;
const AGE_60 = 4;

/**
 * What each seeded ticket (by position) sells: variants (name, price in sen, and the gate check
 * it asks for, if any), optional time slots, places per day.
 */
export const ticketDetails = [
  {
    description: t(
      '一票畅游雨林：树冠步道、双子瀑布步道、兰花园和河畔栈道。建议游玩 4–5 小时。',
      'One pass for the whole rainforest: the canopy walk, the Twin Falls trail, the orchid garden and the riverside boardwalk. Plan four to five hours.',
      'Satu pas untuk seluruh hutan hujan: titian kanopi, denai Air Terjun Berkembar, taman orkid dan laluan tepi sungai. Rancang empat hingga lima jam.',
    ),
    images: [img('ticket-day-pass'), img('banner-rainforest'), img('attraction-waterfall')],
    capacity: 500,
    variants: [
      [t('成人', 'Adult', 'Dewasa'), 4500],
      [t('儿童（3–12 岁）', 'Child (3–12)', 'Kanak-kanak (3–12)'), 2500],
      [t('长者（60 岁以上）', 'Senior (60+)', 'Warga emas (60+)'), 3000, AGE_60],
      [t('成人 · 大马公民', 'Adult · Malaysian', 'Dewasa · Warganegara'), 3000, MYKAD],
      [t('儿童 · 大马公民', 'Child · Malaysian', 'Kanak-kanak · Warganegara'), 1500, MYKID],
      [t('残障人士（OKU）', 'OKU', 'OKU'), 1500, OKU],
    ] as [string, number, number?][],
    slots: [] as [string, number][],
  },
  {
    description: t(
      '离地 40 米、长 530 米的吊桥步道，按时段入场，每时段限 60 人。',
      'A 530 m walkway of suspension bridges 40 m above the forest floor. Timed entry, 60 visitors per slot.',
      'Laluan jambatan gantung sepanjang 530 m, 40 m di atas lantai hutan. Masuk mengikut slot, 60 pelawat setiap slot.',
    ),
    images: [img('ticket-canopy-walk'), img('banner-canopy-walk'), img('attraction-canopy')],
    capacity: 240,
    variants: [
      [t('成人', 'Adult', 'Dewasa'), 2800],
      [t('儿童（6–12 岁）', 'Child (6–12)', 'Kanak-kanak (6–12)'), 1800],
    ] as [string, number, number?][],
    slots: [
      ['09:00–10:30', 60],
      ['10:30–12:00', 60],
      ['13:30–15:00', 60],
      ['15:00–16:30', 60],
    ] as [string, number][],
  },
  {
    description: t(
      '跟随护林员夜游雨林，寻找萤火虫、眼镜猴和夜行动物。含手电筒。',
      'A ranger-led walk through the rainforest at night, looking for fireflies, slow lorises and other night creatures. Torches included.',
      'Jalan malam bersama renjer melalui hutan hujan, mencari kelip-kelip, kongkang dan haiwan malam lain. Termasuk lampu suluh.',
    ),
    images: [img('ticket-night-safari'), img('banner-night-safari'), img('attraction-night')],
    capacity: 120,
    variants: [
      [t('成人', 'Adult', 'Dewasa'), 6500],
      [t('儿童（6–12 岁）', 'Child (6–12)', 'Kanak-kanak (6–12)'), 4000],
    ] as [string, number, number?][],
    slots: [],
  },
  {
    description: t(
      '两位成人和两位儿童的一日游门票，比单独购买节省 RM 30。',
      'Day passes for two adults and two children, RM 30 less than four single passes.',
      'Pas harian untuk dua dewasa dan dua kanak-kanak, RM 30 lebih murah daripada empat pas tunggal.',
    ),
    images: [img('ticket-family'), img('attraction-river')],
    capacity: 100,
    variants: [[t('家庭套票', 'Family (2 + 2)', 'Keluarga (2 + 2)'), 15000]] as [
      string,
      number,
      number?,
    ][],
    slots: [],
  },
].map((details) => ({ ...details, notes: JSON.stringify(notes) }));
