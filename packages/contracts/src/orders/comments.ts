import { z } from 'zod';
import { idField, idQuery, limitQuery, pageQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';

/** Longest review text, in characters. */
export const COMMENT_CONTENT_MAX = 500;

export const addCommentBodySchema = z.object({
  orderId: idField,
  /** The combination (SKU) of the order's line being rated. */
  specId: idField,
  score: z
    .number({ error: 'scoreRequired' })
    .int({ error: 'scoreRequired' })
    .min(1, { error: 'scoreRequired' })
    .max(5, { error: 'scoreRequired' }),
  content: z
    .string({ error: 'contentRequired' })
    .trim()
    .min(1, { error: 'contentRequired' })
    .max(COMMENT_CONTENT_MAX, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' }),
});
export type AddCommentBody = z.input<typeof addCommentBodySchema>;

export const commentListQuerySchema = z.object({
  goodsId: idQuery,
  page: pageQuery,
  limit: limitQuery(10),
});

export const commentSchema = z.object({
  id: z.number().int(),
  /** The author as others see them: a nickname, or a masked contact. */
  author: z.string(),
  score: z.number().int(),
  content: z.string(),
  spec: z.string(),
  createdAt: z.string(),
  /** The park's answer under the review, or null. */
  reply: z.string().nullable(),
});

export const commentListSchema = z.object({
  list: z.array(commentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Average score of the reviews shown (0 without any). */
  average: z.number(),
});
export type Comment = z.infer<typeof commentSchema>;
export type CommentPage = z.infer<typeof commentListSchema>;

/** Longest answer the park gives under a review. */
export const REVIEW_REPLY_MAX = 1000;

/** Staff's list of reviews: every good's, newest first; shown, hidden or both; words or a good. */
export const consoleReviewQuerySchema = z.object({
  state: z.enum(['all', 'shown', 'hidden'], { error: 'invalidValue' }).default('all'),
  q: z.string().trim().max(100, { error: 'invalidValue' }).optional(),
  goodsId: idQuery.optional(),
  page: pageQuery,
  limit: limitQuery(20),
});
export type ConsoleReviewQuery = z.input<typeof consoleReviewQuerySchema>;

export const consoleReviewSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  author: z.string(),
  score: z.number().int(),
  content: z.string(),
  spec: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;

export const consoleReviewListSchema = z.object({
  list: z.array(consoleReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ConsoleReviewList = z.infer<typeof consoleReviewListSchema>;

export const reviewHiddenBodySchema = z.object({
  id: idField,
  hidden: z.boolean({ error: 'invalidValue' }),
});

/** The park's reply; an empty one takes the reply away. */
export const reviewReplyBodySchema = z.object({
  id: idField,
  text: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(REVIEW_REPLY_MAX, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' }),
});
