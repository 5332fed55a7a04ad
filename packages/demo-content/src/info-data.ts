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
      // The privacy notice in the PDPA's sense (s7, Notice and Choice; decision 045), under the name
      // the login page agrees to: in Malay and English as the Act asks, and in Chinese.
      title: t('隐私政策', 'Privacy Policy', 'Dasar Privasi'),
      content: t(
        '本声明依据《2010年个人资料保护法》（2024年修订）第7条发出，以马来文、英文和中文提供；如有歧义，以马来文本为准。\n\n## 我们是谁\n云岭雨林公园（Bukit Awan Rainforest Park）是您个人资料的资料控制者。联系方式见“帮助中心”。\n\n## 我们收集的资料\n- 手机号或邮箱（用于登录）、昵称，以及您通过 Google 或 Facebook 登录时对方提供的标识\n- 订单、门票、礼品卡、支付和退款记录，邮寄商品时的收货人、电话和地址\n- 您的评价、给我们的留言和收藏\n- 登录验证码、发送给您的短信和邮件，以及访问时的客户端地址（IP）\n\n## 用途\n出售和核验门票、履行订单、发送验证码和门票、回复您的咨询、防止滥用，以及履行会计和税务义务。我们不会出售您的个人资料，也不会用于直接营销。\n\n## 披露对象\n支付服务商（处理付款）、短信和邮件服务商（发送验证码和门票），以及法律要求时的主管机关。\n\n## 是否必须提供\n登录需要手机号或邮箱；不提供则无法购票或下单，但仍可浏览景区信息。\n\n## 保存期限\n登录验证码 30 天、短信和邮件正文 90 天、客户端地址 180 天、留言 365 天（景区可调整）。订单、支付和税务记录按法律要求保存（一般为 7 年），注销账户后不再与您关联。\n\n## 您的权利\n在“我的 › 我的数据”中，您可以随时：下载我们保存的全部资料（查阅和可携权）、更正昵称、手机号或邮箱、注销账户。您也可以随时撤回同意（注销账户），或联系我们提出查询或投诉。',
        'This notice is given under section 7 of the Personal Data Protection Act 2010 (as amended in 2024), in Malay, English and Chinese; where they differ, the Malay text prevails.\n\n## Who we are\nBukit Awan Rainforest Park is the data controller of your personal data. Our contact details are in the Help centre.\n\n## What we collect\n- Your phone number or e-mail address (to sign in), your nickname, and the identifier Google or Facebook gives us if you sign in with them\n- Your orders, tickets, gift cards, payments and refunds, and the name, phone and address a parcel goes to\n- Your reviews, your messages to us and your favourites\n- Login codes, the texts and e-mails we send you, and the client address (IP) of your visits\n\n## What for\nTo sell and check tickets, fulfil orders, send codes and tickets, answer you, prevent abuse, and keep the accounts and tax records the law requires. We never sell your personal data and do not use it for direct marketing.\n\n## Who we share it with\nPayment providers (to take payment), SMS and e-mail providers (to send codes and tickets), and authorities where the law requires.\n\n## Must you give it?\nSigning in needs a phone number or an e-mail address; without one you cannot buy or order, but you can still read about the park.\n\n## How long we keep it\nLogin codes 30 days, the text of texts and e-mails 90 days, client addresses 180 days, contact messages 365 days (the park may change these). Orders, payments and tax records are kept as long as the law requires (usually 7 years), no longer linked to you once you close your account.\n\n## Your rights\nIn My centre › Your data you may at any time download everything we hold on you (access and portability), correct your nickname, phone number or e-mail address, and close your account. You may withdraw your consent at any time (by closing your account), or contact us with a request or a complaint.',
        'Notis ini diberikan di bawah seksyen 7 Akta Perlindungan Data Peribadi 2010 (dipinda pada 2024), dalam bahasa Melayu, Inggeris dan Cina; jika terdapat perbezaan, teks bahasa Melayu diguna pakai.\n\n## Siapa kami\nTaman Hutan Hujan Bukit Awan ialah pengawal data bagi data peribadi anda. Butiran hubungan kami ada di Pusat bantuan.\n\n## Apa yang kami kumpul\n- Nombor telefon atau alamat e-mel anda (untuk log masuk), nama panggilan, dan pengecam yang diberi oleh Google atau Facebook jika anda log masuk dengannya\n- Pesanan, tiket, kad hadiah, bayaran dan bayaran balik anda, serta nama, telefon dan alamat penghantaran bungkusan\n- Ulasan, mesej anda kepada kami dan kegemaran anda\n- Kod log masuk, SMS dan e-mel yang kami hantar kepada anda, dan alamat klien (IP) lawatan anda\n\n## Untuk apa\nUntuk menjual dan menyemak tiket, memenuhi pesanan, menghantar kod dan tiket, menjawab anda, mencegah penyalahgunaan, dan menyimpan akaun serta rekod cukai yang dikehendaki undang-undang. Kami tidak sekali-kali menjual data peribadi anda dan tidak menggunakannya untuk pemasaran langsung.\n\n## Dengan siapa kami berkongsi\nPenyedia pembayaran (untuk menerima bayaran), penyedia SMS dan e-mel (untuk menghantar kod dan tiket), dan pihak berkuasa apabila dikehendaki undang-undang.\n\n## Wajibkah anda memberikannya?\nLog masuk memerlukan nombor telefon atau alamat e-mel; tanpanya anda tidak boleh membeli atau membuat pesanan, tetapi masih boleh membaca tentang taman.\n\n## Berapa lama kami menyimpannya\nKod log masuk 30 hari, teks SMS dan e-mel 90 hari, alamat klien 180 hari, mesej hubungan 365 hari (taman boleh mengubahnya). Pesanan, bayaran dan rekod cukai disimpan selama yang dikehendaki undang-undang (biasanya 7 tahun), tidak lagi dikaitkan dengan anda sebaik sahaja anda menutup akaun.\n\n## Hak anda\nDi Pusat saya › Data anda, anda boleh pada bila-bila masa memuat turun semua yang kami simpan tentang anda (akses dan kebolehpindahan), membetulkan nama panggilan, nombor telefon atau alamat e-mel, dan menutup akaun anda. Anda boleh menarik balik persetujuan pada bila-bila masa (dengan menutup akaun), atau menghubungi kami untuk permintaan atau aduan.',
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
