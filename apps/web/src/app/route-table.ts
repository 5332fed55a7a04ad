/** Every route of SPEC §2 with its flags; the router, the guard and the header read this table. */
export interface RouteMeta {
  /** The path as react-router matches it. */
  path: string;
  /** i18n key of the page title. */
  title: string;
  /** Login required (SPEC §2 "login"). */
  login?: boolean;
  /** Kept mounted when left (SPEC §2 "keep"). */
  keep?: boolean;
  /** Which bottom tab bar the page shows. */
  tabBar?: 'four' | 'five';
}

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
/** The spec names no route for the online VR tour of the side menu; this is ours. */
export const VR_PATH = '/online/vr';
/** The spec shows a cart page without its path; this is ours. */
export const CART_PATH = '/cart';
/** My centre's gift cards: not in the spec; named like its other pages. */
export const GIFT_CARDS_PATH = '/my/giftCards';
/** A paid order's receipt, under the order pages: not in the spec. */
export const RECEIPT_PATH = '/order/receipt';
/** My centre › Your data (decision 045): not in the spec; named like its other pages. */
export const YOUR_DATA_PATH = '/my/data';

export const ROUTES: readonly RouteMeta[] = [
  { path: '/', title: 'pages.home', keep: true, tabBar: 'five' },
  { path: '/ticket', title: 'pages.ticket', keep: true, tabBar: 'four' },
  { path: '/ticket/detail', title: 'pages.ticketDetail' },
  { path: '/shop', title: 'pages.shop', tabBar: 'four' },
  { path: '/shop/detail', title: 'pages.shopDetail' },
  { path: '/zulin/index', title: 'pages.rental' },
  { path: '/zulin/detail', title: 'pages.rentalDetail' },
  { path: '/dianCan', title: 'pages.food', keep: true },
  { path: '/dianCan/detail', title: 'pages.foodDetail' },
  // The store's cart; the spec shows the page but not its path.
  { path: CART_PATH, title: 'pages.cart' },
  { path: '/scene/list/:collect?', title: 'pages.sceneryList', login: true },
  { path: '/scene/detail', title: 'pages.sceneryDetail' },
  { path: '/online/videoLive', title: 'pages.videoLive' },
  { path: VR_PATH, title: 'pages.vr' },
  { path: '/order', title: 'pages.orders', keep: true, login: true },
  { path: '/noUseList', title: 'pages.noUse', login: true },
  { path: '/payRecord', title: 'pages.payRecord', login: true },
  { path: '/my/payRecord', title: 'pages.payRecord', login: true },
  // The visitor's gift cards (decision 042); the spec has no page for them, this path is ours.
  { path: GIFT_CARDS_PATH, title: 'pages.giftCards', login: true },
  // What the park holds on the visitor: a copy, corrections, closing the account (decision 045).
  { path: YOUR_DATA_PATH, title: 'pages.yourData', login: true },
  { path: '/my', title: 'pages.my', keep: true, tabBar: 'four' },
  { path: '/my/help', title: 'pages.aboutUs' },
  { path: '/about', title: 'pages.helpCentre' },
  { path: LOGIN_PATH, title: 'pages.login' },
  { path: '/index/weather', title: 'pages.weather' },
  { path: '/xieyi', title: 'pages.agreements' },
  { path: '/order/shopPay', title: 'pages.shopPay', login: true },
  { path: '/order/ticketDetail', title: 'pages.orderTicketDetail', login: true },
  { path: '/order/commonPay', title: 'pages.commonPay', login: true },
  { path: '/order/commonDetail', title: 'pages.commonDetail', login: true },
  { path: '/order/imagePay', title: 'pages.imagePay', login: true },
  { path: '/order/piaoju', title: 'pages.ticketSlip', login: true },
  { path: '/order/imageDetail', title: 'pages.imageDetail', login: true },
  { path: '/order/dianCanDetail', title: 'pages.foodOrderDetail', login: true },
  { path: '/order/shopDetail', title: 'pages.shopOrderDetail', login: true },
  { path: '/order/ticketPay', title: 'pages.ticketPay', login: true },
  { path: '/order/zulinPay', title: 'pages.rentalPay', login: true },
  { path: '/order/createComment', title: 'pages.createComment' },
  // A paid order's receipt and credit notes (decision 044); the spec has none, this path is ours.
  { path: RECEIPT_PATH, title: 'pages.receipt', login: true },
];

/** The spelling one link uses for the rental list; it redirects (DESIGN §3.2). */
export const RENTAL_ALIAS_PATH = '/zunlin/index';

/** Matches a pathname against a route path with an optional trailing `:param?` segment. */
export function matchesRoute(route: Pick<RouteMeta, 'path'>, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const optional = route.path.match(/^(.*)\/:[^/]+\?$/);
  if (optional) {
    const base = optional[1] ?? '';
    if (clean === base) return true;
    return clean.startsWith(`${base}/`) && !clean.slice(base.length + 1).includes('/');
  }
  return clean === route.path;
}

export function findRoute(pathname: string): RouteMeta | undefined {
  return ROUTES.find((route) => matchesRoute(route, pathname));
}
