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
});

export const commentListSchema = z.object({
  list: z.array(commentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Average score of all comments (0 without any). */
  average: z.number(),
});
export type Comment = z.infer<typeof commentSchema>;
export type CommentPage = z.infer<typeof commentListSchema>;
