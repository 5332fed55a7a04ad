import { type ComponentType, lazy } from 'react';
import { loadAccountTexts } from '../../lib/i18n';
import type { RouteMeta } from '../route-table';

/** An account page: its code and its texts load side by side, so neither waits for the other. */
function accountPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => (await Promise.all([load(), loadAccountTexts()]))[0]);
}

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../../features/home/home-page'));
const LoginPage = accountPage(() => import('../../features/auth/login-page'));
const MyPage = accountPage(() => import('../../features/my/my-page'));
const HelpCentrePage = accountPage(() => import('../../features/help/help-centre-page'));
const AboutUsPage = accountPage(() => import('../../features/help/about-us-page'));
const AgreementsPage = accountPage(() => import('../../features/agreements/agreements-page'));
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
