import type { StaffLoginBody, StaffLoginData } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '#console/lib/me.ts';
import { api } from '#console/lib/request.ts';
import { staffToken } from '#console/lib/session.ts';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => api<StaffLoginData>('/console/auth/login', { body }),
    onSuccess: (data) => {
      staffToken.set(data.token);
      client.setQueryData(staffKeys.me(), data.staff);
    },
  });
}
