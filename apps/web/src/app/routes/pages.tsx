import { type ComponentType, lazy } from 'react';
import { loadAccountTexts, loadOrderTexts } from '../../lib/i18n';
import type { RouteMeta } from '../route-table';

/** An account page: its code and its texts load side by side, so neither waits for the other. */
function accountPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => (await Promise.all([load(), loadAccountTexts()]))[0]);
}

/** A ticket or order page: its code and the `orders` texts load side by side. */
function orderPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => (await Promise.all([load(), loadOrderTexts()]))[0]);
}

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
const PlaceholderPage = lazy(() => import('./placeholder-page'));

const PAGES: Record<string, ReturnType<typeof lazy>> = {
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
  '/my/payRecord': PayRecordPage,
};

/** The page a route renders; routes whose issue has not landed yet show a placeholder. */
export function PageFor({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.path];
  return Page ? <Page /> : <PlaceholderPage title={route.title} />;
}
