import { type ComponentType, lazy } from 'react';
import { loadAccountTexts, loadGoodsTexts, loadOrderTexts, loadSceneryTexts } from '../../lib/i18n';
import { CART_PATH, type RouteMeta, VR_PATH } from '../route-table';

/** A page whose code and texts load side by side, so neither waits for the other. */
function withTexts(loadTexts: () => Promise<unknown>) {
  return (load: () => Promise<{ default: ComponentType }>) =>
    lazy(async () => (await Promise.all([load(), loadTexts()]))[0]);
}

/** An account page, with the `account` texts. */
const accountPage = withTexts(loadAccountTexts);
/** A ticket or order page, with the `orders` texts. */
const orderPage = withTexts(loadOrderTexts);
/** A store, rental or food page (and their checkouts), with the `goods` texts. */
const goodsPage = withTexts(loadGoodsTexts);
/** A scenery image, live camera or VR page, with the `scenery` texts. */
const sceneryPage = withTexts(loadSceneryTexts);

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../../features/home/home-page'));
const LoginPage = accountPage(() => import('../../features/auth/login-page'));
const MyPage = accountPage(() => import('../../features/my/my-page'));
const HelpCentrePage = accountPage(() => import('../../features/help/help-centre-page'));
const AboutUsPage = accountPage(() => import('../../features/help/about-us-page'));
const AgreementsPage = accountPage(() => import('../../features/agreements/agreements-page'));
const TicketListPage = orderPage(() => import('../../features/tickets/ticket-list-page'));
const TicketDetailPage = orderPage(() => import('../../features/tickets/ticket-detail-page'));
const OrderListPage = orderPage(() => import('../../features/orders/order-list-page'));
const NoUseListPage = orderPage(() => import('../../features/orders/no-use-list-page'));
const TicketOrderPage = orderPage(() => import('../../features/orders/ticket-order-page'));
const TicketSlipPage = orderPage(() => import('../../features/orders/ticket-slip-page'));
const TicketPayPage = orderPage(() => import('../../features/orders/ticket-pay-page'));
const PayRecordPage = orderPage(() => import('../../features/orders/pay-record-page'));
const WeatherPage = orderPage(() => import('../../features/weather/weather-page'));
const ShopListPage = goodsPage(() => import('../../features/goods/shop-list-page'));
const ShopDetailPage = goodsPage(() => import('../../features/goods/shop-detail-page'));
const RentalListPage = goodsPage(() => import('../../features/goods/rental-list-page'));
const RentalDetailPage = goodsPage(() => import('../../features/goods/rental-detail-page'));
const FoodMenuPage = goodsPage(() => import('../../features/goods/food-menu-page'));
const FoodDetailPage = goodsPage(() => import('../../features/goods/food-detail-page'));
const CartPage = goodsPage(() => import('../../features/goods/cart-page'));
const ShopPayPage = goodsPage(() => import('../../features/goods/checkout/shop-pay-page'));
const RentalPayPage = goodsPage(() => import('../../features/goods/checkout/rental-pay-page'));
const FoodPayPage = goodsPage(() => import('../../features/goods/checkout/food-pay-page'));
const ShopOrderPage = goodsPage(() => import('../../features/orders/shop-order-page'));
const FoodOrderPage = goodsPage(() => import('../../features/orders/food-order-page'));
const RentalOrderPage = goodsPage(() => import('../../features/orders/rental-order-page'));
const CreateCommentPage = goodsPage(() => import('../../features/orders/create-comment-page'));
const SceneryListPage = sceneryPage(() => import('../../features/scenery/scenery-list-page'));
const SceneryDetailPage = sceneryPage(() => import('../../features/scenery/scenery-detail-page'));
const VideoLivePage = sceneryPage(() => import('../../features/live/video-live-page'));
const VrTourPage = sceneryPage(() => import('../../features/vr/vr-tour-page'));
const ImagePayPage = sceneryPage(() => import('../../features/orders/image-pay-page'));
const ImageOrderPage = sceneryPage(() => import('../../features/orders/image-order-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The page of each path of the route table; a test checks that none is missing. */
export const PAGES: Record<string, ReturnType<typeof lazy>> = {
  '/': HomePage,
  '/login': LoginPage,
  '/my': MyPage,
  // Labels per DESIGN §3.2: /about is the help centre, /my/help is about us.
  '/about': HelpCentrePage,
  '/my/help': AboutUsPage,
  '/xieyi': AgreementsPage,
  '/ticket': TicketListPage,
  '/ticket/detail': TicketDetailPage,
  '/order': OrderListPage,
  '/noUseList': NoUseListPage,
  '/order/ticketDetail': TicketOrderPage,
  '/order/piaoju': TicketSlipPage,
  '/order/ticketPay': TicketPayPage,
  '/index/weather': WeatherPage,
  '/payRecord': PayRecordPage,
  '/shop': ShopListPage,
  '/shop/detail': ShopDetailPage,
  '/zulin/index': RentalListPage,
  '/zulin/detail': RentalDetailPage,
  '/dianCan': FoodMenuPage,
  '/dianCan/detail': FoodDetailPage,
  [CART_PATH]: CartPage,
  // Checkout: the store's cart, a rental's dates, the food cart (DESIGN §3.9, docs/decisions/007).
  '/order/shopPay': ShopPayPage,
  '/order/zulinPay': RentalPayPage,
  '/order/commonPay': FoodPayPage,
  '/order/shopDetail': ShopOrderPage,
  '/order/dianCanDetail': FoodOrderPage,
  '/order/commonDetail': RentalOrderPage,
  '/order/createComment': CreateCommentPage,
  '/order/imagePay': ImagePayPage,
  '/order/imageDetail': ImageOrderPage,
  '/scene/list/:collect?': SceneryListPage,
  '/scene/detail': SceneryDetailPage,
  '/online/videoLive': VideoLivePage,
  [VR_PATH]: VrTourPage,
  '/my/payRecord': PayRecordPage,
};

/** The page a route renders; an address outside the route table shows the not-found page. */
export function PageFor({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.path] ?? NotFoundPage;
  return <Page />;
}
