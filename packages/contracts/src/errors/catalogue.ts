import type { Locale, LocalizedText } from '../common/locale.ts';

/**
 * Every non-zero envelope code the API answers, with its message in each language (DESIGN §3.5).
 * Codes are grouped: 1xxx general (104x the home page's content), 2xxx accounts (20xx visitors,
 * 202x staff, 203x the console's inbox), 3xxx orders and payments.
 */
export const ERRORS = {
  internal: {
    code: 1000,
    msg: { zh: '服务内部错误', en: 'Service internal error', ma: 'Ralat dalaman perkhidmatan' },
  },
  notLoggedIn: {
    code: 1001,
    msg: {
      zh: '未登录或登录已过期，请重新登录',
      en: 'Not logged in or the session has expired, please log in again',
      ma: 'Belum log masuk atau sesi telah tamat, sila log masuk semula',
    },
  },
  validation: {
    code: 1002,
    msg: { zh: '提交的内容有误', en: 'The request is not valid', ma: 'Permintaan tidak sah' },
  },
  notFound: {
    code: 1003,
    msg: { zh: '内容不存在', en: 'Not found', ma: 'Tidak dijumpai' },
  },
  rateLimited: {
    code: 1004,
    msg: {
      zh: '操作太频繁，请稍后再试',
      en: 'Too many requests, please try again later',
      ma: 'Terlalu banyak permintaan, sila cuba sebentar lagi',
    },
  },
  routeNotFound: {
    code: 1005,
    msg: { zh: '接口不存在', en: 'No such API', ma: 'API tidak wujud' },
  },
  bodyTooLarge: {
    code: 1006,
    msg: {
      zh: '提交的内容太大',
      en: 'The request body is too large',
      ma: 'Kandungan permintaan terlalu besar',
    },
  },
  unavailable: {
    code: 1007,
    msg: {
      zh: '服务暂时不可用，请稍后再试',
      en: 'The service is temporarily unavailable, please try again later',
      ma: 'Perkhidmatan tidak tersedia buat sementara, sila cuba sebentar lagi',
    },
  },
  badUrl: {
    code: 1020,
    msg: { zh: '请求地址无效', en: 'The address is not valid', ma: 'Alamat tidak sah' },
  },
  uriTooLong: {
    code: 1021,
    msg: { zh: '请求地址过长', en: 'The address is too long', ma: 'Alamat terlalu panjang' },
  },
  unsupportedMediaType: {
    code: 1022,
    msg: {
      zh: '请以 JSON 格式提交',
      en: 'Please send the request as JSON',
      ma: 'Sila hantar permintaan sebagai JSON',
    },
  },
  methodNotAllowed: {
    code: 1023,
    msg: {
      zh: '该接口不支持此请求方式',
      en: 'This API does not accept this request method',
      ma: 'API ini tidak menerima kaedah permintaan ini',
    },
  },
  headersTooLarge: {
    code: 1024,
    msg: {
      zh: '请求头过大',
      en: 'The request headers are too large',
      ma: 'Pengepala permintaan terlalu besar',
    },
  },
  unreadableRequest: {
    code: 1025,
    msg: {
      zh: '无法读取该请求',
      en: 'The request could not be read',
      ma: 'Permintaan tidak dapat dibaca',
    },
  },
  requestTimeout: {
    code: 1026,
    msg: {
      zh: '请求超时，请重试',
      en: 'The request took too long; please try again',
      ma: 'Permintaan mengambil masa terlalu lama; sila cuba lagi',
    },
  },
  codeInvalid: {
    code: 2001,
    msg: {
      zh: '验证码错误或已过期',
      en: 'The verification code is wrong or has expired',
      ma: 'Kod pengesahan salah atau telah tamat tempoh',
    },
  },
  codeTooManyTries: {
    code: 2002,
    msg: {
      zh: '验证码错误次数过多，请重新获取',
      en: 'Too many wrong codes; please request a new one',
      ma: 'Terlalu banyak kod salah; sila minta kod baharu',
    },
  },
  codeTooSoon: {
    code: 2003,
    msg: {
      zh: '验证码已发送，请稍后再试',
      en: 'A code was just sent; please wait a minute before asking again',
      ma: 'Kod baru dihantar; sila tunggu seminit sebelum meminta lagi',
    },
  },
  codeLimit: {
    code: 2004,
    msg: {
      zh: '获取验证码次数过多，请一小时后再试',
      en: 'Too many codes requested; please try again in an hour',
      ma: 'Terlalu banyak kod diminta; sila cuba lagi dalam sejam',
    },
  },
  socialDisabled: {
    code: 2005,
    msg: {
      zh: '该登录方式暂未开通',
      en: 'This sign-in method is not available',
      ma: 'Kaedah log masuk ini tidak tersedia',
    },
  },
  socialInvalid: {
    code: 2006,
    msg: {
      zh: '无法验证您的第三方登录，请重试',
      en: 'Your sign-in could not be verified; please try again',
      ma: 'Log masuk anda tidak dapat disahkan; sila cuba lagi',
    },
  },
  deliveryFailed: {
    code: 2007,
    msg: {
      zh: '验证码发送失败，请稍后再试',
      en: 'The code could not be sent; please try again later',
      ma: 'Kod tidak dapat dihantar; sila cuba sebentar lagi',
    },
  },
  soldOut: {
    code: 3001,
    msg: {
      zh: '所选日期余票不足',
      en: 'Not enough places left on that date',
      ma: 'Tempat tidak mencukupi pada tarikh itu',
    },
  },
  dateClosed: {
    code: 3002,
    msg: {
      zh: '所选日期不售票',
      en: 'Tickets are not sold for that date',
      ma: 'Tiket tidak dijual untuk tarikh itu',
    },
  },
  orderExpired: {
    code: 3003,
    msg: {
      zh: '订单已过期，请重新下单',
      en: 'This order has expired; please order again',
      ma: 'Pesanan ini telah tamat tempoh; sila pesan semula',
    },
  },
  orderNotPayable: {
    code: 3004,
    msg: {
      zh: '该订单当前无法支付',
      en: 'This order cannot be paid now',
      ma: 'Pesanan ini tidak boleh dibayar sekarang',
    },
  },
  outOfStock: {
    code: 3009,
    msg: { zh: '库存不足', en: 'Not enough in stock', ma: 'Stok tidak mencukupi' },
  },
  cannotComment: {
    code: 3010,
    msg: {
      zh: '订单完成后才能评价',
      en: 'You can review an item once its order is completed',
      ma: 'Anda boleh mengulas item selepas pesanannya selesai',
    },
  },
  alreadyCommented: {
    code: 3011,
    msg: {
      zh: '您已评价过该商品',
      en: 'You have already reviewed this item',
      ma: 'Anda telah mengulas item ini',
    },
  },
  badTransition: {
    code: 3012,
    msg: {
      zh: '订单当前状态不能进行此操作',
      en: 'The order cannot move to that status from where it is',
      ma: 'Pesanan tidak boleh beralih ke status itu dari status semasa',
    },
  },
  cannotReschedule: {
    code: 3005,
    msg: {
      zh: '该门票无法改期',
      en: 'This ticket cannot be moved to another date',
      ma: 'Tiket ini tidak boleh dipindahkan ke tarikh lain',
    },
  },
  passUsed: {
    code: 3006,
    msg: {
      zh: '该门票已使用',
      en: 'This ticket was already used',
      ma: 'Tiket ini telah digunakan',
    },
  },
  passNotToday: {
    code: 3007,
    msg: {
      zh: '该门票不是今天的',
      en: 'This ticket is for another day',
      ma: 'Tiket ini untuk hari lain',
    },
  },
  passUnknown: {
    code: 3008,
    msg: { zh: '无效的门票', en: 'Not a valid ticket', ma: 'Bukan tiket yang sah' },
  },
  staffOnly: {
    code: 1008,
    msg: { zh: '仅限工作人员', en: 'Staff only', ma: 'Kakitangan sahaja' },
  },
  imageOwned: {
    code: 3013,
    msg: {
      zh: '您已购买该图片，可直接下载',
      en: 'You already own this image; you can download it',
      ma: 'Anda sudah memiliki imej ini; anda boleh memuat turunnya',
    },
  },
  imageNotPaid: {
    code: 3014,
    msg: {
      zh: '付款后才能下载原图',
      en: 'The original can be downloaded once the order is paid',
      ma: 'Imej asal boleh dimuat turun selepas pesanan dibayar',
    },
  },
  linkExpired: {
    code: 3015,
    msg: {
      zh: '下载链接已失效，请重新获取',
      en: 'This download link has expired; please ask for a new one',
      ma: 'Pautan muat turun ini telah tamat tempoh; sila minta yang baharu',
    },
  },
  ticketNotIssued: {
    code: 3030,
    msg: {
      zh: '订单支付后才会出票，届时即可发送',
      en: 'The ticket is issued once the order is paid; it can be sent then',
      ma: 'Tiket dikeluarkan selepas pesanan dibayar; ia boleh dihantar selepas itu',
    },
  },
  unpaidOrdersLimit: {
    code: 3020,
    msg: {
      zh: '您有多笔订单待支付，请先支付其中一笔',
      en: 'You have orders waiting for payment; please pay one of them first',
      ma: 'Anda mempunyai pesanan yang menunggu bayaran; sila bayar salah satu dahulu',
    },
  },
  unpaidPlacesLimit: {
    code: 3021,
    msg: {
      zh: '您在该日期已有待支付的门票，请先支付该订单',
      en: 'You already hold unpaid tickets for this date; please pay that order first',
      ma: 'Anda sudah memegang tiket belum dibayar untuk tarikh ini; sila bayar pesanan itu dahulu',
    },
  },
  unpaidUnitsLimit: {
    code: 3022,
    msg: {
      zh: '该商品已在您的待支付订单中，请先支付该订单',
      en: 'This item is already in your unpaid order; please pay that order first',
      ma: 'Item ini sudah ada dalam pesanan anda yang belum dibayar; sila bayar pesanan itu dahulu',
    },
  },
  refundNotPaid: {
    code: 3040,
    msg: {
      zh: '该订单未支付，无可退款项',
      en: 'This order was not paid, so there is nothing to refund',
      ma: 'Pesanan ini belum dibayar, jadi tiada apa untuk dipulangkan',
    },
  },
  refundTooLarge: {
    code: 3041,
    msg: {
      zh: '退款超过了可退的金额或数量',
      en: 'That is more than is left to refund',
      ma: 'Itu melebihi baki yang boleh dipulangkan',
    },
  },
  refundAlreadyDone: {
    code: 3042,
    msg: {
      zh: '该订单已全额退款',
      en: 'This order has already been refunded in full',
      ma: 'Pesanan ini telah dipulangkan sepenuhnya',
    },
  },
  refundGatewayFailed: {
    code: 3043,
    msg: {
      zh: '支付机构未能完成退款，请稍后重试',
      en: 'The payment provider could not make the refund; please try again later',
      ma: 'Penyedia pembayaran tidak dapat membuat bayaran balik; sila cuba lagi kemudian',
    },
  },
  passRefunded: {
    code: 3044,
    msg: {
      zh: '该门票已退款',
      en: 'This ticket was refunded',
      ma: 'Tiket ini telah dipulangkan wangnya',
    },
  },
  ticketExpired: {
    code: 3045,
    msg: {
      zh: '该门票已过期：参观日期已过',
      en: 'This ticket has expired: its visit date has passed',
      ma: 'Tiket ini telah tamat tempoh: tarikh lawatannya sudah berlalu',
    },
  },
  emailMissing: {
    code: 2008,
    msg: {
      zh: '请先填写邮箱',
      en: 'Please give an e-mail address',
      ma: 'Sila berikan alamat e-mel',
    },
  },
  smsNumberRefused: {
    code: 2010,
    msg: {
      zh: '无法向该手机号发送短信，请检查号码和区号，或使用邮箱登录',
      en: 'We cannot send a text to this number; please check it and its country code, or sign in by e-mail',
      ma: 'Kami tidak dapat menghantar SMS ke nombor ini; sila semak nombor dan kod negaranya, atau log masuk dengan e-mel',
    },
  },
  smsUnavailable: {
    code: 2011,
    msg: {
      zh: '短信服务暂时不可用，请稍后再试，或使用邮箱登录',
      en: 'Text messages cannot be sent right now; please try again in a few minutes, or sign in by e-mail',
      ma: 'SMS tidak dapat dihantar sekarang; sila cuba lagi sebentar lagi, atau log masuk dengan e-mel',
    },
  },
  emailAddressRefused: {
    code: 2012,
    msg: {
      zh: '该邮箱无法接收邮件，请检查邮箱地址',
      en: 'This e-mail address does not accept mail; please check it',
      ma: 'Alamat e-mel ini tidak menerima mel; sila semaknya',
    },
  },
  emailUnavailable: {
    code: 2013,
    msg: {
      zh: '邮件暂时无法发送，请稍后再试',
      en: 'The e-mail could not be sent right now; please try again later',
      ma: 'E-mel tidak dapat dihantar sekarang; sila cuba sebentar lagi',
    },
  },
  weatherUnavailable: {
    code: 1040,
    msg: {
      zh: '暂时无法获取天气，请稍后再试',
      en: 'The weather is not available right now; please try again later',
      ma: 'Cuaca tidak dapat dipaparkan sekarang; sila cuba sebentar lagi',
    },
  },
  bannerTargetMissing: {
    code: 1041,
    msg: {
      zh: '横幅要打开的项目不存在，请重新选择',
      en: 'The item this banner opens does not exist; please pick another',
      ma: 'Item yang dibuka oleh sepanduk ini tidak wujud; sila pilih yang lain',
    },
  },
  uploadNotPicture: {
    code: 1042,
    msg: {
      zh: '该文件不是图片，请上传 JPEG、PNG、WebP 或 AVIF 格式的图片',
      en: 'This file is not a picture; upload a JPEG, PNG, WebP or AVIF picture',
      ma: 'Fail ini bukan gambar; muat naik gambar JPEG, PNG, WebP atau AVIF',
    },
  },
  uploadNotVideo: {
    code: 1043,
    msg: {
      zh: '该文件不是视频，请上传 MP4 或 WebM 格式的视频',
      en: 'This file is not a video; upload an MP4 or WebM video',
      ma: 'Fail ini bukan video; muat naik video MP4 atau WebM',
    },
  },
  uploadTooLarge: {
    code: 1044,
    msg: {
      zh: '文件太大，请上传较小的文件',
      en: 'The file is too large; upload a smaller one',
      ma: 'Fail terlalu besar; muat naik fail yang lebih kecil',
    },
  },
  capacityBelowSold: {
    code: 1045,
    msg: {
      zh: '{date} 已售出或保留 {sold} 个名额，名额不能低于此数',
      en: '{date} already has {sold} places sold or held; the places cannot go below that',
      ma: '{date} sudah mempunyai {sold} tempat dijual atau ditahan; tempat tidak boleh kurang daripada itu',
    },
  },
  slotInUse: {
    code: 1046,
    msg: {
      zh: '时段“{label}”已有订单，不能删除；可将其名额改为已售数量',
      en: 'The time slot "{label}" has orders and cannot be removed; lower its places to those sold instead',
      ma: 'Slot masa "{label}" mempunyai pesanan dan tidak boleh dibuang; kurangkan tempatnya kepada yang telah dijual',
    },
  },
  variantInUse: {
    code: 1047,
    msg: {
      zh: '票型“{zh}”已有订单，不能删除；可改名或改价',
      en: 'The ticket type "{en}" has orders and cannot be removed; rename it or change its price instead',
      ma: 'Jenis tiket "{ma}" mempunyai pesanan dan tidak boleh dibuang; tukar nama atau harganya',
    },
  },
  sceneryNotReady: {
    code: 1055,
    msg: {
      zh: '这张照片的缩略图和水印预览图尚未生成，生成后才能上架',
      en: 'This photo’s thumbnail and watermarked preview are not ready; put it on sale once they are',
      ma: 'Gambar kecil dan pratonton bertanda air foto ini belum siap; jual foto ini selepas ia siap',
    },
  },
  sceneryIncomplete: {
    code: 1056,
    msg: {
      zh: '请先填写三种语言的标题和价格，再上架这张照片',
      en: 'Give this photo its titles in Chinese, English and Malay and a price before putting it on sale',
      ma: 'Berikan tajuk dalam bahasa Cina, Inggeris dan Melayu serta harga sebelum menjual foto ini',
    },
  },
  rainDayMarked: {
    code: 1060,
    msg: {
      zh: '该日期已标记为暴雨日',
      en: 'That day is already marked as a heavy-rain day',
      ma: 'Hari itu sudah ditanda sebagai hari hujan lebat',
    },
  },
  vrTargetMissing: {
    code: 1065,
    msg: {
      zh: '场景“{sceneZh}”的热点“{labelZh}”指向的场景不存在，请重新选择目标场景',
      en: 'The hotspot "{labelEn}" of the scene "{sceneEn}" leads to a scene that does not exist; pick another scene',
      ma: 'Titik panas "{labelMa}" adegan "{sceneMa}" menuju ke adegan yang tidak wujud; pilih adegan lain',
    },
  },
  vrSceneInUse: {
    code: 1066,
    msg: {
      zh: '“{fromZh}”中的热点指向场景“{sceneZh}”，不能删除；请先删除或改指这些热点',
      en: 'Hotspots in "{fromEn}" lead to the scene "{sceneEn}", so it cannot be deleted; remove or retarget them first',
      ma: 'Titik panas dalam "{fromMa}" menuju ke adegan "{sceneMa}", jadi ia tidak boleh dipadam; buang atau tukar sasarannya dahulu',
    },
  },
  panoramaNotEquirectangular: {
    code: 1067,
    msg: {
      zh: '全景图须为等距柱状投影（宽度为高度的两倍），这张图为 {width}×{height}',
      en: 'A panorama must be equirectangular, twice as wide as it is tall; this picture is {width}×{height}',
      ma: 'Panorama mestilah ekuisegi empat tepat, dua kali lebar daripada tingginya; gambar ini {width}×{height}',
    },
  },
  vrTargetSelf: {
    code: 1068,
    msg: {
      zh: '场景“{sceneZh}”的热点“{labelZh}”指向本场景，请选择另一个场景',
      en: 'The hotspot "{labelEn}" of the scene "{sceneEn}" leads back to the same scene; pick another scene',
      ma: 'Titik panas "{labelMa}" adegan "{sceneMa}" menuju kembali ke adegan yang sama; pilih adegan lain',
    },
  },
  staffRoleRefused: {
    code: 1009,
    msg: {
      zh: '您的账号无权使用此功能',
      en: 'Your account does not have access to this',
      ma: 'Akaun anda tidak mempunyai akses kepada ini',
    },
  },
  staffLoginFailed: {
    code: 2020,
    msg: {
      zh: '用户名或密码错误',
      en: 'The user name or password is wrong',
      ma: 'Nama pengguna atau kata laluan salah',
    },
  },
  staffLocked: {
    code: 2021,
    msg: {
      zh: '登录失败次数过多，账号已暂时锁定，请稍后再试',
      en: 'Too many failed logins; this account is locked for a while, please try again later',
      ma: 'Terlalu banyak log masuk gagal; akaun ini dikunci buat sementara, sila cuba sebentar lagi',
    },
  },
  staffDisabled: {
    code: 2022,
    msg: {
      zh: '该账号已停用，请联系管理员',
      en: 'This account is disabled; please ask an administrator',
      ma: 'Akaun ini telah dinyahdayakan; sila hubungi pentadbir',
    },
  },
  staffPasswordWrong: {
    code: 2023,
    msg: {
      zh: '当前密码不正确',
      en: 'The current password is wrong',
      ma: 'Kata laluan semasa salah',
    },
  },
  staffUserNameTaken: {
    code: 2024,
    msg: {
      zh: '该用户名已被使用',
      en: 'This user name is already taken',
      ma: 'Nama pengguna ini telah digunakan',
    },
  },
  lastAdmin: {
    code: 2025,
    msg: {
      zh: '至少需要保留一个启用的管理员账号',
      en: 'At least one enabled administrator must remain',
      ma: 'Sekurang-kurangnya seorang pentadbir yang aktif mesti kekal',
    },
  },
  /** A password too easy to guess; the message names why (VALIDATION_MESSAGES staffPassword*). */
  staffPasswordWeak: {
    code: 2026,
    msg: {
      zh: '密码太容易被猜到，请换一个',
      en: 'This password is too easy to guess; please choose another',
      ma: 'Kata laluan ini terlalu mudah diteka; sila pilih yang lain',
    },
  },
  /** Every console call but "me", the password change and logout, until the first password is changed. */
  staffPasswordChangeRequired: {
    code: 2027,
    msg: {
      zh: '请先修改初始密码，再使用控制台',
      en: 'Please change your first password before using the console',
      ma: 'Sila tukar kata laluan pertama anda sebelum menggunakan konsol',
    },
  },
  inboxNoEmail: {
    code: 2030,
    msg: {
      zh: '该访客没有留下邮箱，请拨打其留下的电话联系',
      en: 'This visitor left no e-mail address; call them on the phone number they gave',
      ma: 'Pelawat ini tidak meninggalkan alamat e-mel; hubungi mereka di nombor telefon yang diberikan',
    },
  },
  goodsTypeInUse: {
    code: 1050,
    msg: {
      zh: '该分类下仍有商品（包括已下架的），请先将它们移到其他分类',
      en: 'This category still holds items (turned off ones too); move them to another category first',
      ma: 'Kategori ini masih mempunyai item (termasuk yang dimatikan); pindahkan item itu ke kategori lain dahulu',
    },
  },
  goodsTypeMissing: {
    code: 1051,
    msg: {
      zh: '所选分类不存在或不属于该类别，请重新选择',
      en: 'That category does not exist or belongs to another kind; choose another',
      ma: 'Kategori itu tidak wujud atau milik jenis lain; pilih yang lain',
    },
  },
  goodsKindFixed: {
    code: 1052,
    msg: {
      zh: '商品和分类不能改到其他类别（商店、租赁、餐饮），请新建一个',
      en: 'An item or category cannot move to another kind (shop, rentals, food); add a new one instead',
      ma: 'Item atau kategori tidak boleh beralih ke jenis lain (kedai, sewaan, makanan); tambah yang baharu',
    },
  },
  goodsChangedElsewhere: {
    code: 1053,
    msg: {
      zh: '该商品的规格已在别处被修改，请重新打开后再保存',
      en: 'The specs of this item were changed elsewhere; open it again and redo your change',
      ma: 'Spesifikasi item ini telah diubah di tempat lain; buka semula dan ulang perubahan anda',
    },
  },
  goodsUnavailable: {
    code: 1054,
    msg: {
      zh: '订单中的商品已下架或该规格已停售，请移除后重试',
      en: 'Something in this order is no longer sold; remove it and try again',
      ma: 'Sesuatu dalam pesanan ini tidak lagi dijual; keluarkannya dan cuba lagi',
    },
  },
  /** A visitor, or a staff session, with as many live streams open as allowed (LIVE_STREAMS_MAX). */
  liveStreamsTooMany: {
    code: 1081,
    msg: {
      zh: '打开的实时页面太多，请先关闭一些页面或标签页',
      en: 'Too many live pages are open; close some pages or tabs first',
      ma: 'Terlalu banyak halaman langsung dibuka; tutup beberapa halaman atau tab dahulu',
    },
  },
  orderKeyReused: {
    code: 1080,
    msg: {
      zh: '此订单编号已用于另一份内容不同的订单，请刷新页面后重新提交',
      en: 'This checkout already placed an order with different contents; reload the page and submit again',
      ma: 'Pembayaran ini sudah membuat pesanan dengan kandungan berbeza; muat semula halaman dan hantar sekali lagi',
    },
  },
  gateCheckInUse: {
    code: 1082,
    msg: {
      zh: '有票型仍需查验“{zh}”，不能删除；请先在这些票型中取消查验',
      en: 'Ticket types still ask the gate to check "{en}"; take it off them before removing it',
      ma: 'Jenis tiket masih meminta pintu masuk memeriksa "{ma}"; keluarkan daripadanya sebelum memadam',
    },
  },
  gateCardNotAsked: {
    code: 3046,
    msg: {
      zh: '这张票没有为该票型查验证件，或人数多于所购数量',
      en: 'This pass asks no card for that ticket type, or for fewer people',
      ma: 'Pas ini tidak meminta kad untuk jenis tiket itu, atau untuk lebih sedikit orang',
    },
  },
  gateNotAdmittedToday: {
    code: 3047,
    msg: {
      zh: '这张票今天尚未入园，请先扫码',
      en: 'This pass has not been checked in today: scan it first',
      ma: 'Pas ini belum didaftar masuk hari ini: imbas dahulu',
    },
  },
  gateTypeInvalid: {
    code: 3048,
    msg: {
      zh: '请选择同一门票中不需查验该证件的另一票型',
      en: 'Choose another type of the same ticket that does not ask for that card',
      ma: 'Pilih jenis lain bagi tiket yang sama yang tidak meminta kad itu',
    },
  },
  promoCodeInvalid: {
    code: 3050,
    msg: {
      zh: '优惠码无效，请检查后重新输入',
      en: 'This code is not valid: check it and try again',
      ma: 'Kod ini tidak sah: semak dan cuba lagi',
    },
  },
  promoCodeExpired: {
    code: 3051,
    msg: {
      zh: '优惠码不在有效期内',
      en: 'This code has expired or cannot be used yet',
      ma: 'Kod ini telah tamat tempoh atau belum boleh digunakan',
    },
  },
  promoCodeUsedUp: {
    code: 3052,
    msg: {
      zh: '优惠码已被用完',
      en: 'This code has been used up',
      ma: 'Kod ini telah habis digunakan',
    },
  },
  promoCodeNotForBasket: {
    code: 3053,
    msg: {
      zh: '优惠码不适用于本订单中的商品或日期',
      en: 'This code is not for what is in this order, or not for this date',
      ma: 'Kod ini bukan untuk isi pesanan ini, atau bukan untuk tarikh ini',
    },
  },
  promoCodeMinSpend: {
    code: 3054,
    msg: {
      zh: '订单满 RM {amount} 才可使用此优惠码',
      en: 'This code needs an order of at least RM {amount}',
      ma: 'Kod ini memerlukan pesanan sekurang-kurangnya RM {amount}',
    },
  },
  promoCodeAlreadyUsed: {
    code: 3055,
    msg: {
      zh: '您已使用过此优惠码',
      en: 'You have already used this code as often as it allows',
      ma: 'Anda telah menggunakan kod ini sebanyak yang dibenarkan',
    },
  },
  promoCodeTooManyTries: {
    code: 3056,
    msg: {
      zh: '尝试的优惠码太多，请 15 分钟后再试',
      en: 'Too many codes tried: try again in 15 minutes',
      ma: 'Terlalu banyak kod dicuba: cuba lagi dalam 15 minit',
    },
  },
  promoCodeExists: {
    code: 1083,
    msg: {
      zh: '这个优惠码已被另一个促销使用，请换一个',
      en: 'Another promotion already has this code: choose another',
      ma: 'Promosi lain sudah mempunyai kod ini: pilih kod lain',
    },
  },
  giftCardInvalid: {
    code: 3057,
    msg: {
      zh: '礼品卡号或密码不正确，请检查后重新输入',
      en: 'This gift card number or PIN is not right: check it and try again',
      ma: 'Nombor atau PIN kad hadiah ini tidak betul: semak dan cuba lagi',
    },
  },
  giftCardTooManyTries: {
    code: 3058,
    msg: {
      zh: '尝试的礼品卡太多，请 15 分钟后再试',
      en: 'Too many gift cards tried: try again in 15 minutes',
      ma: 'Terlalu banyak kad hadiah dicuba: cuba lagi dalam 15 minit',
    },
  },
  giftCardNotYours: {
    code: 3059,
    msg: {
      zh: '这张礼品卡已被另一个账户添加，只能由该账户使用',
      en: 'Another account has added this gift card: only that account can use it',
      ma: 'Akaun lain telah menambah kad hadiah ini: hanya akaun itu boleh menggunakannya',
    },
  },
  giftCardEmpty: {
    code: 3060,
    msg: {
      zh: '这张礼品卡余额为零',
      en: 'This gift card has nothing left on it',
      ma: 'Kad hadiah ini tiada baki lagi',
    },
  },
  giftCardExpired: {
    code: 3061,
    msg: {
      zh: '这张礼品卡已过期',
      en: 'This gift card has expired',
      ma: 'Kad hadiah ini telah tamat tempoh',
    },
  },
  giftCardVoid: {
    code: 3062,
    msg: {
      zh: '这张礼品卡已作废，如有疑问请联系景区',
      en: 'This gift card has been cancelled: ask the park if you think this is wrong',
      ma: 'Kad hadiah ini telah dibatalkan: hubungi taman jika anda rasa ini salah',
    },
  },
  giftCardForGiftCard: {
    code: 3063,
    msg: {
      zh: '礼品卡不能用于购买礼品卡',
      en: 'A gift card cannot pay for gift cards',
      ma: 'Kad hadiah tidak boleh membayar kad hadiah',
    },
  },
  giftCardSpent: {
    code: 3064,
    msg: {
      zh: '这张礼品卡已被使用，不能退款',
      en: 'This gift card has already been used, so it cannot be refunded',
      ma: 'Kad hadiah ini telah digunakan, jadi ia tidak boleh dibayar balik',
    },
  },
  giftCardAlreadyVoid: {
    code: 1084,
    msg: {
      zh: '这张礼品卡已无法作废（已作废、已过期或余额为零）',
      en: 'This card cannot be voided: it is void, expired or empty already',
      ma: 'Kad ini tidak boleh dibatalkan: ia sudah batal, tamat tempoh atau kosong',
    },
  },
  receiptNotPaid: {
    code: 3080,
    msg: {
      zh: '这个订单尚未付款，还没有收据',
      en: 'This order has not been paid, so it has no receipt yet',
      ma: 'Pesanan ini belum dibayar, jadi ia belum mempunyai resit',
    },
  },
  taxRateInPast: {
    code: 3081,
    msg: {
      zh: '税率只能从今天或以后的日期开始生效',
      en: 'A rate can only start today or on a later day',
      ma: 'Kadar hanya boleh bermula hari ini atau pada hari kemudian',
    },
  },
  taxRateStarted: {
    code: 3082,
    msg: {
      zh: '这个税率已经开始生效，收据可能已使用它：请添加一个新税率',
      en: 'This rate has already started and receipts may use it: add a new rate instead',
      ma: 'Kadar ini sudah bermula dan resit mungkin menggunakannya: tambah kadar baharu',
    },
  },
  privacyNoticeOutdated: {
    code: 3090,
    msg: {
      zh: '隐私声明已有新版本，请阅读后重新同意',
      en: 'A newer privacy notice has been published: please read it and accept it again',
      ma: 'Notis privasi yang lebih baharu telah diterbitkan: sila baca dan terima semula',
    },
  },
  contactTaken: {
    code: 3091,
    msg: {
      zh: '该手机号或邮箱已用于另一个账户',
      en: 'This phone number or e-mail address already signs in another account',
      ma: 'Nombor telefon atau alamat e-mel ini sudah digunakan oleh akaun lain',
    },
  },
  accountHasUnpaidOrder: {
    code: 3092,
    msg: {
      zh: '订单 {orderNo} 正在等待付款：请先付款或等待它过期，然后再注销账户',
      en: 'Order {orderNo} is waiting for payment: pay it or let it lapse, then close your account',
      ma: 'Pesanan {orderNo} sedang menunggu bayaran: bayar atau biarkan ia luput, kemudian tutup akaun anda',
    },
  },
  giftCardBalanceChanged: {
    code: 3093,
    msg: {
      zh: '您的礼品卡余额现为 RM {balance}，请重新阅读提示后再确认',
      en: 'Your gift cards now hold RM {balance}: read the warning again before you confirm',
      ma: 'Kad hadiah anda kini berbaki RM {balance}: baca amaran sekali lagi sebelum mengesahkan',
    },
  },
  privacyNoticeMissing: {
    code: 3094,
    msg: {
      zh: '景区尚未发布隐私声明',
      en: 'The park has not published a privacy notice yet',
      ma: 'Taman belum menerbitkan notis privasi',
    },
  },
  eInvoicingOff: {
    code: 3100,
    msg: {
      zh: '景区目前不开具电子发票，您的收据即为有效凭证',
      en: 'The park does not issue e-invoices: your receipt is your proof of purchase',
      ma: 'Taman tidak mengeluarkan e-invois: resit anda ialah bukti pembelian anda',
    },
  },
  eInvoiceMonthClosed: {
    code: 3101,
    msg: {
      zh: '该笔消费所在的月份（{month}）已结束，已计入该月向税务局（LHDN）提交的综合电子发票，不能再单独开具',
      en: 'The month of this sale ({month}) has closed: it is in that month’s consolidated e-invoice to LHDN, so an e-invoice of its own can no longer be issued',
      ma: 'Bulan jualan ini ({month}) telah ditutup: ia termasuk dalam e-invois disatukan bulan itu kepada LHDN, jadi e-invois berasingan tidak lagi boleh dikeluarkan',
    },
  },
  eInvoiceAlreadyRequested: {
    code: 3102,
    msg: {
      zh: '这个订单已申请电子发票',
      en: 'An e-invoice has already been asked for this order',
      ma: 'E-invois telah pun diminta untuk pesanan ini',
    },
  },
  eInvoiceNotResubmittable: {
    code: 3103,
    msg: {
      zh: '只有被税务局（LHDN）退回的电子发票可以重新提交',
      en: 'Only an e-invoice LHDN found invalid can be submitted again',
      ma: 'Hanya e-invois yang didapati tidak sah oleh LHDN boleh dihantar semula',
    },
  },
  eInvoiceRefunded: {
    code: 3104,
    msg: {
      zh: '这个订单已全额退款，没有可开具电子发票的消费',
      en: 'This order was refunded in full: there is no sale left to e-invoice',
      ma: 'Pesanan ini telah dibayar balik sepenuhnya: tiada jualan untuk e-invois',
    },
  },
  eInvoiceNotCancellable: {
    code: 3105,
    msg: {
      zh: '只有已验证 72 小时内的电子发票可以作废；之后请开具贷项通知单',
      en: 'Only an e-invoice validated in the last 72 hours can be cancelled; after that, issue a credit note',
      ma: 'Hanya e-invois yang disahkan dalam 72 jam terakhir boleh dibatalkan; selepas itu, keluarkan nota kredit',
    },
  },
} as const satisfies Record<string, { code: number; msg: LocalizedText }>;

export type ErrorKey = keyof typeof ERRORS;

export const ERROR_CODE = Object.fromEntries(
  Object.entries(ERRORS).map(([key, value]) => [key, value.code]),
) as { [K in ErrorKey]: (typeof ERRORS)[K]['code'] };

/** The error's message in `locale`, its `{name}` placeholders filled from `vars`. */
export function errorMessage(
  key: ErrorKey,
  locale: Locale,
  vars: Record<string, string | number> = {},
): string {
  return ERRORS[key].msg[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
