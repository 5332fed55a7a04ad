import type {
  Staff,
  StaffCreateBody,
  StaffEnabledBody,
  StaffPasswordResetBody,
  StaffRolesBody,
  StaffUnlockBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const staffListKeys = {
  all: ['staff-accounts'] as const,
  list: () => [...staffListKeys.all, 'list'] as const,
};

export function useStaffList() {
  return useQuery({
    queryKey: staffListKeys.list(),
    queryFn: ({ signal }) => api<{ list: Staff[] }>('/console/staff/list', { signal }),
  });
}

/** Every change to an account answers with the account; the list is read again after it. */
function useStaffChange<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Staff>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: staffListKeys.all }),
  });
}

export const useCreateStaff = () => useStaffChange<StaffCreateBody>('/console/staff/create');
export const useStaffRoles = () => useStaffChange<StaffRolesBody>('/console/staff/roles');
export const useStaffEnabled = () => useStaffChange<StaffEnabledBody>('/console/staff/enabled');
export const useResetStaffPassword = () =>
  useStaffChange<StaffPasswordResetBody>('/console/staff/password');
export const useUnlockStaff = () => useStaffChange<StaffUnlockBody>('/console/staff/unlock');
