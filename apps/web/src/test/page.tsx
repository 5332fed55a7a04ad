import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { byTestId, render, waitFor } from './render';

/** Shows where the router is and how it got there (PUSH or REPLACE). */
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="where">{`${type} ${location.pathname}${location.search}`}</output>;
}

/** Renders one page at `path` with a fresh query cache; any other route shows where it went. */
export async function renderPage(
  page: ReactNode,
  { path, at = path, state }: { path: string; at?: string; state?: unknown },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: at.split('?')[0],
            search: at.includes('?') ? `?${at.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<Where />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { view, client };
}

/** Waits until every query the page started has its answer (and the page has drawn it). */
export const dataArrived = (client: QueryClient) => waitFor(() => client.isFetching() === 0);

export const whereNow = (view: HTMLElement) =>
  waitFor(() => byTestId(view, 'where')?.textContent ?? null);

/** Where the page went at once, or null while it stays (read off the router's probe above). */
export const wentTo = (view: HTMLElement) => byTestId(view, 'where')?.textContent ?? null;
