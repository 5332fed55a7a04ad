/**
 * Every query key of the visitor app, built in one place. A feature that makes another's answers
 * stale (an order placed makes the visitor's orders stale) names them through these factories,
 * never through a literal array that has to be kept in step by hand. Each group's shorter keys
 * are the prefixes of its longer ones, so invalidating `queryKeys.orders.all` reaches every
 * order query, and `queryKeys.tickets.infoOf(7)` every language of ticket 7.
 *
 * The shapes are stored: seen-store.ts keeps the home content and opened orders on the phone under
 * these keys, so changing a shape leaves what phones kept unfound (it is asked again, no worse).
 */

/** Answers that are the same for every visitor, kept on the phone and shown at once next time. */
export const SHARED_ROOTS = ['index-data', 'banners', 'notices', 'scenic', 'weather'] as const;

export const queryKeys = {
  home: {
    data: (locale: string) => ['index-data', locale] as const,
    banners: (locale: string) => ['banners', locale] as const,
    notices: (locale: string) => ['notices', locale] as const,
  },
  scenic: (locale: string) => ['scenic', locale] as const,
  weather: (locale: string) => ['weather', locale] as const,
  weatherGuarantee: (locale: string) => ['weather-guarantee', locale] as const,
  rules: (locale: string) => ['rules', locale] as const,
  help: (locale: string) => ['help', locale] as const,
  areaCodes: (locale: string) => ['area-codes', locale] as const,
  appIds: () => ['app-ids'] as const,
  /** The visitor's profile, per session: a new session never reads the last one's. */
  user: {
    all: ['user'] as const,
    of: (token: string | null) => ['user', token] as const,
  },
  /**
   * Where the visitor stands with the privacy notice, and what closing their account would do,
   * per session (decision 045). Never kept on the phone.
   */
  privacy: {
    all: ['privacy'] as const,
    status: (token: string | null) => ['privacy', 'status', token] as const,
    closePreview: (token: string | null) => ['privacy', 'close-preview', token] as const,
  },
  /**
   * The visitor's gift cards, per session: one account's cards (codes and PINs) never show for
   * another. Never kept on the phone.
   */
  giftCards: {
    all: ['gift-cards'] as const,
    mine: (token: string | null) => ['gift-cards', 'mine', token] as const,
  },
  tickets: {
    all: ['tickets'] as const,
    list: (locale: string) => ['tickets', 'list', locale] as const,
    infoOf: (id: number) => ['tickets', 'info', id] as const,
    info: (id: number, locale: string, from: string | null) =>
      ['tickets', 'info', id, locale, from] as const,
  },
  goods: {
    all: ['goods'] as const,
    list: (kind: string, typeId: number, keyword: string, locale: string) =>
      ['goods', 'list', kind, typeId, keyword, locale] as const,
    detail: (id: number, locale: string) => ['goods', 'detail', id, locale] as const,
    comments: (goodsId: number, locale: string) => ['goods', 'comments', goodsId, locale] as const,
    types: (kind: string, locale: string) => ['goods', 'types', kind, locale] as const,
    menu: (kind: string, locale: string) => ['goods', 'menu', kind, locale] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (kind: string, status: string, group: string, locale: string) =>
      ['orders', 'list', kind, status, group, locale] as const,
    /** Every order opened, in any language: the ones seen-store.ts keeps for the session. */
    details: ['orders', 'detail'] as const,
    detail: (id: number, locale: string) => ['orders', 'detail', id, locale] as const,
    payRecords: (locale: string) => ['orders', 'pay-records', locale] as const,
    rescheduleDays: (ticketId: number | null) => ['orders', 'reschedule-days', ticketId] as const,
    /** What moving the order's ticket to each date would cost (stale with the order it prices). */
    changePrices: (orderId: number) => ['orders', 'change-prices', orderId] as const,
    /** The visitor's ticket orders on the given heavy-rain days (any order). */
    rainDays: (dates: readonly string[], locale: string) =>
      ['orders', 'rain-days', [...dates].sort().join(','), locale] as const,
    /** An order's receipt and credit notes (stale with the order: a refund adds a note). */
    receipts: (id: number, locale: string) => ['orders', 'receipts', id, locale] as const,
    /** Whether an order can have an e-invoice of its own, and its state once asked for. */
    eInvoice: (id: number) => ['orders', 'e-invoice', id] as const,
  },
  /** A pass's QR picture, made on the phone from its code. */
  qr: (code: string) => ['qr', code] as const,
  scenery: {
    lists: ['scenery', 'list'] as const,
    list: (favourites: boolean, locale: string) =>
      ['scenery', 'list', favourites ? 'collect' : 'all', locale] as const,
    detailOf: (id: number) => ['scenery', 'detail', id] as const,
    detail: (id: number, locale: string) => ['scenery', 'detail', id, locale] as const,
  },
  live: {
    cameras: (locale: string) => ['live', 'cameras', locale] as const,
  },
  vr: {
    scenes: (locale: string) => ['vr', 'scenes', locale] as const,
  },
};
