import {
  type AddCommentBody,
  addCommentBodySchema,
  type Locale,
  validationMessage,
} from '@scenic/contracts';

export type CommentErrors = Partial<Record<'score' | 'content', string>>;

/** The review, checked with the schema the server uses; one message per wrong field. */
export function validateComment(
  body: AddCommentBody,
  locale: Locale,
): { body: AddCommentBody; errors: null } | { body: null; errors: CommentErrors } {
  const parsed = addCommentBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: CommentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'score' || field === 'content') {
      errors[field] ??= validationMessage(issue.message, locale);
    }
  }
  return { body: null, errors };
}
