import type { Locale, TaxClass } from '@scenic/contracts';

/** The words of a printed receipt or credit note, in the visitor's language. */
export const PDF_LABELS = {
  receipt: { zh: '收据', en: 'Receipt', ma: 'Resit' },
  creditNote: { zh: '贷项通知单', en: 'Credit note', ma: 'Nota kredit' },
  number: { zh: '编号', en: 'No.', ma: 'No.' },
  issued: { zh: '开具日期', en: 'Date', ma: 'Tarikh' },
  order: { zh: '订单号', en: 'Order', ma: 'Pesanan' },
  forReceipt: { zh: '对应收据', en: 'For receipt', ma: 'Bagi resit' },
  reason: { zh: '原因', en: 'Reason', ma: 'Sebab' },
  dateChange: {
    zh: '游玩日期由 {from} 改为 {to}',
    en: 'Change of visit date from {from} to {to}',
    ma: 'Tukar tarikh lawatan dari {from} ke {to}',
  },
  companyRegNo: { zh: '公司注册号', en: 'Company reg. no.', ma: 'No. pendaftaran syarikat' },
  sstRegNo: { zh: 'SST 注册号', en: 'SST reg. no.', ma: 'No. pendaftaran SST' },
  tin: { zh: '税务识别号', en: 'TIN', ma: 'TIN' },
  item: { zh: '项目', en: 'Item', ma: 'Item' },
  quantity: { zh: '数量', en: 'Qty', ma: 'Kuantiti' },
  unitPrice: { zh: '单价', en: 'Unit price', ma: 'Harga seunit' },
  taxColumn: { zh: '税', en: 'Tax', ma: 'Cukai' },
  amount: { zh: '金额', en: 'Amount', ma: 'Amaun' },
  subtotal: { zh: '不含税小计', en: 'Subtotal before tax', ma: 'Subjumlah sebelum cukai' },
  total: { zh: '合计', en: 'Total', ma: 'Jumlah' },
  totalBack: { zh: '退还合计', en: 'Total given back', ma: 'Jumlah dikembalikan' },
  discount: {
    zh: '优惠码 {code} 已减',
    en: 'Promotion code {code} took off',
    ma: 'Kod promosi {code} menolak',
  },
  paidBy: { zh: '付款方式', en: 'Paid by', ma: 'Dibayar dengan' },
  included: {
    zh: '价格已含税。',
    en: 'Prices include tax.',
    ma: 'Harga termasuk cukai.',
  },
  excluded: {
    zh: '税额已加在价格上。',
    en: 'Tax is added to the prices.',
    ma: 'Cukai ditambah pada harga.',
  },
  giftCard: {
    zh: '礼品卡：售出时不征税，使用时按所购商品征税',
    en: 'Gift card: not taxed when sold, taxed as what it pays for',
    ma: 'Kad hadiah: tidak dicukai semasa dijual, dicukai mengikut apa yang dibayarnya',
  },
  on: { zh: '税基', en: 'on', ma: 'atas' },
} as const satisfies Record<string, Record<Locale, string>>;

export const TAX_CLASS_LABELS: Record<TaxClass, Record<Locale, string>> = {
  food_drink: {
    zh: '服务税（餐饮）',
    en: 'Service tax (food and drink)',
    ma: 'Cukai perkhidmatan (makanan dan minuman)',
  },
  services: { zh: '服务税', en: 'Service tax', ma: 'Cukai perkhidmatan' },
  entertainment: { zh: '娱乐税', en: 'Entertainment duty', ma: 'Duti hiburan' },
  exempt: { zh: '免税', en: 'Exempt', ma: 'Dikecualikan' },
};

/** How a payment part is named on paper. */
export const METHOD_LABELS: Record<string, Record<Locale, string>> = {
  giftcard: { zh: '礼品卡', en: 'Gift card', ma: 'Kad hadiah' },
  stripe: { zh: '银行卡', en: 'Card', ma: 'Kad' },
  card: { zh: '银行卡', en: 'Card', ma: 'Kad' },
  fpx: { zh: 'FPX 网银', en: 'FPX online banking', ma: 'Perbankan dalam talian FPX' },
  grabpay: { zh: 'GrabPay', en: 'GrabPay', ma: 'GrabPay' },
  sandbox: { zh: '测试付款', en: 'Test payment', ma: 'Bayaran ujian' },
};
