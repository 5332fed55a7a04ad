import { lazy } from 'react';
import type { RouteMeta } from '../route-table';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../../features/home/home-page'));
const PlaceholderPage = lazy(() => import('./placeholder-page'));

/** The page a route renders; everything but home is a placeholder until its issue lands. */
export function PageFor({ route }: { route: RouteMeta }) {
  if (route.path === '/') return <HomePage />;
  return <PlaceholderPage title={route.title} />;
}
