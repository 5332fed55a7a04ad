import {
  type ContactBody,
  contactBodySchema,
  type Locale,
  VALIDATION_MESSAGES,
  validationMessage,
} from '@scenic/contracts';
import { firstIssuePerField } from '#web/lib/field-errors.ts';

export type ContactField = keyof Required<ContactBody>;
export type ContactErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['name', 'phone', 'email', 'content'];

/**
 * The contact form's messages, from the schema the server checks with. The "leave a way to reply"
 * rule is reported together with the others, not only once every field is otherwise right.
 */
export function validateContact(input: Required<ContactBody>, locale: Locale): ContactErrors {
  const parsed = contactBodySchema.safeParse(input);
  const errors: ContactErrors = firstIssuePerField(
    parsed.success ? [] : parsed.error.issues,
    CONTACT_FIELD_ORDER,
    { message: (key) => validationMessage(key, locale) },
  );
  if (!input.phone.trim() && !input.email.trim()) {
    errors.phone ??= VALIDATION_MESSAGES.contactNeedsReply[locale];
  }
  return errors;
}
