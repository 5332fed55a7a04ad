import type { Locale, LocalizedText, SceneLook } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localize } from '#server/lib/localize.ts';
import type { PublishedCache } from '#server/lib/published-cache.ts';
import { publishedSetting } from '#server/modules/settings/store.ts';

type StoredHotspot = Omit<SceneLook['hotspots'][number], 'label'> & { label: LocalizedText };
type StoredScene = Omit<SceneLook, 'title' | 'hotspots'> & {
  title: LocalizedText;
  hotspots: StoredHotspot[];
};

/** The VR tour as visitors walk it: its scenes and hotspots in their language. */
export function createVrReader(deps: { db: Db; published: PublishedCache }) {
  async function sceneLook(locale: Locale): Promise<string> {
    const stored = await publishedSetting<StoredScene[]>(deps.db, 'scene_look');
    const list: SceneLook[] = stored.map((scene) => ({
      ...scene,
      title: localize(scene.title, locale),
      hotspots: scene.hotspots.map((spot) => ({ ...spot, label: localize(spot.label, locale) })),
    }));
    return JSON.stringify(list);
  }
  return {
    /** The tour's scenes as a JSON string (the home data's `sceneLook`). */
    sceneLook: (locale: Locale) =>
      deps.published.cached(`sceneLook:${locale}`, () => sceneLook(locale)),
  };
}

export type VrReader = ReturnType<typeof createVrReader>;
