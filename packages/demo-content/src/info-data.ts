import { img, t } from './text.ts';

const L = (zh: string, en: string, ma: string) => ({ zh, en, ma });

/** Scenic info; the localized fields are picked per request. */
export const scenic = {
  name: L('云岭雨林公园', 'Bukit Awan Rainforest Park', 'Taman Hutan Hujan Bukit Awan'),
  logo: img('logo'),
  cover: img('scenic-cover'),
  intro: L(
    '云岭雨林公园坐落在彭亨州的古老雨林之中，拥有离地 40 米的树冠步道、双子瀑布、兰花园和夜间动物园。',
    'Bukit Awan Rainforest Park lies in the ancient rainforest of Pahang, with a canopy walk 40 m above the forest floor, the Twin Falls, an orchid garden and a night safari.',
    'Taman Hutan Hujan Bukit Awan terletak di hutan hujan purba Pahang, dengan titian kanopi 40 m dari lantai hutan, Air Terjun Berkembar, taman orkid dan safari malam.',
  ),
  address: L(
    '马来西亚彭亨州文冬县云岭路 8 号，28700',
    '8 Jalan Bukit Awan, 28700 Bentong, Pahang, Malaysia',
    '8 Jalan Bukit Awan, 28700 Bentong, Pahang, Malaysia',
  ),
  openingHours: L(
    '每日 08:30–18:00；夜间动物园 19:30–23:00',
    'Daily 08:30–18:00; Night Safari 19:30–23:00',
    'Setiap hari 08:30–18:00; Safari Malam 19:30–23:00',
  ),
  phone: '+60 9-222 8800',
  email: 'hello@bukitawan.example',
  latitude: 3.5219,
  longitude: 101.9087,
  serviceUrl: 'https://wa.me/60922288000',
};

export const help = {
  address: scenic.address,
  company: L(
    '云岭雨林度假有限公司',
    'Bukit Awan Rainforest Resorts Sdn. Bhd.',
    'Bukit Awan Rainforest Resorts Sdn. Bhd.',
  ),
  email: 'support@bukitawan.example',
  phone: '+60 9-222 8801',
  url: 'https://bukitawan.example',
  faq: [
    {
      question: L(
        '门票可以退吗？',
        'Can I get a refund for my ticket?',
        'Bolehkah saya mendapat bayaran balik tiket?',
      ),
      answer: L(
        '未使用的门票可在游玩日前一天 18:00 前联系客服退款。遇暴雨日可免费改期。',
        'Unused tickets can be refunded through customer service until 18:00 the day before your visit. On a heavy-rain day you can reschedule for free.',
        'Tiket yang belum digunakan boleh dipulangkan melalui khidmat pelanggan sehingga 18:00 sehari sebelum lawatan. Pada hari hujan lebat anda boleh menukar tarikh secara percuma.',
      ),
    },
    {
      question: L('如何入园？', 'How do I get in?', 'Bagaimana saya masuk?'),
      answer: L(
        '在“我的订单”中打开门票，在闸口出示二维码即可。',
        'Open your ticket in My orders and show its QR code at the gate.',
        'Buka tiket anda dalam Pesanan saya dan tunjukkan kod QR di pintu masuk.',
      ),
    },
    {
      question: L(
        '收不到验证码怎么办？',
        'I did not receive my code. What now?',
        'Saya tidak menerima kod. Apa perlu dibuat?',
      ),
      answer: L(
        '请检查号码或邮箱是否正确，并查看垃圾邮件箱；60 秒后可重新获取。',
        'Check the number or address, and your spam folder; you can ask for a new code after 60 seconds.',
        'Semak nombor atau alamat, dan folder spam anda; anda boleh meminta kod baharu selepas 60 saat.',
      ),
    },
    {
      question: L('园区有餐饮吗？', 'Is there food in the park?', 'Adakah makanan di taman?'),
      answer: L(
        '美食广场每日 10:00–20:00 营业，可在“点餐”中提前下单，到店自取。',
        'The food court is open 10:00–20:00 daily; order ahead under Food and pick it up at the counter.',
        'Medan selera dibuka 10:00–20:00 setiap hari; pesan awal di bahagian Makanan dan ambil di kaunter.',
      ),
    },
  ],
};

export const weatherGuarantee = {
  title: L('天气保障', 'Weather guarantee', 'Jaminan cuaca'),
  summary: L(
    '如果您游玩当天遇到暴雨，可以改期',
    'If it rains heavily on your visit day, you can reschedule your visit date',
    'Jika hujan lebat pada hari lawatan anda, anda boleh menukar tarikh lawatan',
  ),
  terms: [
    L(
      '当园区当日被标记为暴雨日时，持有该日未使用门票的游客可免费改期一次。',
      'When the park marks a day as a heavy-rain day, visitors holding unused tickets for that day may move them once, free of charge.',
      'Apabila taman menandakan sesuatu hari sebagai hari hujan lebat, pelawat yang memegang tiket belum digunakan untuk hari itu boleh menukarnya sekali secara percuma.',
    ),
    L(
      '新日期须在原日期后 90 天内，且有余票。',
      'The new date must be within 90 days of the original date and still have places.',
      'Tarikh baharu mesti dalam tempoh 90 hari dari tarikh asal dan masih ada tempat.',
    ),
    L(
      '改期在“我的订单”中的门票详情页完成。',
      'Reschedule from the ticket’s page in My orders.',
      'Tukar tarikh dari halaman tiket dalam Pesanan saya.',
    ),
  ],
};

/** What the weather display shows when no live provider answers. */
export const weatherFallback = { code: '2', temp: 29 };

export function agreements(now: string) {
  return [
    {
      type: 'privacy' as const,
      title: t('隐私政策', 'Privacy Policy', 'Dasar Privasi'),
      content: t(
        '我们仅收集为您提供门票、订单和客户服务所需的信息：手机号或邮箱、订单和支付记录。\n\n您的信息仅用于履行订单、发送验证码和门票、以及处理您的咨询；我们不会出售您的个人信息。\n\n您可以随时联系我们查询、更正或删除您的信息。',
        'We collect only what we need to sell you tickets, fulfil your orders and help you: your phone number or e-mail address, your orders and your payment records.\n\nWe use them to fulfil orders, send verification codes and tickets, and answer your questions. We never sell your personal data.\n\nYou may contact us at any time to see, correct or delete your data, as the Personal Data Protection Act 2010 provides.',
        'Kami hanya mengumpul maklumat yang diperlukan untuk menjual tiket, memenuhi pesanan dan membantu anda: nombor telefon atau alamat e-mel, pesanan dan rekod pembayaran anda.\n\nKami menggunakannya untuk memenuhi pesanan, menghantar kod pengesahan dan tiket, serta menjawab pertanyaan anda. Kami tidak sekali-kali menjual data peribadi anda.\n\nAnda boleh menghubungi kami pada bila-bila masa untuk melihat, membetulkan atau memadam data anda, seperti yang diperuntukkan oleh Akta Perlindungan Data Peribadi 2010.',
      ),
      updated_at: now,
    },
    {
      type: 'terms' as const,
      title: t('用户协议', 'Terms of Use', 'Terma Penggunaan'),
      content: t(
        '门票仅在所选日期有效，每张门票入园一次。\n\n未支付的订单将在 15 分钟后自动取消。\n\n遇暴雨日，可按天气保障条款免费改期。',
        'A ticket is valid on its chosen date and admits once.\n\nUnpaid orders are cancelled automatically after 15 minutes.\n\nOn a heavy-rain day you may reschedule free of charge under the weather guarantee.',
        'Tiket sah pada tarikh yang dipilih dan untuk satu kemasukan.\n\nPesanan yang belum dibayar dibatalkan secara automatik selepas 15 minit.\n\nPada hari hujan lebat anda boleh menukar tarikh secara percuma di bawah jaminan cuaca.',
      ),
      updated_at: now,
    },
  ];
}
