import { request } from '#web/lib/request.ts';

export interface CollectResult {
  id: number;
  collected: boolean;
}

/** Favourites (true) or unfavourites (false) a photograph; setting the same state twice is harmless. */
export async function collectScenery(body: {
  id: number;
  collect: boolean;
}): Promise<CollectResult> {
  const { data } = await request<CollectResult>('/index/index/collectScenery', {
    method: 'POST',
    body,
    loading: false,
  });
  return data;
}
