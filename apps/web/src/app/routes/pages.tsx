import { type ComponentType, lazy } from 'react';
import {
  loadAccountTexts,
  loadGoodsTexts,
  loadOrderTexts,
  loadSceneryTexts,
} from '#web/lib/i18n.ts';
import {
  CART_PATH,
  GIFT_CARDS_PATH,
  RECEIPT_PATH,
  type RouteMeta,
  VR_PATH,
  YOUR_DATA_PATH,
} from '../route-table';

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
const HomePage = lazy(() => import('#web/features/home/home-page.tsx'));
const LoginPage = accountPage(() => import('#web/features/auth/login-page.tsx'));
const MyPage = accountPage(() => import('#web/features/my/my-page.tsx'));
const HelpCentrePage = accountPage(() => import('#web/features/help/help-centre-page.tsx'));
const AboutUsPage = accountPage(() => import('#web/features/help/about-us-page.tsx'));
const AgreementsPage = accountPage(() => import('#web/features/agreements/agreements-page.tsx'));
const YourDataPage = accountPage(() => import('#web/features/privacy/your-data-page.tsx'));
const TicketListPage = orderPage(() => import('#web/features/tickets/ticket-list-page.tsx'));
const TicketDetailPage = orderPage(() => import('#web/features/tickets/ticket-detail-page.tsx'));
const OrderListPage = orderPage(() => import('#web/features/orders/order-list-page.tsx'));
const NoUseListPage = orderPage(() => import('#web/features/orders/no-use-list-page.tsx'));
const TicketOrderPage = orderPage(() => import('#web/features/orders/ticket-order-page.tsx'));
const TicketSlipPage = orderPage(() => import('#web/features/orders/ticket-slip-page.tsx'));
const TicketPayPage = orderPage(() => import('#web/features/orders/ticket-pay-page.tsx'));
const PayRecordPage = orderPage(() => import('#web/features/orders/pay-record-page.tsx'));
const GiftCardsPage = orderPage(() => import('#web/features/gift-cards/gift-cards-page.tsx'));
const WeatherPage = orderPage(() => import('#web/features/weather/weather-page.tsx'));
const ShopListPage = goodsPage(() => import('#web/features/goods/shop-list-page.tsx'));
const ShopDetailPage = goodsPage(() => import('#web/features/goods/shop-detail-page.tsx'));
const RentalListPage = goodsPage(() => import('#web/features/goods/rental-list-page.tsx'));
const RentalDetailPage = goodsPage(() => import('#web/features/goods/rental-detail-page.tsx'));
const FoodMenuPage = goodsPage(() => import('#web/features/goods/food-menu-page.tsx'));
const FoodDetailPage = goodsPage(() => import('#web/features/goods/food-detail-page.tsx'));
const CartPage = goodsPage(() => import('#web/features/goods/cart-page.tsx'));
const ShopPayPage = goodsPage(() => import('#web/features/goods/checkout/shop-pay-page.tsx'));
const RentalPayPage = goodsPage(() => import('#web/features/goods/checkout/rental-pay-page.tsx'));
const FoodPayPage = goodsPage(() => import('#web/features/goods/checkout/food-pay-page.tsx'));
const ShopOrderPage = goodsPage(() => import('#web/features/orders/shop-order-page.tsx'));
const FoodOrderPage = goodsPage(() => import('#web/features/orders/food-order-page.tsx'));
const RentalOrderPage = goodsPage(() => import('#web/features/orders/rental-order-page.tsx'));
const CreateCommentPage = goodsPage(() => import('#web/features/orders/create-comment-page.tsx'));
const SceneryListPage = sceneryPage(() => import('#web/features/scenery/scenery-list-page.tsx'));
const SceneryDetailPage = sceneryPage(
  () => import('#web/features/scenery/scenery-detail-page.tsx'),
);
const VideoLivePage = sceneryPage(() => import('#web/features/live/video-live-page.tsx'));
const VrTourPage = sceneryPage(() => import('#web/features/vr/vr-tour-page.tsx'));
const ImagePayPage = sceneryPage(() => import('#web/features/orders/image-pay-page.tsx'));
const ImageOrderPage = sceneryPage(() => import('#web/features/orders/image-order-page.tsx'));
const ReceiptPage = orderPage(() => import('#web/features/orders/receipt-page.tsx'));
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
  [GIFT_CARDS_PATH]: GiftCardsPage,
  [RECEIPT_PATH]: ReceiptPage,
  [YOUR_DATA_PATH]: YourDataPage,
};

/** The page a route renders; an address outside the route table shows the not-found page. */
export function PageFor({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.path] ?? NotFoundPage;
  return <Page />;
}
