import type { DashboardMonth, DashboardToday } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  today: () => [...dashboardKeys.all, 'today'] as const,
  month: () => [...dashboardKeys.all, 'month'] as const,
};

/** Today's figures move all day: read again every minute while the page is open. */
export function useDashboardToday() {
  return useQuery({
    queryKey: dashboardKeys.today(),
    queryFn: ({ signal }) => api<DashboardToday>('/console/dashboard/today', { signal }),
    refetchInterval: 60_000,
  });
}

export function useDashboardMonth(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.month(),
    queryFn: ({ signal }) => api<DashboardMonth>('/console/dashboard/month', { signal }),
    enabled,
  });
}
