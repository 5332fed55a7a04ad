import { lazy } from 'react';
import type { RouteMeta } from '../route-table';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../../features/home/home-page'));
const LoginPage = lazy(() => import('../../features/auth/login-page'));
const MyPage = lazy(() => import('../../features/my/my-page'));
const HelpCentrePage = lazy(() => import('../../features/help/help-centre-page'));
const AboutUsPage = lazy(() => import('../../features/help/about-us-page'));
const AgreementsPage = lazy(() => import('../../features/agreements/agreements-page'));
const PlaceholderPage = lazy(() => import('./placeholder-page'));

const PAGES: Record<string, ReturnType<typeof lazy>> = {
  '/': HomePage,
  '/login': LoginPage,
  '/my': MyPage,
  // Labels per DESIGN §3.2: /about is the help centre, /my/help is about us.
  '/about': HelpCentrePage,
  '/my/help': AboutUsPage,
  '/xieyi': AgreementsPage,
};

/** The page a route renders; routes whose issue has not landed yet show a placeholder. */
export function PageFor({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.path];
  return Page ? <Page /> : <PlaceholderPage title={route.title} />;
}
