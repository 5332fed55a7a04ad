import { createHashRouter, Navigate } from 'react-router';
import { LoginPage } from '#console/features/auth/login-page.tsx';
import { PasswordPage } from '#console/features/auth/password-page.tsx';
import { ConsoleLayout } from './layout';
import { HomeRedirect, NoAccessPage, NotFoundPage } from './pages';
import { RequireScreen } from './require-screen';

/**
 * Hash routes under /console/, like the visitor app's: the server serves one index.html and a
 * reload never asks it for a path it does not know. Each screen's code loads when it opens.
 */
export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: '/password', element: <PasswordPage /> },
      { path: '/no-access', element: <NoAccessPage /> },
      {
        path: '/dashboard',
        element: <RequireScreen screen="dashboard" />,
        children: [
          { index: true, lazy: () => import('#console/features/dashboard/dashboard-route.tsx') },
        ],
      },
      {
        path: '/orders',
        element: <RequireScreen screen="orders" />,
        children: [
          { index: true, lazy: () => import('#console/features/orders/orders-route.tsx') },
          { path: ':id', lazy: () => import('#console/features/orders/order-detail-route.tsx') },
          {
            path: ':id/receipt',
            lazy: () => import('#console/features/receipts/receipt-route.tsx'),
          },
        ],
      },
      {
        path: '/refunds',
        element: <RequireScreen screen="refunds" />,
        children: [
          { index: true, lazy: () => import('#console/features/orders/refunds-route.tsx') },
        ],
      },
      {
        path: '/gate',
        element: <RequireScreen screen="gate" />,
        children: [{ index: true, lazy: () => import('#console/features/gate/gate-route.tsx') }],
      },
      {
        path: '/kitchen',
        element: <RequireScreen screen="kitchen" />,
        children: [
          { index: true, lazy: () => import('#console/features/kitchen/kitchen-route.tsx') },
        ],
      },
      {
        path: '/counter',
        element: <RequireScreen screen="counter" />,
        children: [
          { index: true, lazy: () => import('#console/features/counter/counter-route.tsx') },
        ],
      },
      {
        path: '/inbox',
        element: <RequireScreen screen="inbox" />,
        children: [{ index: true, lazy: () => import('#console/features/inbox/inbox-route.tsx') }],
      },
      {
        path: '/outbox',
        element: <RequireScreen screen="outbox" />,
        children: [
          { index: true, lazy: () => import('#console/features/outbox/outbox-route.tsx') },
        ],
      },
      {
        path: '/content/help',
        element: <RequireScreen screen="help" />,
        children: [{ index: true, lazy: () => import('#console/features/help/help-route.tsx') }],
      },
      {
        path: '/catalogue/tickets',
        element: <RequireScreen screen="tickets" />,
        children: [
          { index: true, lazy: () => import('#console/features/tickets/tickets-route.tsx') },
        ],
      },
      {
        path: '/catalogue/calendar',
        element: <RequireScreen screen="calendar" />,
        children: [
          { index: true, lazy: () => import('#console/features/tickets/calendar-route.tsx') },
        ],
      },
      {
        path: '/content/banners',
        element: <RequireScreen screen="banners" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/banners-route.tsx') },
        ],
      },
      {
        path: '/content/home',
        element: <RequireScreen screen="home" />,
        children: [{ index: true, lazy: () => import('#console/features/home/home-route.tsx') }],
      },
      {
        path: '/content/notices',
        element: <RequireScreen screen="notices" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/notices-route.tsx') },
        ],
      },
      {
        path: '/content/park',
        element: <RequireScreen screen="park" />,
        children: [{ index: true, lazy: () => import('#console/features/content/park-route.tsx') }],
      },
      {
        path: '/content/cameras',
        element: <RequireScreen screen="cameras" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/cameras-route.tsx') },
        ],
      },
      {
        path: '/content/weather',
        element: <RequireScreen screen="weather" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/weather-route.tsx') },
        ],
      },
      {
        path: '/content/reviews',
        element: <RequireScreen screen="reviews" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/reviews-route.tsx') },
        ],
      },
      {
        path: '/content/scenery',
        element: <RequireScreen screen="scenery" />,
        children: [
          { index: true, lazy: () => import('#console/features/content/scenery-route.tsx') },
        ],
      },
      {
        path: '/catalogue/goods',
        element: <RequireScreen screen="goods" />,
        children: [
          { index: true, lazy: () => import('#console/features/catalogue/goods-route.tsx') },
        ],
      },
      {
        path: '/catalogue/promotions',
        element: <RequireScreen screen="promotions" />,
        children: [
          { index: true, lazy: () => import('#console/features/promotions/promotions-route.tsx') },
        ],
      },
      {
        path: '/catalogue/gift-cards',
        element: <RequireScreen screen="giftCards" />,
        children: [
          { index: true, lazy: () => import('#console/features/gift-cards/gift-cards-route.tsx') },
        ],
      },
      {
        path: '/content/vr',
        element: <RequireScreen screen="vr" />,
        children: [{ index: true, lazy: () => import('#console/features/vr/vr-route.tsx') }],
      },
      {
        path: '/staff',
        element: <RequireScreen screen="staff" />,
        children: [{ index: true, lazy: () => import('#console/features/staff/staff-route.tsx') }],
      },
      {
        path: '/settings/tax',
        element: <RequireScreen screen="tax" />,
        children: [
          { index: true, lazy: () => import('#console/features/receipts/tax-settings-route.tsx') },
        ],
      },
      {
        path: '/audit',
        element: <RequireScreen screen="audit" />,
        children: [{ index: true, lazy: () => import('#console/features/audit/audit-route.tsx') }],
      },
      {
        path: '/privacy',
        element: <RequireScreen screen="privacy" />,
        children: [
          { index: true, lazy: () => import('#console/features/privacy/privacy-route.tsx') },
        ],
      },
      {
        path: '/e-invoices',
        element: <RequireScreen screen="eInvoices" />,
        children: [
          { index: true, lazy: () => import('#console/features/e-invoices/e-invoices-route.tsx') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
