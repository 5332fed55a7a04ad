import type { Locale, LocalizedText } from '../common/locale.ts';

/**
 * Field-level messages of SPEC §5. Schemas carry the key as their zod message; the server and the
 * web app turn the key into text in the visitor's language.
 */
export const VALIDATION_MESSAGES = {
  emailFormat: { zh: '邮箱格式不正确', en: 'Malformed email', ma: 'Format e-mel tidak sah' },
  /** SPEC §5: an address of a disposable-mail service or of a domain the operator blocks. */
  emailNotAllowed: {
    zh: '不支持该邮箱，请使用其他邮箱',
    en: 'Email format not allowed',
    ma: 'Format e-mel tidak dibenarkan',
  },
  phoneFormat: {
    zh: '手机号格式不正确',
    en: 'Malformed phone number',
    ma: 'Format nombor telefon tidak sah',
  },
  nameRequired: { zh: '请输入姓名', en: 'Please enter your name', ma: 'Sila masukkan nama' },
  phoneRequired: {
    zh: '请输入手机号',
    en: 'Please enter your phone number',
    ma: 'Sila masukkan nombor telefon',
  },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter your email', ma: 'Sila masukkan e-mel' },
  codeRequired: {
    zh: '请输入验证码',
    en: 'Please enter the verification code',
    ma: 'Sila masukkan kod pengesahan',
  },
  contentRequired: {
    zh: '请输入内容',
    en: 'Please enter the content',
    ma: 'Sila masukkan kandungan',
  },
  accountRequired: {
    zh: '请输入账号',
    en: 'Please enter the account number',
    ma: 'Sila masukkan nombor akaun',
  },
  dateRequired: { zh: '请选择日期', en: 'Please choose a date', ma: 'Sila pilih tarikh' },
  privacyRequired: {
    zh: '请阅读并同意隐私政策',
    en: 'Please read and agree to the Privacy Policy',
    ma: 'Sila baca dan bersetuju dengan Dasar Privasi',
  },
  codeFormat: {
    zh: '请输入 6 位数字验证码',
    en: 'Please enter the 6-digit code',
    ma: 'Sila masukkan kod 6 digit',
  },
  areaCodeInvalid: {
    zh: '请选择国家或地区区号',
    en: 'Please choose a country or region code',
    ma: 'Sila pilih kod negara atau wilayah',
  },
  contactNeedsReply: {
    zh: '请留下手机号或邮箱，方便我们回复',
    en: 'Please leave a phone number or an e-mail so we can reply',
    ma: 'Sila tinggalkan nombor telefon atau e-mel supaya kami boleh membalas',
  },
  /** SPEC §5 calendar message; `{n}` is the rental's limit. */
  rentalTooLong: {
    zh: '最多只能选择{n}天',
    en: 'At most {n} days can be selected',
    ma: 'Paling banyak {n} hari boleh dipilih',
  },
  rentalHoursTooMany: {
    zh: '最多只能租{n}小时',
    en: 'At most {n} hours can be selected',
    ma: 'Paling banyak {n} jam boleh dipilih',
  },
  rentalHoursInvalid: {
    zh: '请选择租用时长',
    en: 'Please choose how many hours',
    ma: 'Sila pilih berapa jam',
  },
  rentalDateInvalid: {
    zh: '请选择今天起{n}天内的日期',
    en: 'Please choose dates within the next {n} days',
    ma: 'Sila pilih tarikh dalam {n} hari akan datang',
  },
  rentalMixedUnits: {
    zh: '按小时和按天租用的物品请分开下单',
    en: 'Please order hourly and daily rentals separately',
    ma: 'Sila pesan sewaan mengikut jam dan mengikut hari secara berasingan',
  },
  quantityInvalid: {
    zh: '请选择购买数量',
    en: 'Please choose how many',
    ma: 'Sila pilih bilangan',
  },
  quantityTooMany: {
    zh: '单笔订单最多 20 张',
    en: 'At most 20 in one order',
    ma: 'Paling banyak 20 dalam satu pesanan',
  },
  /** `{n}` is MAX_UNITS_PER_LINE: lines of the same item count together. */
  lineQuantityTooMany: {
    zh: '同一商品每单最多{n}件',
    en: 'At most {n} of one item in an order',
    ma: 'Paling banyak {n} bagi satu item dalam satu pesanan',
  },
  slotRequired: {
    zh: '请选择入场时段',
    en: 'Please choose a time slot',
    ma: 'Sila pilih slot masa',
  },
  addressNameRequired: {
    zh: '请填写收货人姓名',
    en: 'Please fill in the name',
    ma: 'Sila isi nama',
  },
  addressPhoneInvalid: {
    zh: '请填写正确的手机号',
    en: 'Malformed phone number',
    ma: 'Format nombor telefon tidak sah',
  },
  addressRegionRequired: {
    zh: '请选择收货地区',
    en: 'Please select a receiving area',
    ma: 'Sila pilih kawasan penerimaan',
  },
  addressDetailRequired: {
    zh: '请填写详细地址',
    en: 'Address can not be empty',
    ma: 'Alamat tidak boleh kosong',
  },
  scoreRequired: { zh: '请选择评分', en: 'Please choose a rating', ma: 'Sila pilih penilaian' },
  tooLong: { zh: '内容过长', en: 'The text is too long', ma: 'Teks terlalu panjang' },
  invalidValue: { zh: '取值无效', en: 'Invalid value', ma: 'Nilai tidak sah' },
  idempotencyKeyFormat: {
    zh: 'Idempotency-Key 请求头须为 16 至 64 个字母、数字、“-” 或 “_”',
    en: 'The Idempotency-Key header must be 16 to 64 letters, digits, "-" or "_"',
    ma: 'Pengepala Idempotency-Key mestilah 16 hingga 64 huruf, digit, "-" atau "_"',
  },
  /** A console text left empty in one of the app's languages (the field path names which). */
  translationMissing: {
    zh: '请填写全部三种语言（中文、英文、马来文）',
    en: 'Fill this in every language: Chinese, English and Malay',
    ma: 'Isi dalam setiap bahasa: Cina, Inggeris dan Melayu',
  },
  pictureRequired: {
    zh: '请上传图片',
    en: 'Upload a picture first',
    ma: 'Muat naik gambar dahulu',
  },
  vrSceneIdInvalid: {
    zh: '场景编号只能包含小写字母、数字和横线（最多 40 个字符）',
    en: 'A scene id has up to 40 lower-case letters, digits and dashes',
    ma: 'Id adegan mempunyai sehingga 40 huruf kecil, digit dan sengkang',
  },
  vrYawInvalid: {
    zh: '水平角度须在 −180° 到 180° 之间',
    en: 'The yaw must be between −180° and 180°',
    ma: 'Yaw mestilah antara −180° dan 180°',
  },
  vrPitchInvalid: {
    zh: '俯仰角度须在 −90° 到 90° 之间',
    en: 'The pitch must be between −90° and 90°',
    ma: 'Pitch mestilah antara −90° dan 90°',
  },
  vrScenesRequired: {
    zh: 'VR 导览至少需要一个场景',
    en: 'The VR tour needs at least one scene',
    ma: 'Lawatan VR memerlukan sekurang-kurangnya satu adegan',
  },
  vrSceneIdTaken: {
    zh: '两个场景不能使用同一个编号',
    en: 'Two scenes cannot have the same id',
    ma: 'Dua adegan tidak boleh mempunyai id yang sama',
  },
  countdownDateInvalid: {
    zh: '请选择倒计时结束的日期和时间',
    en: 'Choose the day and time the countdown ends',
    ma: 'Pilih hari dan masa kiraan detik tamat',
  },
  countdownPast: {
    zh: '倒计时的结束时间已过，请选择以后的时间，或关闭倒计时',
    en: 'That moment has passed; choose a later one, or switch the countdown off',
    ma: 'Masa itu telah berlalu; pilih masa kemudian, atau matikan kiraan detik',
  },
  priceAboveZero: {
    zh: '请输入大于 0 的价格（令吉），最多两位小数',
    en: 'Enter a price in RM above 0, with at most two decimals',
    ma: 'Masukkan harga dalam RM melebihi 0, dengan paling banyak dua tempat perpuluhan',
  },
  parkPhoneInvalid: {
    zh: '请输入电话号码，例如 +60 9-222 8800',
    en: 'Enter a phone number, such as +60 9-222 8800',
    ma: 'Masukkan nombor telefon, seperti +60 9-222 8800',
  },
  latitudeInvalid: {
    zh: '纬度是 -90 到 90 之间的数字，例如 3.5219',
    en: 'The latitude is a number from -90 to 90, such as 3.5219',
    ma: 'Latitud ialah nombor dari -90 hingga 90, seperti 3.5219',
  },
  longitudeInvalid: {
    zh: '经度是 -180 到 180 之间的数字，例如 101.9087',
    en: 'The longitude is a number from -180 to 180, such as 101.9087',
    ma: 'Longitud ialah nombor dari -180 hingga 180, seperti 101.9087',
  },
  streamInvalid: {
    zh: '请输入以 https:// 或 http:// 开头的直播地址，或本站 /uploads/ 下的文件',
    en: 'Enter a stream address starting with https:// or http://, or a file of this site under /uploads/',
    ma: 'Masukkan alamat strim bermula dengan https:// atau http://, atau fail laman ini di bawah /uploads/',
  },
  guaranteeTermsRequired: {
    zh: '请至少填写一条条款',
    en: 'Write at least one term',
    ma: 'Tulis sekurang-kurangnya satu syarat',
  },
  rainDayAhead: {
    zh: '只能标记今天或已经过去的日期：暴雨日要在当天下过雨后才能确定',
    en: 'Only today or a day already past can be marked: a heavy-rain day is known once the rain has fallen',
    ma: 'Hanya hari ini atau hari yang telah berlalu boleh ditanda: hari hujan lebat diketahui selepas hujan turun',
  },
  rainDayTooOld: {
    zh: '该日期已超过 {days} 天，标记后也无法改期',
    en: 'That day is more than {days} days ago; marking it would no longer let any ticket move',
    ma: 'Hari itu lebih daripada {days} hari yang lalu; menandanya tidak lagi membolehkan tiket ditukar',
  },
  urlInvalid: {
    zh: '请输入以 https:// 开头的完整网址',
    en: 'Enter a whole address starting with https://',
    ma: 'Masukkan alamat penuh bermula dengan https://',
  },
  urlHasCredentials: {
    zh: '网址中不能包含用户名或密码（@ 之前的部分），每位游客都能看到它',
    en: 'Remove the user name or password (the part before @) from the address: every visitor can read it',
    ma: 'Buang nama pengguna atau kata laluan (bahagian sebelum @) daripada alamat: setiap pelawat boleh membacanya',
  },
  textInvalidCharacters: {
    zh: '内容包含不允许的字符（如不可见的控制字符）',
    en: 'The text contains characters that are not allowed, such as hidden control characters',
    ma: 'Teks mengandungi aksara yang tidak dibenarkan, seperti aksara kawalan tersembunyi',
  },
  inputTooDeep: {
    zh: '提交的内容层级过深',
    en: 'The request is nested too deeply',
    ma: 'Permintaan bersarang terlalu dalam',
  },
  dateRangeInvalid: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
    ma: 'Tarikh akhir tidak boleh sebelum tarikh mula',
  },
  dateRangeTooLong: {
    zh: '所选日期范围过长',
    en: 'Please choose a shorter range of dates',
    ma: 'Sila pilih julat tarikh yang lebih pendek',
  },
  priceInvalid: {
    zh: '请输入马币金额，例如 45.00，且不能为负数',
    en: 'Enter a price in RM, like 45.00, not below zero',
    ma: 'Masukkan harga dalam RM, seperti 45.00, tidak kurang daripada sifar',
  },
  capacityInvalid: {
    zh: '请输入名额（0 到 100000 的整数）',
    en: 'Enter a whole number of places from 0 to 100000',
    ma: 'Masukkan bilangan tempat, nombor bulat dari 0 hingga 100000',
  },
  variantRequired: {
    zh: '请至少添加一种票型及价格',
    en: 'Add at least one ticket type with its price',
    ma: 'Tambah sekurang-kurangnya satu jenis tiket dengan harganya',
  },
  slotLabelRequired: {
    zh: '请填写时段名称，例如 09:00–11:00',
    en: 'Name the time slot, like 09:00–11:00',
    ma: 'Namakan slot masa, seperti 09:00–11:00',
  },
  pricePercentInvalid: {
    zh: '价格比例须为 10% 到 500% 的整数',
    en: 'The price must be a whole percentage from 10% to 500%',
    ma: 'Harga mestilah peratusan bulat dari 10% hingga 500%',
  },
  weekdaysRequired: {
    zh: '请至少选择一周中的一天',
    en: 'Choose at least one day of the week',
    ma: 'Pilih sekurang-kurangnya satu hari dalam seminggu',
  },
  calendarNothingToChange: {
    zh: '请选择要修改的名额、价格或开放状态',
    en: 'Choose what to change: places, price or open/closed',
    ma: 'Pilih apa yang hendak diubah: tempat, harga atau buka/tutup',
  },
  calendarDatePast: {
    zh: '已过去的日期不能修改',
    en: 'Dates already past cannot be changed',
    ma: 'Tarikh yang telah berlalu tidak boleh diubah',
  },
  bannerKeyInvalid: {
    zh: '广告位只能是 home 或 homeCenter',
    en: 'Banner key must be home or homeCenter',
    ma: 'Kunci banner mesti home atau homeCenter',
  },
  staffUserNameRequired: {
    zh: '请输入用户名',
    en: 'Please enter the user name',
    ma: 'Sila masukkan nama pengguna',
  },
  staffUserNameFormat: {
    zh: '用户名最多 32 个字符，只能包含小写字母、数字、点、横线和下划线',
    en: 'A user name has up to 32 lower-case letters, digits, dots, dashes or underscores',
    ma: 'Nama pengguna mempunyai sehingga 32 huruf kecil, digit, titik, sengkang atau garis bawah',
  },
  staffPasswordRequired: {
    zh: '请输入密码',
    en: 'Please enter the password',
    ma: 'Sila masukkan kata laluan',
  },
  /** The number is STAFF_PASSWORD_MIN_LENGTH (a contracts test keeps them equal). */
  staffPasswordTooShort: {
    zh: '密码至少需要 10 个字符',
    en: 'The password needs at least 10 characters',
    ma: 'Kata laluan memerlukan sekurang-kurangnya 10 aksara',
  },
  staffPasswordTooLong: {
    zh: '密码过长',
    en: 'The password is too long',
    ma: 'Kata laluan terlalu panjang',
  },
  /** Why a new staff password is refused (error staffPasswordWeak): one message per kind of weakness. */
  staffPasswordCommon: {
    zh: '这是最常用的密码之一，很容易被猜到，请换一个',
    en: 'This is one of the most common passwords and is easy to guess; please choose another',
    ma: 'Ini salah satu kata laluan yang paling biasa dan mudah diteka; sila pilih yang lain',
  },
  staffPasswordRepeats: {
    zh: '重复的字符或词（如 “aaaa”、“abcabc”）很容易被猜到',
    en: 'Repeated characters or words (like "aaaa" or "abcabc") are easy to guess',
    ma: 'Aksara atau perkataan berulang (seperti "aaaa" atau "abcabc") mudah diteka',
  },
  staffPasswordSequence: {
    zh: '连续的数字、字母或键盘上相邻的键（如 “1234”、“abcd”、“qwerty”）很容易被猜到',
    en: 'Sequences like "1234" or "abcd" and rows of the keyboard like "qwerty" are easy to guess',
    ma: 'Jujukan seperti "1234" atau "abcd" dan baris papan kekunci seperti "qwerty" mudah diteka',
  },
  staffPasswordDates: {
    zh: '日期和年份很容易被猜到',
    en: 'Dates and years are easy to guess',
    ma: 'Tarikh dan tahun mudah diteka',
  },
  staffPasswordPersonal: {
    zh: '密码不能包含用户名、姓名或景区名称',
    en: "The password must not contain the user name, the person's name or the park's name",
    ma: 'Kata laluan tidak boleh mengandungi nama pengguna, nama orang itu atau nama taman',
  },
  staffPasswordGuessable: {
    zh: '密码太容易被猜到：请加入几个不常见、互不相关的词',
    en: 'The password is too easy to guess: add a few uncommon words that do not belong together',
    ma: 'Kata laluan terlalu mudah diteka: tambah beberapa perkataan luar biasa yang tidak berkaitan',
  },
  staffPasswordSame: {
    zh: '新密码不能与当前密码相同',
    en: 'The new password must be different from the current one',
    ma: 'Kata laluan baharu mesti berbeza daripada yang semasa',
  },
  staffRolesRequired: {
    zh: '请至少选择一个角色',
    en: 'Please choose at least one role',
    ma: 'Sila pilih sekurang-kurangnya satu peranan',
  },
  staffRoleUnknown: {
    zh: '角色只能是 admin、content、gate、kitchen 或 counter',
    en: 'A role is one of admin, content, gate, kitchen or counter',
    ma: 'Peranan ialah salah satu daripada admin, content, gate, kitchen atau counter',
  },
  /** A price or deposit staff typed in the catalogue. */
  stockInvalid: {
    zh: '库存须为 0 或以上的整数',
    en: 'Stock is a whole number, 0 or more',
    ma: 'Stok ialah nombor bulat, 0 atau lebih',
  },
  /** The price and stock table does not match the specs' combinations. */
  skuTableMismatch: {
    zh: '价格与库存表必须为每种规格组合各列一行，不能缺少或重复',
    en: 'The price and stock table needs exactly one row for each combination of options',
    ma: 'Jadual harga dan stok perlu tepat satu baris bagi setiap gabungan pilihan',
  },
  specsTooManyCombinations: {
    zh: '最多 3 个规格、每个规格 20 个选项、共 200 种组合',
    en: 'At most 3 specs of 20 options each, and 200 combinations in all',
    ma: 'Paling banyak 3 spesifikasi dengan 20 pilihan setiap satu, dan 200 gabungan semuanya',
  },
  specOptionsRequired: {
    zh: '每个规格至少需要一个选项',
    en: 'Each spec needs at least one option',
    ma: 'Setiap spesifikasi memerlukan sekurang-kurangnya satu pilihan',
  },
  specNamesRepeated: {
    zh: '两个规格或同一规格的两个选项名称相同',
    en: 'Two specs, or two options of one spec, have the same name',
    ma: 'Dua spesifikasi, atau dua pilihan bagi satu spesifikasi, mempunyai nama yang sama',
  },
  rentMaxInvalid: {
    zh: '租用上限为 1 至 24 小时，或 1 至 30 天',
    en: 'A rental may last at most 1 to 24 hours, or 1 to 30 days',
    ma: 'Sewaan boleh berlangsung paling lama 1 hingga 24 jam, atau 1 hingga 30 hari',
  },
  prepMinutesInvalid: {
    zh: '制作时间为 0 至 240 分钟',
    en: 'Preparation takes 0 to 240 minutes',
    ma: 'Penyediaan mengambil masa 0 hingga 240 minit',
  },
  /** A home promo's media, one language at a time (console "Home page"). */
  promoMediaMissing: {
    zh: '请上传图片或视频',
    en: 'Upload a picture or a video first',
    ma: 'Muat naik gambar atau video dahulu',
  },
  promoMissingZh: {
    zh: '缺少中文版的图片或视频：请上传，或改为所有语言共用',
    en: 'The Chinese picture or video is missing: upload it, or use the same for every language',
    ma: 'Gambar atau video bahasa Cina tiada: muat naiknya, atau guna yang sama untuk semua bahasa',
  },
  promoMissingEn: {
    zh: '缺少英文版的图片或视频：请上传，或改为所有语言共用',
    en: 'The English picture or video is missing: upload it, or use the same for every language',
    ma: 'Gambar atau video bahasa Inggeris tiada: muat naiknya, atau guna yang sama untuk semua bahasa',
  },
  promoMissingMa: {
    zh: '缺少马来文版的图片或视频：请上传，或改为所有语言共用',
    en: 'The Malay picture or video is missing: upload it, or use the same for every language',
    ma: 'Gambar atau video bahasa Melayu tiada: muat naiknya, atau guna yang sama untuk semua bahasa',
  },
  promoVideoRequired: {
    zh: '请上传一个 MP4 或 WebM 视频',
    en: 'Upload one MP4 or WebM video',
    ma: 'Muat naik satu video MP4 atau WebM',
  },
  promoPosterRequired: {
    zh: '请为视频上传封面图片',
    en: 'Upload a poster picture for the video',
    ma: 'Muat naik gambar poster untuk video',
  },
  promoSwiperTooFew: {
    zh: '轮播图至少需要 2 张图片',
    en: 'A swiper needs at least 2 pictures',
    ma: 'Gelongsor gambar memerlukan sekurang-kurangnya 2 gambar',
  },
  promoOnePicture: {
    zh: '单张图片只能有一张；要放多张请选择轮播图',
    en: 'A single image holds one picture; choose a swiper for more',
    ma: 'Imej tunggal memuatkan satu gambar; pilih gelongsor gambar untuk lebih',
  },
  promoNameRequired: {
    zh: '请填写促销名称',
    en: 'Give the promotion a name',
    ma: 'Beri nama kepada promosi',
  },
  promoValueInvalid: {
    zh: '请输入大于 0 的金额，例如 5 或 12.50',
    en: 'Enter an amount above 0, such as 5 or 12.50',
    ma: 'Masukkan jumlah melebihi 0, seperti 5 atau 12.50',
  },
  promoPercentInvalid: {
    zh: '请输入 1 至 100 之间的整数百分比',
    en: 'Enter a whole percentage from 1 to 100',
    ma: 'Masukkan peratusan bulat dari 1 hingga 100',
  },
  promoLimitInvalid: {
    zh: '请留空或输入大于 0 的整数',
    en: 'Leave it empty or enter a whole number above 0',
    ma: 'Biarkan kosong atau masukkan nombor bulat melebihi 0',
  },
  promoCodeFormat: {
    zh: '优惠码须为 3 至 32 个字母、数字或连字符',
    en: 'A code is 3 to 32 letters, digits or dashes',
    ma: 'Kod ialah 3 hingga 32 huruf, digit atau sempang',
  },
  promoBatchInvalid: {
    zh: '请输入 1 至 5000 之间的数量',
    en: 'Enter a number of codes from 1 to 5000',
    ma: 'Masukkan bilangan kod dari 1 hingga 5000',
  },
  promoCodesRequired: {
    zh: '请填写一个共用优惠码，或选择生成一批一次性优惠码',
    en: 'Type one shared code, or choose to make a batch of single-use codes',
    ma: 'Taip satu kod kongsi, atau pilih untuk membuat sekumpulan kod sekali guna',
  },
  gatePeopleInvalid: {
    zh: '请输入 1 至 99 之间的人数',
    en: 'Enter a number of people from 1 to 99',
    ma: 'Masukkan bilangan orang dari 1 hingga 99',
  },
  gateNoteRequired: {
    zh: '请写明原因，例如“未带 MyKad”',
    en: 'Say why, for example "no MyKad with them"',
    ma: 'Nyatakan sebabnya, contohnya "tiada MyKad bersama"',
  },
  giftCardCodeRequired: {
    zh: '请输入礼品卡号',
    en: 'Type the gift card number',
    ma: 'Taip nombor kad hadiah',
  },
  giftCardReasonRequired: {
    zh: '请写明原因（至少 3 个字）',
    en: 'Say why (at least 3 characters)',
    ma: 'Nyatakan sebabnya (sekurang-kurangnya 3 aksara)',
  },
  giftCardAmountInvalid: {
    zh: '请输入 RM 1 至 RM 5000 之间的金额',
    en: 'Enter an amount from RM 1 to RM 5000',
    ma: 'Masukkan jumlah dari RM 1 hingga RM 5000',
  },
  giftCardValidityInvalid: {
    zh: '请输入 1 至 120 之间的月数',
    en: 'Enter a number of months from 1 to 120',
    ma: 'Masukkan bilangan bulan dari 1 hingga 120',
  },
  payMethodsEmpty: {
    zh: '请至少选择一种付款方式',
    en: 'Choose at least one way to pay',
    ma: 'Pilih sekurang-kurangnya satu cara pembayaran',
  },
  taxRateInvalid: {
    zh: '请输入 0 至 100 之间的百分比，最多两位小数',
    en: 'Enter a percentage from 0 to 100, with at most two decimals',
    ma: 'Masukkan peratusan dari 0 hingga 100, dengan paling banyak dua perpuluhan',
  },
  registrationNumberInvalid: {
    zh: '只能包含字母、数字、空格和 - . / ( )',
    en: 'Use letters, digits, spaces and - . / ( ) only',
    ma: 'Gunakan huruf, digit, ruang dan - . / ( ) sahaja',
  },
  retentionDaysInvalid: {
    zh: '请输入 1 至 3650 之间的天数',
    en: 'Enter a number of days from 1 to 3650',
    ma: 'Masukkan bilangan hari dari 1 hingga 3650',
  },
  eInvoiceTinFormat: {
    zh: '税号（TIN）格式不正确：个人为 IG 加 9 至 11 位数字（如 IG12345678901），公司为字母加数字（如 C1234567890）',
    en: 'This is not a Malaysian TIN: an individual’s is IG and 9 to 11 digits (IG12345678901), a company’s letters and digits (C1234567890)',
    ma: 'Ini bukan TIN Malaysia: TIN individu ialah IG dan 9 hingga 11 digit (IG12345678901), TIN syarikat huruf dan digit (C1234567890)',
  },
  eInvoiceNricFormat: {
    zh: '身份证号码（MyKad）为 12 位数字，不含横线',
    en: 'An NRIC (MyKad) number is 12 digits, without dashes',
    ma: 'Nombor NRIC (MyKad) ialah 12 digit, tanpa sempang',
  },
  eInvoicePassportFormat: {
    zh: '护照号码为 1 至 12 位字母或数字',
    en: 'A passport number is 1 to 12 letters or digits',
    ma: 'Nombor pasport ialah 1 hingga 12 huruf atau digit',
  },
  eInvoiceIdentityRequired: {
    zh: '请填写税号（TIN），或身份证 / 护照号码',
    en: 'Please give your TIN, or your NRIC or passport number',
    ma: 'Sila berikan TIN anda, atau nombor NRIC atau pasport anda',
  },
  eInvoiceAddressRequired: {
    zh: '请填写地址、城市和州属',
    en: 'Please give your address, town and state',
    ma: 'Sila berikan alamat, bandar dan negeri anda',
  },
} as const satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/**
 * Text for a schema's message key, its `{name}` placeholders filled from `vars`; a message that is
 * not a key is a programming error, so it reads as generic.
 */
export function validationMessage(
  key: string,
  locale: Locale,
  vars: Record<string, string | number> = {},
): string {
  const text = isValidationMessageKey(key)
    ? VALIDATION_MESSAGES[key][locale]
    : VALIDATION_MESSAGES.invalidValue[locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
