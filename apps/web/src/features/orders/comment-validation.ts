import { type AddCommentBody, addCommentBodySchema } from '@scenic/contracts';
import { firstIssuePerField } from '#web/lib/field-errors.ts';

/** The message key of each wrong field, translated where it is shown (a language switch follows). */
export type CommentErrors = Partial<Record<'score' | 'content', string>>;

/** The review, checked with the schema the server uses; one message key per wrong field. */
export function validateComment(
  body: AddCommentBody,
): { body: AddCommentBody; errors: null } | { body: null; errors: CommentErrors } {
  const parsed = addCommentBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: null };
  return { body: null, errors: firstIssuePerField(parsed.error.issues, ['score', 'content']) };
}
