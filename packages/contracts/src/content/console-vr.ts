import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../common/validation.ts';
import { allLanguagesSchema, pictureAddress, translatedText } from './console-content.ts';

/**
 * The online VR tour as content staff edit it (decision 022). The console speaks degrees: yaw
 * −180..180 (0 is the middle of the equirectangular picture, positive to the right), pitch −90..90
 * (positive up). The stored `scene_look` setting and the visitors' `sceneLook` keep radians, as
 * Photo Sphere Viewer reads them; the server converts.
 */

/** A scene's id: a slug, as it appears in the preview link (`entrance`, `canopy-walk`). */
export const VR_SCENE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_VR_SCENE_ID = 40;
/** More scenes or hotspots than this is a mistake, not a tour. */
export const MAX_VR_SCENES = 100;
export const MAX_VR_HOTSPOTS = 30;

export const vrSceneId = z
  .string({ error: 'vrSceneIdInvalid' })
  .trim()
  .min(1, { error: 'vrSceneIdInvalid' })
  .max(MAX_VR_SCENE_ID, { error: 'vrSceneIdInvalid' })
  .regex(VR_SCENE_ID_PATTERN, { error: 'vrSceneIdInvalid' });

const degrees = (min: number, max: number, error: string) =>
  z.number({ error }).finite({ error }).min(min, { error }).max(max, { error });

/** Where on the panorama, in degrees: yaw −180..180, pitch −90..90. */
export const vrYaw = degrees(-180, 180, 'vrYawInvalid');
export const vrPitch = degrees(-90, 90, 'vrPitchInvalid');

export const vrHotspotInputSchema = z.object({
  /** The scene it leads to: another scene of the tour. */
  target: vrSceneId,
  yaw: vrYaw,
  pitch: vrPitch,
  label: translatedText(MAX_SHORT_TEXT),
});

/** One scene as the console sends it; without `id` the server makes one from its English title. */
export const vrSceneInputSchema = z.object({
  id: vrSceneId.optional(),
  title: translatedText(MAX_SHORT_TEXT),
  panorama: pictureAddress,
  thumb: pictureAddress,
  hotspots: z.array(vrHotspotInputSchema).max(MAX_VR_HOTSPOTS, { error: 'invalidValue' }),
});
export type VrSceneInput = z.input<typeof vrSceneInputSchema>;

/** Save one scene: with the id of a scene of the tour it replaces it, without one it is added last. */
export const vrSceneSaveBodySchema = vrSceneInputSchema;
export type VrSceneSaveBody = z.input<typeof vrSceneSaveBodySchema>;

/**
 * Save the whole tour, in the order visitors see it (this is also how scenes are reordered). Every
 * hotspot must lead to another scene of this list; at least one scene.
 */
export const vrTourSaveBodySchema = z.object({
  scenes: z
    .array(vrSceneInputSchema, { error: 'vrScenesRequired' })
    .min(1, { error: 'vrScenesRequired' })
    .max(MAX_VR_SCENES, { error: 'invalidValue' }),
});
export type VrTourSaveBody = z.input<typeof vrTourSaveBodySchema>;

export const vrSceneIdBodySchema = z.object({ id: vrSceneId });

/** A scene as the console reads it: every language, yaw and pitch in degrees. */
export const consoleVrSceneSchema = z.object({
  id: z.string(),
  title: allLanguagesSchema,
  panorama: z.string(),
  thumb: z.string(),
  hotspots: z.array(
    z.object({ target: z.string(), yaw: z.number(), pitch: z.number(), label: allLanguagesSchema }),
  ),
});
export type ConsoleVrScene = z.infer<typeof consoleVrSceneSchema>;
export type ConsoleVrHotspot = ConsoleVrScene['hotspots'][number];

export const consoleVrTourSchema = z.object({ scenes: z.array(consoleVrSceneSchema) });
export type ConsoleVrTour = z.infer<typeof consoleVrTourSchema>;

/** Widest a panorama is kept (an equirectangular picture, twice as wide as tall): decision 022. */
export const MAX_PANORAMA_WIDTH = 4096;
/** Largest panorama staff may upload (a 360° camera's JPEG); it is re-encoded smaller. */
export const MAX_PANORAMA_BYTES = 40 * 1024 * 1024;
