import type { Staff } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './request';
import { staffToken } from './session';

/** Query keys of the signed-in staff member (one factory, so invalidation names the same key). */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => api<Staff>('/console/auth/me', { signal }),
    enabled: staffToken.get() !== null,
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in staff member, or undefined while loading or when nobody is signed in. */
export function useMe() {
  return useQuery(meQuery());
}
