import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { HashRouter } from 'react-router';
import { queryClient } from '#web/lib/query-client.ts';
import { KitConfig } from './kit-config';
import { Shell } from './shell';

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <Suspense fallback={null}>
            <KitConfig>
              <Shell />
            </KitConfig>
          </Suspense>
        </HashRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
