import { Activity, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loadAccountTexts } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { getToken, LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';
import { guardRedirect } from './guard';
import { CustomerService } from './layout/customer-service';
import { Header } from './layout/header';
import { TabBar } from './layout/tab-bar';
import { findRoute, LOGIN_PATH, RENTAL_ALIAS_PATH, ROUTES, type RouteMeta } from './route-table';
import { PageFor } from './routes/pages';

/** The privacy notice asked again when a new version is out, with its texts (decision 045). */
const NoticeGate = lazy(
  async () =>
    (
      await Promise.all([
        import('#web/features/privacy/components/notice-gate.tsx'),
        loadAccountTexts(),
      ])
    )[0],
);
/** Pages where the notice is read or signed in to: the gate waits until the visitor leaves them. */
const WITHOUT_NOTICE_GATE = new Set([LOGIN_PATH, '/xieyi']);

const KEEP_ROUTES = ROUTES.filter((route) => route.keep);
const NOT_FOUND: RouteMeta = { path: '*', title: 'pages.notFound' };

function PageFallback() {
  return <div className="page-fallback" aria-hidden="true" />;
}

/** Remembers scroll positions of kept pages, so returning to one lands where the visitor left it. */
function useScrollMemory(pathname: string, kept: boolean) {
  const positions = useRef(new Map<string, number>());
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    positions.current.set(previous.current, window.scrollY);
    previous.current = pathname;
    window.scrollTo(0, kept ? (positions.current.get(pathname) ?? 0) : 0);
  }, [pathname, kept]);
}

/** Header, page and tab bar of the current route, with the login guard and the kept pages. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  const { token } = useSession();
  const lastPath = useRef<string | null>(null);
  const [visitedKeep, setVisitedKeep] = useState<readonly string[]>([]);

  const redirect = guardRedirect({ to: pathname, from: lastPath.current, hasToken: !!getToken() });
  const route = findRoute(pathname) ?? NOT_FOUND;
  const activeKeep = !redirect && route.keep ? route.path : null;

  // A kept page is remembered as it is first shown, while this render runs: set from an effect,
  // it made React render the whole page a second time, in one piece, just after the first.
  if (activeKeep && !visitedKeep.includes(activeKeep)) {
    setVisitedKeep([...visitedKeep, activeKeep]);
  }

  useEffect(() => {
    if (!redirect) lastPath.current = pathname;
  }, [pathname, redirect]);

  useScrollMemory(pathname, !!route.keep);

  useEffect(() => {
    document.title = t(route.title);
  }, [route.title, t]);

  if (pathname === RENTAL_ALIAS_PATH) {
    return <Navigate to={{ pathname: '/zulin/index', search: location.search }} replace />;
  }
  if (redirect) {
    if (redirect === LOGIN_PATH) {
      // The login page (a later issue) returns the visitor here once they have a token.
      sessionStorage.setItem(LOGIN_REDIRECT_KEY, `${pathname}${location.search}`);
    }
    return <Navigate to={redirect} replace state={{ from: `${pathname}${location.search}` }} />;
  }

  const isHome = route.path === '/';
  return (
    <>
      <Header title={t(route.title)} isHome={isHome} />
      <main id="main" className={route.tabBar ? 'page page--with-tabs' : 'page'}>
        {KEEP_ROUTES.filter(
          (keep) => keep.path === activeKeep || visitedKeep.includes(keep.path),
        ).map((keep) => (
          <Activity key={keep.path} mode={keep.path === activeKeep ? 'visible' : 'hidden'}>
            <Suspense fallback={<PageFallback />}>
              <PageFor route={keep} />
            </Suspense>
          </Activity>
        ))}
        {!activeKeep && (
          <Suspense fallback={<PageFallback />}>
            <PageFor key={route.path} route={route} />
          </Suspense>
        )}
      </main>
      <CustomerService raised={!!route.tabBar} />
      {route.tabBar && <TabBar variant={route.tabBar} />}
      {token && !WITHOUT_NOTICE_GATE.has(route.path) && (
        <Suspense fallback={null}>
          <NoticeGate />
        </Suspense>
      )}
    </>
  );
}
