import type {
  CameraSaveBody,
  ConsoleCamera,
  ConsolePark,
  ConsoleWeatherGuarantee,
  CoordinatesSaveBody,
  ParkInfoSaveBody,
  RainDayAddBody,
  RainDayRemoveBody,
  WeatherGuaranteeSaveBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PARK_NAME_KEY } from '#console/lib/park-name.ts';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';
import { contentKeys } from './content';

export const parkKeys = {
  park: () => [...contentKeys.all, 'park'] as const,
  cameras: () => [...contentKeys.all, 'cameras'] as const,
  guarantee: () => [...contentKeys.all, 'weather-guarantee'] as const,
};

export function usePark() {
  return useQuery({
    queryKey: parkKeys.park(),
    queryFn: ({ signal }) => api<ConsolePark>('/console/content/park', { signal }),
  });
}

export function useCameras() {
  return useQuery({
    queryKey: parkKeys.cameras(),
    queryFn: ({ signal }) => api<{ list: ConsoleCamera[] }>('/console/content/cameras', { signal }),
  });
}

export function useWeatherGuarantee() {
  return useQuery({
    queryKey: parkKeys.guarantee(),
    queryFn: ({ signal }) =>
      api<ConsoleWeatherGuarantee>('/console/content/weather-guarantee', { signal }),
  });
}

/** A save whose answer is the whole screen's data again: it replaces what the screen shows. */
function useReplacingSave<Body, Answer>(
  path: string,
  key: readonly unknown[],
  alsoStale?: readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSuccess: (answer) => {
      showSaved(client, key, answer);
      if (alsoStale) void client.invalidateQueries({ queryKey: alsoStale });
    },
  });
}

/** The console's title is the park's name (park-name.ts): it follows a rename. */
export const useSaveParkInfo = () =>
  useReplacingSave<ParkInfoSaveBody, ConsolePark>(
    '/console/content/park/save',
    parkKeys.park(),
    PARK_NAME_KEY,
  );
export const useSaveCoordinates = () =>
  useReplacingSave<CoordinatesSaveBody, ConsolePark>(
    '/console/content/park/coordinates/save',
    parkKeys.park(),
  );
export const useSaveGuaranteeTexts = () =>
  useReplacingSave<WeatherGuaranteeSaveBody, ConsoleWeatherGuarantee>(
    '/console/content/weather-guarantee/save',
    parkKeys.guarantee(),
  );
export const useAddRainDay = () =>
  useReplacingSave<RainDayAddBody, ConsoleWeatherGuarantee>(
    '/console/content/rain-days/add',
    parkKeys.guarantee(),
  );
export const useRemoveRainDay = () =>
  useReplacingSave<RainDayRemoveBody, ConsoleWeatherGuarantee>(
    '/console/content/rain-days/remove',
    parkKeys.guarantee(),
  );

/** Camera saves and deletes re-read the list: the table shows what visitors see. */
function useCameraChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: parkKeys.cameras() }),
  });
}

export const useSaveCamera = () =>
  useCameraChange<CameraSaveBody, ConsoleCamera>('/console/content/cameras/save');
export const useDeleteCamera = () =>
  useCameraChange<{ id: number }, null>('/console/content/cameras/delete');
