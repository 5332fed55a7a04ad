import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      // The request client already told the visitor what went wrong; retrying a 1001 or a bad
      // request would only repeat the toast.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
