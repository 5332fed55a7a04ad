import { img, t } from './text.ts';

export const tickets = [
  {
    name: t('雨林一日游门票', 'Rainforest Day Pass', 'Pas Harian Hutan Hujan'),
    intro: t(
      '含树冠步道、瀑布步道和兰花园',
      'Canopy walk, waterfall trail and orchid garden',
      'Titian kanopi, denai air terjun dan taman orkid',
    ),
    cover: img('ticket-day-pass'),
    price_sen: 4500,
    tags: JSON.stringify([
      JSON.parse(t('畅销', 'Best seller', 'Paling laris')),
      JSON.parse(t('可改期', 'Reschedulable', 'Boleh tukar tarikh')),
    ]),
    sort: 1,
  },
  {
    name: t('树冠步道门票', 'Canopy Walk', 'Titian Kanopi'),
    intro: t(
      '离地 40 米的空中走廊，分时段入场',
      'A walkway 40 m up in the trees, timed entry',
      'Laluan 40 m di atas pokok, masuk mengikut slot',
    ),
    cover: img('ticket-canopy-walk'),
    price_sen: 2800,
    tags: JSON.stringify([JSON.parse(t('分时段', 'Timed entry', 'Slot masa'))]),
    sort: 2,
  },
  {
    name: t('夜间动物园', 'Night Safari', 'Safari Malam'),
    intro: t(
      '萤火虫、眼镜猴和夜行动物',
      'Fireflies, slow lorises and the forest after dark',
      'Kelip-kelip, kongkang dan hutan selepas gelap',
    ),
    cover: img('ticket-night-safari'),
    price_sen: 6500,
    tags: JSON.stringify([JSON.parse(t('夜场', 'Evening', 'Waktu malam'))]),
    sort: 3,
  },
  {
    name: t(
      '家庭套票（2 大 2 小）',
      'Family Bundle (2 adults, 2 children)',
      'Pakej Keluarga (2 dewasa, 2 kanak-kanak)',
    ),
    intro: t(
      '一日游门票四张，立省 RM 30',
      'Four day passes, save RM 30',
      'Empat pas harian, jimat RM 30',
    ),
    cover: img('ticket-family'),
    price_sen: 15000,
    tags: JSON.stringify([JSON.parse(t('超值', 'Great value', 'Nilai terbaik'))]),
    sort: 4,
  },
];

export interface SpecSeed {
  name: string;
  options: string[];
}

export interface GoodsSeed {
  kind: 'store' | 'hire' | 'food';
  type: number;
  name: string;
  intro: string;
  description: string;
  cover: string;
  score: number;
  sales: number;
  specs: SpecSeed[];
  /** Price in sen of each combination, in the order of the specs' cartesian product. */
  prices: number[];
  stock: number;
  /** Rentals: priced per hour or day, at most `max` of them, deposit in sen per item. */
  rent?: { unit: 'hour' | 'day'; max: number; depositSen: number };
  /** Food: the kitchen's minutes. */
  prepMinutes?: number;
  /** Shop: sold as a gift card, each combination's price its value (decision 042). */
  giftCard?: boolean;
}

/** Where the food court hands out orders. */
export const foodPickupPoint = t(
  '雨林美食廊取餐台（游客中心旁）',
  'Rainforest Food Court pick-up counter, next to the Visitor Centre',
  'Kaunter ambil Medan Selera Hutan Hujan, sebelah Pusat Pelawat',
);

export const goodsTypes = [
  { kind: 'store' as const, name: t('纪念品', 'Souvenirs', 'Cenderamata') },
  { kind: 'store' as const, name: t('服饰', 'Apparel', 'Pakaian') },
  { kind: 'store' as const, name: t('旅行用品', 'Travel gear', 'Kelengkapan perjalanan') },
  { kind: 'hire' as const, name: t('骑行', 'Cycling', 'Berbasikal') },
  { kind: 'hire' as const, name: t('水上', 'On the water', 'Di air') },
  { kind: 'hire' as const, name: t('装备', 'Gear', 'Peralatan') },
  { kind: 'food' as const, name: t('饭面', 'Rice and noodles', 'Nasi dan mi') },
  { kind: 'food' as const, name: t('小吃', 'Snacks', 'Snek') },
  {
    kind: 'food' as const,
    name: t('饮品甜点', 'Drinks and desserts', 'Minuman dan pencuci mulut'),
  },
];

const size = t('尺寸', 'Size', 'Saiz');
const colour = t('颜色', 'Colour', 'Warna');
const portion = t('份量', 'Portion', 'Hidangan');
const spice = t('辣度', 'Spice', 'Kepedasan');
const temperature = t('温度', 'Temperature', 'Suhu');

export const goods: GoodsSeed[] = [
  {
    kind: 'store',
    type: 1,
    name: t('犀鸟毛绒公仔', 'Hornbill plush toy', 'Anak patung burung enggang'),
    intro: t('柔软可爱的雨林伙伴', 'A soft rainforest friend', 'Rakan hutan hujan yang lembut'),
    description: t(
      '采用再生聚酯纤维填充，适合三岁以上儿童。',
      'Filled with recycled polyester, for ages three and up.',
      'Diisi poliester kitar semula, untuk umur tiga tahun ke atas.',
    ),
    cover: img('goods-hornbill-plush'),
    score: 49,
    sales: 1280,
    specs: [
      {
        name: size,
        options: [
          t('小号 20cm', 'Small 20 cm', 'Kecil 20 cm'),
          t('中号 30cm', 'Medium 30 cm', 'Sederhana 30 cm'),
          t('大号 45cm', 'Large 45 cm', 'Besar 45 cm'),
        ],
      },
    ],
    prices: [3900, 5900, 8900],
    stock: 80,
  },
  {
    kind: 'store',
    type: 2,
    name: t('手绘蜡染丝巾', 'Hand-drawn batik scarf', 'Selendang batik lukisan tangan'),
    intro: t('本地工匠手工制作', 'Made by local artisans', 'Dibuat oleh tukang tempatan'),
    description: t(
      '100% 真丝，90 × 90 cm，每一条花纹都独一无二。',
      '100% silk, 90 × 90 cm; every pattern is one of a kind.',
      '100% sutera, 90 × 90 cm; setiap corak adalah unik.',
    ),
    cover: img('goods-batik-scarf'),
    score: 48,
    sales: 460,
    specs: [
      {
        name: colour,
        options: [
          t('雨林绿', 'Rainforest green', 'Hijau hutan'),
          t('日落橙', 'Sunset orange', 'Jingga senja'),
          t('瀑布蓝', 'Waterfall blue', 'Biru air terjun'),
        ],
      },
    ],
    prices: [12900, 12900, 12900],
    stock: 30,
  },
  {
    kind: 'store',
    type: 3,
    name: t('帆布托特包', 'Canvas tote bag', 'Beg tote kanvas'),
    intro: t(
      '结实耐用，印有园区地图',
      'Sturdy, printed with the park map',
      'Kukuh, bercetak peta taman',
    ),
    description: t(
      '有机棉帆布，内有拉链口袋。',
      'Organic cotton canvas with an inner zip pocket.',
      'Kanvas kapas organik dengan poket zip dalam.',
    ),
    cover: img('goods-tote-bag'),
    score: 47,
    sales: 890,
    specs: [],
    prices: [3500],
    stock: 120,
  },
  {
    kind: 'store',
    type: 3,
    name: t('不锈钢保温水壶', 'Insulated water bottle', 'Botol air bertebat'),
    intro: t(
      '园区内可免费续水',
      'Free refills across the park',
      'Isi semula percuma di seluruh taman',
    ),
    description: t(
      '保冷 24 小时，保温 12 小时。',
      'Keeps drinks cold for 24 hours, hot for 12.',
      'Sejuk selama 24 jam, panas selama 12 jam.',
    ),
    cover: img('goods-water-bottle'),
    score: 48,
    sales: 1530,
    specs: [
      { name: size, options: [t('500ml', '500 ml', '500 ml'), t('750ml', '750 ml', '750 ml')] },
      {
        name: colour,
        options: [
          t('森林绿', 'Forest green', 'Hijau hutan'),
          t('沙滩白', 'Sand white', 'Putih pasir'),
        ],
      },
    ],
    prices: [4900, 4900, 5900, 5900],
    stock: 60,
  },
  {
    kind: 'store',
    type: 1,
    name: t('风景明信片套装', 'Scenic postcard set', 'Set poskad pemandangan'),
    intro: t('十二张园区风景', 'Twelve views of the park', 'Dua belas pemandangan taman'),
    description: t(
      '可在园区邮筒直接寄出。',
      'Post them from the park’s own postbox.',
      'Poskan dari peti surat taman.',
    ),
    cover: img('goods-postcards'),
    score: 46,
    sales: 2100,
    specs: [],
    prices: [1800],
    stock: 300,
  },
  {
    kind: 'store',
    type: 3,
    name: t('轻便雨衣', 'Rain poncho', 'Ponco hujan'),
    intro: t('午后阵雨必备', 'For the afternoon showers', 'Untuk hujan petang'),
    description: t(
      '可折叠收纳，重量仅 120 克。',
      'Folds into its own pouch, weighs 120 g.',
      'Dilipat ke dalam kantungnya sendiri, berat 120 g.',
    ),
    cover: img('goods-rain-poncho'),
    score: 45,
    sales: 3400,
    specs: [
      { name: size, options: [t('成人', 'Adult', 'Dewasa'), t('儿童', 'Child', 'Kanak-kanak')] },
    ],
    prices: [1500, 1200],
    stock: 500,
  },
  {
    kind: 'hire',
    type: 4,
    name: t('山地自行车', 'Mountain bike', 'Basikal gunung'),
    intro: t(
      '含头盔，押金 RM 100',
      'Helmet included, RM 100 deposit',
      'Termasuk topi keledar, deposit RM 100',
    ),
    description: t(
      '沿 12 公里林间骑行道游览园区。',
      'Ride the 12 km forest trail around the park.',
      'Kayuh denai hutan 12 km mengelilingi taman.',
    ),
    cover: img('hire-bicycle'),
    score: 48,
    sales: 640,
    specs: [
      {
        name: t('尺寸', 'Size', 'Saiz'),
        options: [t('成人', 'Adult', 'Dewasa'), t('青少年', 'Junior', 'Remaja')],
      },
    ],
    prices: [5000, 3500],
    stock: 40,
    rent: { unit: 'day', max: 7, depositSen: 10000 },
  },
  {
    kind: 'hire',
    type: 5,
    name: t('双人皮划艇', 'Two-seat kayak', 'Kayak dua tempat duduk'),
    intro: t(
      '含救生衣和桨',
      'Life jackets and paddles included',
      'Termasuk jaket keselamatan dan dayung',
    ),
    description: t(
      '在平静的河湾划行，适合初学者。',
      'Paddle the calm river bend; good for beginners.',
      'Berdayung di selekoh sungai yang tenang; sesuai untuk pemula.',
    ),
    cover: img('hire-kayak'),
    score: 49,
    sales: 310,
    specs: [],
    prices: [3500],
    stock: 12,
    rent: { unit: 'hour', max: 4, depositSen: 5000 },
  },
  {
    kind: 'hire',
    type: 6,
    name: t('大号雨伞', 'Large umbrella', 'Payung besar'),
    intro: t('遮阳挡雨', 'For sun and rain', 'Untuk panas dan hujan'),
    description: t(
      '离园时在任意服务点归还。',
      'Return it at any service point when you leave.',
      'Pulangkan di mana-mana kaunter perkhidmatan semasa keluar.',
    ),
    cover: img('hire-umbrella'),
    score: 46,
    sales: 980,
    specs: [],
    prices: [500],
    stock: 200,
    rent: { unit: 'day', max: 3, depositSen: 2000 },
  },
  {
    kind: 'hire',
    type: 6,
    name: t('观鸟望远镜', 'Birdwatching binoculars', 'Teropong pemerhatian burung'),
    intro: t('8 倍防水望远镜', '8× waterproof binoculars', 'Teropong kalis air 8×'),
    description: t(
      '附赠园区鸟类图鉴。',
      'Comes with the park’s bird guide.',
      'Disertakan panduan burung taman.',
    ),
    cover: img('hire-binoculars'),
    score: 47,
    sales: 150,
    specs: [],
    prices: [1500],
    stock: 25,
    rent: { unit: 'day', max: 3, depositSen: 8000 },
  },
  {
    kind: 'food',
    type: 7,
    name: t('椰浆饭', 'Nasi lemak', 'Nasi lemak'),
    intro: t(
      '椰香米饭配参巴、花生和鸡蛋',
      'Coconut rice with sambal, peanuts and egg',
      'Nasi santan dengan sambal, kacang dan telur',
    ),
    description: t(
      '马来西亚国民早餐。',
      'Malaysia’s favourite breakfast.',
      'Sarapan kegemaran Malaysia.',
    ),
    cover: img('food-nasi-lemak'),
    score: 49,
    sales: 5200,
    specs: [
      {
        name: portion,
        options: [
          t('经典', 'Classic', 'Klasik'),
          t('加炸鸡', 'With fried chicken', 'Dengan ayam goreng'),
        ],
      },
    ],
    prices: [1200, 1800],
    stock: 999,
    prepMinutes: 8,
  },
  {
    kind: 'food',
    type: 8,
    name: t('沙爹串', 'Satay', 'Sate'),
    intro: t(
      '炭烤鸡肉串配花生酱',
      'Charcoal-grilled chicken with peanut sauce',
      'Ayam bakar arang dengan kuah kacang',
    ),
    description: t('现点现烤。', 'Grilled to order.', 'Dibakar mengikut pesanan.'),
    cover: img('food-satay'),
    score: 48,
    sales: 3900,
    specs: [
      {
        name: portion,
        options: [t('6 串', '6 sticks', '6 cucuk'), t('10 串', '10 sticks', '10 cucuk')],
      },
    ],
    prices: [1000, 1600],
    stock: 999,
    prepMinutes: 12,
  },
  {
    kind: 'food',
    type: 9,
    name: t('珍多冰', 'Cendol', 'Cendol'),
    intro: t(
      '椰奶、椰糖和绿色粉条',
      'Coconut milk, palm sugar and green jelly',
      'Santan, gula melaka dan cendol hijau',
    ),
    description: t(
      '雨林里最解暑的甜品。',
      'The coolest treat in the rainforest.',
      'Pencuci mulut paling menyegarkan di hutan hujan.',
    ),
    cover: img('food-cendol'),
    score: 48,
    sales: 2700,
    specs: [],
    prices: [800],
    stock: 999,
    prepMinutes: 5,
  },
  {
    kind: 'food',
    type: 8,
    name: t('印度煎饼', 'Roti canai', 'Roti canai'),
    intro: t('酥脆煎饼配咖喱', 'Flaky flatbread with curry', 'Roti rangup dengan kari'),
    description: t(
      '现场手工拉制。',
      'Stretched by hand while you watch.',
      'Ditebar dengan tangan di hadapan anda.',
    ),
    cover: img('food-roti-canai'),
    score: 47,
    sales: 3100,
    specs: [
      { name: portion, options: [t('原味', 'Plain', 'Kosong'), t('加蛋', 'With egg', 'Telur')] },
    ],
    prices: [400, 600],
    stock: 999,
    prepMinutes: 6,
  },
  {
    kind: 'food',
    type: 9,
    name: t('拉茶', 'Teh tarik', 'Teh tarik'),
    intro: t('拉出绵密泡沫的奶茶', 'Milk tea pulled to a frothy top', 'Teh susu ditarik berbuih'),
    description: t('马来西亚国饮。', 'Malaysia’s national drink.', 'Minuman kebangsaan Malaysia.'),
    cover: img('food-teh-tarik'),
    score: 49,
    sales: 6100,
    specs: [{ name: temperature, options: [t('热', 'Hot', 'Panas'), t('冰', 'Iced', 'Ais')] }],
    prices: [450, 550],
    stock: 999,
    prepMinutes: 3,
  },
  {
    kind: 'food',
    type: 7,
    name: t('咖喱叻沙', 'Curry laksa', 'Laksa kari'),
    intro: t(
      '浓郁椰浆咖喱汤面',
      'Noodles in a rich coconut curry',
      'Mi dalam kuah kari santan yang pekat',
    ),
    description: t(
      '配豆卜、鸡肉和鲜虾。',
      'With tofu puffs, chicken and prawns.',
      'Dengan tauhu pok, ayam dan udang.',
    ),
    cover: img('food-laksa'),
    score: 48,
    sales: 2400,
    specs: [
      {
        name: spice,
        options: [
          t('微辣', 'Mild', 'Sederhana'),
          t('中辣', 'Medium', 'Pedas'),
          t('特辣', 'Hot', 'Sangat pedas'),
        ],
      },
    ],
    prices: [1500, 1500, 1500],
    stock: 999,
    prepMinutes: 10,
  },
];

/**
 * The shop's gift card (decision 042): each amount is one combination whose price is the card's
 * value. Seeded by its own part after the other goods, so it is the last item in the shop and
 * databases seeded before gift cards get it too.
 */
export const giftCardType = {
  kind: 'store' as const,
  name: t('礼品卡', 'Gift cards', 'Kad hadiah'),
};

export const giftCard: Omit<GoodsSeed, 'type'> = {
  kind: 'store',
  name: t('云岭礼品卡', 'Bukit Awan gift card', 'Kad hadiah Bukit Awan'),
  intro: t(
    '门票、商店、美食和租赁都能用',
    'Pays for tickets, the shop, food and rentals',
    'Untuk tiket, kedai, makanan dan sewaan',
  ),
  description: t(
    '可用于购买门票、商店商品、美食和租赁。付款后，礼品卡将出现在个人中心，附有卡号，可自用或转赠他人。自发卡之日起 36 个月内有效。',
    'Pays for tickets, the shop, food and rentals. Once paid, it arrives in My centre with a number to use or send on. Valid for 36 months from the day it is issued.',
    'Untuk tiket, kedai, makanan dan sewaan. Selepas dibayar, kad ada di Pusat saya bersama nombornya untuk digunakan atau dihantar kepada orang lain. Sah selama 36 bulan dari tarikh dikeluarkan.',
  ),
  cover: img('goods-gift-card'),
  score: 49,
  sales: 60,
  specs: [
    {
      name: t('面额', 'Amount', 'Nilai'),
      options: [
        t('RM 50', 'RM 50', 'RM 50'),
        t('RM 100', 'RM 100', 'RM 100'),
        t('RM 200', 'RM 200', 'RM 200'),
      ],
    },
  ],
  prices: [5000, 10000, 20000],
  stock: 9999,
  giftCard: true,
};

export const scenery = [
  {
    title: t('云端日出', 'Sunrise above the clouds', 'Matahari terbit di atas awan'),
    cover: img('scenery-sunrise-peak'),
    price_sen: 1500,
  },
  {
    title: t('雾中山谷', 'The misty valley', 'Lembah berkabus'),
    cover: img('scenery-misty-valley'),
    price_sen: 1200,
  },
  {
    title: t('双子瀑布', 'The Twin Falls', 'Air Terjun Berkembar'),
    cover: img('scenery-twin-falls'),
    price_sen: 1500,
  },
  {
    title: t('树冠吊桥', 'The canopy bridge', 'Jambatan kanopi'),
    cover: img('scenery-canopy-bridge'),
    price_sen: 1200,
  },
  {
    title: t('河湾', 'The river bend', 'Selekoh sungai'),
    cover: img('scenery-river-bend'),
    price_sen: 1000,
  },
  {
    title: t('兰花园', 'The orchid garden', 'Taman orkid'),
    cover: img('scenery-orchid-garden'),
    price_sen: 1000,
  },
  {
    title: t('萤火虫之夜', 'Firefly night', 'Malam kelip-kelip'),
    cover: img('scenery-firefly-night'),
    price_sen: 2500,
  },
  {
    title: t('犀鸟山脊', 'Hornbill ridge', 'Rabung enggang'),
    cover: img('scenery-hornbill-ridge'),
    price_sen: 1800,
  },
];
