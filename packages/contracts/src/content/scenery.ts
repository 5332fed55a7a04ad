import { z } from 'zod';
import { idField, idQuery, limitQuery, pageQuery } from '../common/ids.ts';

export const sceneryListQuerySchema = z.object({
  /** Any value: only the visitor's favourites (the route's optional `collect` parameter). */
  collect: z.string().trim().max(10).optional(),
  page: pageQuery,
  limit: limitQuery(12),
});

/** A photograph as the public sees it: a thumbnail and a watermarked preview, never the original. */
export const sceneryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  preview: z.string(),
  price: z.string(),
  /** The original's size in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Whether the signed-in visitor has favourited it (false when signed out). */
  collected: z.boolean(),
});
export type SceneryItem = z.infer<typeof sceneryItemSchema>;

export const sceneryListSchema = z.object({
  list: z.array(sceneryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SceneryList = z.infer<typeof sceneryListSchema>;

export const sceneryDetailQuerySchema = z.object({ id: idQuery });

export const sceneryDetailSchema = sceneryItemSchema.extend({
  /** The original's file size in bytes. */
  bytes: z.number().int(),
  /** The visitor's order of this image: paid ones can be downloaded, unpaid ones paid. */
  order: z
    .object({ id: z.number().int(), status: z.enum(['pending_payment', 'completed']) })
    .nullable(),
});
export type SceneryDetail = z.infer<typeof sceneryDetailSchema>;

export const collectSceneryBodySchema = z.object({
  id: idField,
  /** true to favourite, false to unfavourite; setting a state twice changes nothing. */
  collect: z.boolean({ error: 'invalidValue' }),
});
export const collectScenerySchema = z.object({ id: z.number().int(), collected: z.boolean() });

export const createImgOrderQuerySchema = z.object({ id: idQuery });

/** downloadImg: the id of a paid image order. */
export const downloadImgQuerySchema = z.object({ id: idQuery });

/** A short-lived link to the original, for the buyer only. */
export const downloadLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** Minutes a download link stays valid. */
export const DOWNLOAD_LINK_MINUTES = 10;

export const cameraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  /** The HLS playlist address. */
  stream: z.string(),
  online: z.boolean(),
});
export const cameraListSchema = z.array(cameraSchema);
export type Camera = z.infer<typeof cameraSchema>;
