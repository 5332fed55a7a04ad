import { useQuery } from '@tanstack/react-query';

interface ScenicAnswer {
  code: number;
  data?: { name?: string };
}

export const PARK_NAME_KEY = ['park', 'name'] as const;

/** The attraction's own name for the console's title; the console's name until it answers. */
export function useParkName(): string {
  const { data } = useQuery({
    queryKey: PARK_NAME_KEY,
    queryFn: async () => {
      const response = await fetch('/api/index/index/getScenic', { headers: { langue: 'en' } });
      const body = (await response.json()) as ScenicAnswer;
      return body.code === 0 ? (body.data?.name ?? null) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? 'Console';
}
