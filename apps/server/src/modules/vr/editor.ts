import type {
  ConsoleVrScene,
  LocalizedText,
  vrSceneInputSchema,
  vrTourSaveBodySchema,
} from '@scenic/contracts';
import { allLanguages } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit, AuditRecord } from '#server/modules/audit/service.ts';
import * as settings from '#server/modules/settings/store.ts';

export interface VrEditorDeps {
  db: Db;
  audit: Audit;
  /** Called once a change is committed: every instance forgets its cached content (lib/content-changes.ts). */
  changed: () => void;
}

type SceneInput = z.output<typeof vrSceneInputSchema>;
type TourSave = z.output<typeof vrTourSaveBodySchema>;

/** A scene of the `scene_look` setting as stored: radians, as the visitors' viewer reads them. */
interface StoredScene {
  id: string;
  title: LocalizedText;
  panorama: string;
  thumb: string;
  hotspots: { target: string; yaw: number; pitch: number; label: LocalizedText }[];
}

const SETTING = 'scene_look';
const round = (value: number, places: number) => {
  const rounded = Math.round(value * 10 ** places) / 10 ** places;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** Stored radians (any turn) as the console's degrees: yaw in −180..180, pitch in −90..90. */
export function yawToDegrees(radians: number): number {
  let degrees = ((((radians * 180) / Math.PI) % 360) + 360) % 360;
  if (degrees > 180) degrees -= 360;
  return round(degrees, 2);
}
export function pitchToDegrees(radians: number): number {
  return round(Math.max(-90, Math.min(90, (radians * 180) / Math.PI)), 2);
}
/** The console's degrees as the radians Photo Sphere Viewer reads (a number is radians there). */
export const toRadians = (degrees: number) => round((degrees * Math.PI) / 180, 6);

const toConsoleScene = (scene: StoredScene): ConsoleVrScene => ({
  id: scene.id,
  title: allLanguages(scene.title),
  panorama: scene.panorama,
  thumb: scene.thumb,
  hotspots: scene.hotspots.map((spot) => ({
    target: spot.target,
    yaw: yawToDegrees(spot.yaw),
    pitch: pitchToDegrees(spot.pitch),
    label: allLanguages(spot.label),
  })),
});

const toStoredScene = (id: string, scene: SceneInput): StoredScene => ({
  id,
  title: scene.title,
  panorama: scene.panorama,
  thumb: scene.thumb,
  hotspots: scene.hotspots.map((spot) => ({
    target: spot.target,
    yaw: toRadians(spot.yaw),
    pitch: toRadians(spot.pitch),
    label: spot.label,
  })),
});

/** A slug from the English title (`Canopy walk` → `canopy-walk`), unique among `taken`. */
export function sceneIdFrom(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'scene';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

const vars = (prefix: string, text: LocalizedText) => ({
  [`${prefix}Zh`]: text.zh,
  [`${prefix}En`]: text.en,
  [`${prefix}Ma`]: text.ma,
});

/** Every hotspot leads to another scene of the tour: a missing or own scene is refused by name. */
function checkTargets(tour: StoredScene[]): void {
  const ids = new Set(tour.map((scene) => scene.id));
  for (const scene of tour) {
    for (const spot of scene.hotspots) {
      const named = { ...vars('scene', scene.title), ...vars('label', spot.label) };
      if (spot.target === scene.id) throw new AppError('vrTargetSelf', undefined, named);
      if (!ids.has(spot.target)) throw new AppError('vrTargetMissing', undefined, named);
    }
  }
}

/**
 * The online VR tour (the `scene_look` setting) as content staff edit it: the whole tour at once
 * (also how scenes are reordered), one scene, or a scene deleted. Each change is committed with its
 * audit row (before and after), and visitors see it on their next call.
 */
export function createVrEditor(deps: VrEditorDeps) {
  const { db, audit } = deps;

  async function load(trx: Transaction<Database>): Promise<StoredScene[]> {
    // One change at a time: two staff saving at once must not lose each other's scenes.
    await holdLock(trx, `setting:${SETTING}`);
    const stored = await settings.readSetting<StoredScene[]>(trx, SETTING);
    if (!stored) throw notFound();
    return stored;
  }

  /** Writes the tour and its audit row; answers the tour as the console reads it. */
  async function write(
    trx: Transaction<Database>,
    tour: StoredScene[],
    entry: Pick<AuditRecord, 'action' | 'target' | 'before' | 'after'>,
    actor: StaffActor,
  ): Promise<void> {
    checkTargets(tour);
    await settings.replaceSetting(trx, SETTING, tour);
    await audit.record(trx, { staffId: actor.staffId, ip: actor.ip, ...entry });
  }

  return {
    async tour(): Promise<ConsoleVrScene[]> {
      const stored = await settings.readSetting<StoredScene[]>(db, SETTING);
      if (!stored) throw notFound();
      return stored.map(toConsoleScene);
    },

    async saveTour(body: TourSave, actor: StaffActor): Promise<ConsoleVrScene[]> {
      const given = new Set<string>();
      for (const scene of body.scenes) {
        if (scene.id === undefined) continue;
        if (given.has(scene.id)) throw new AppError('validation', 'vrSceneIdTaken');
        given.add(scene.id);
      }
      const saved = await db.transaction().execute(async (trx) => {
        const before = await load(trx);
        const taken = new Set(given);
        const tour = body.scenes.map((scene) => {
          const id = scene.id ?? sceneIdFrom(scene.title.en, taken);
          taken.add(id);
          return toStoredScene(id, scene);
        });
        const after = tour.map(toConsoleScene);
        await write(
          trx,
          tour,
          {
            action: 'content.vr_tour_saved',
            target: `setting:${SETTING}`,
            before: before.map(toConsoleScene),
            after,
          },
          actor,
        );
        return after;
      });
      deps.changed();
      return saved;
    },

    async saveScene(body: SceneInput, actor: StaffActor): Promise<ConsoleVrScene> {
      const saved = await db.transaction().execute(async (trx) => {
        const tour = await load(trx);
        const index = body.id === undefined ? -1 : tour.findIndex((one) => one.id === body.id);
        if (body.id !== undefined && index < 0) throw notFound();
        const old = tour[index];
        const id = old?.id ?? sceneIdFrom(body.title.en, new Set(tour.map((one) => one.id)));
        const scene = toStoredScene(id, body);
        const next = old ? tour.with(index, scene) : [...tour, scene];
        const after = toConsoleScene(scene);
        await write(
          trx,
          next,
          {
            action: 'content.vr_scene_saved',
            target: `vr_scene:${id}`,
            before: old ? toConsoleScene(old) : null,
            after,
          },
          actor,
        );
        return after;
      });
      deps.changed();
      return saved;
    },

    /**
     * Deletes a scene. One that other scenes' hotspots lead to is refused, naming them: staff
     * remove or retarget those hotspots first, so no visitor meets a hotspot leading nowhere. The
     * last scene is refused too: the tour always has one.
     */
    async deleteScene(id: string, actor: StaffActor): Promise<null> {
      await db.transaction().execute(async (trx) => {
        const tour = await load(trx);
        const old = tour.find((one) => one.id === id);
        if (!old) throw notFound();
        if (tour.length === 1) throw new AppError('validation', 'vrScenesRequired');
        const from = tour.filter(
          (one) => one.id !== id && one.hotspots.some((spot) => spot.target === id),
        );
        if (from.length > 0) {
          const titles = (locale: keyof LocalizedText) =>
            from.map((one) => one.title[locale]).join(locale === 'zh' ? '”、“' : '", "');
          throw new AppError('vrSceneInUse', undefined, {
            ...vars('scene', old.title),
            fromZh: titles('zh'),
            fromEn: titles('en'),
            fromMa: titles('ma'),
          });
        }
        await write(
          trx,
          tour.filter((one) => one.id !== id),
          {
            action: 'content.vr_scene_deleted',
            target: `vr_scene:${id}`,
            before: toConsoleScene(old),
            after: null,
          },
          actor,
        );
      });
      deps.changed();
      return null;
    },
  };
}

export type VrEditor = ReturnType<typeof createVrEditor>;
