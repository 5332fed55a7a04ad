import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { staffToken } from '#console/lib/session.ts';

/** Ends the session on the server; the browser forgets it even when the server had already. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/console/auth/logout', { body: {} }).catch(() => null),
    onSettled: () => {
      staffToken.clear();
      client.clear();
    },
  });
}
