import type { StaffPasswordChangeBody } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '#console/lib/me.ts';
import { api } from '#console/lib/request.ts';

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPasswordChangeBody) => api<null>('/console/auth/password', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.me() }),
  });
}
