import { z } from 'zod';
import { idField } from '../common/ids.ts';
import { MAX_ID, MAX_SHORT_TEXT } from '../common/validation.ts';
import { allLanguagesSchema, priceInRm, translatedText } from './console-content.ts';

/**
 * Largest scenery original staff may upload: a full-size photograph from a good camera (a 45 MP
 * JPEG is 20–30 MB). It is kept as sent, privately; visitors see only what is made from it.
 */
export const MAX_SCENERY_ORIGINAL_BYTES = 50 * 1024 * 1024;

/**
 * Where an uploaded original stands: its thumbnail and watermarked preview are being made in the
 * background (`processing`), are published (`ready`), or could not be made (`failed`, with why).
 */
export const SCENERY_STATES = ['processing', 'ready', 'failed'] as const;
export type SceneryState = (typeof SCENERY_STATES)[number];

/** A scenery photograph as content staff see it: every language, the price, state and on/off. */
export const consoleScenerySchema = z.object({
  id: z.number().int(),
  title: allLanguagesSchema,
  /** RM with two decimals; "0.00" until staff give one. */
  price: z.string(),
  state: z.enum(SCENERY_STATES),
  /** Why the previews could not be made (state `failed`), else empty. */
  failure: z.string(),
  /** Public paths of the thumbnail and the watermarked preview; empty until ready. */
  thumb: z.string(),
  preview: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** On sale: visitors see it and may buy it. */
  enabled: z.boolean(),
  /** Orders of it, paid or waiting for payment: a photo with any is switched off, never deleted. */
  orders: z.number().int(),
});
export type ConsoleScenery = z.infer<typeof consoleScenerySchema>;

export const consoleSceneryListSchema = z.object({ list: z.array(consoleScenerySchema) });

/** Where the previews of some uploads stand: each item's state, and how many are ready of all. */
export const sceneryProgressQuerySchema = z.object({
  /** Comma-separated ids, as the console uploaded them (at most 200). */
  ids: z
    .string({ error: 'invalidValue' })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, { error: 'invalidValue' })
    .transform((ids) => ids.split(',').map(Number))
    .pipe(
      z.array(
        z.number().int().min(1, { error: 'invalidValue' }).max(MAX_ID, { error: 'invalidValue' }),
      ),
    ),
});
export type SceneryProgressQuery = z.input<typeof sceneryProgressQuerySchema>;

export const sceneryProgressSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      state: z.enum(SCENERY_STATES),
      failure: z.string(),
    }),
  ),
  total: z.number().int(),
  ready: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
});
export type SceneryProgress = z.infer<typeof sceneryProgressSchema>;

/** A price staff type in RM: more than nothing, at most two decimals (the server keeps sen). */
export const priceField = priceInRm.refine((value) => Number(value) > 0, {
  error: 'priceAboveZero',
});

/** Titles in every language and the price of one photograph. */
export const scenerySaveBodySchema = z.object({
  id: idField,
  title: translatedText(MAX_SHORT_TEXT),
  price: priceField,
});
export type ScenerySaveBody = z.input<typeof scenerySaveBodySchema>;

/** On sale or not; on sale needs the previews ready, titles and a price. */
export const sceneryEnabledBodySchema = z.object({
  id: idField,
  enabled: z.boolean({ error: 'invalidValue' }),
});

/** A photograph never ordered is deleted; one with orders is switched off and kept for its buyers. */
export const sceneryDeleteAnswerSchema = z.object({ deleted: z.boolean() });
