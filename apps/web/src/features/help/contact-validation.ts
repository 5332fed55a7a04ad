import {
  type ContactBody,
  contactBodySchema,
  type Locale,
  VALIDATION_MESSAGES,
  validationMessage,
} from '@scenic/contracts';

export type ContactField = keyof Required<ContactBody>;
export type ContactErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['name', 'phone', 'email', 'content'];

/**
 * The contact form's messages, from the schema the server checks with. The "leave a way to reply"
 * rule is reported together with the others, not only once every field is otherwise right.
 */
export function validateContact(input: Required<ContactBody>, locale: Locale): ContactErrors {
  const errors: ContactErrors = {};
  const parsed = contactBodySchema.safeParse(input);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ContactField;
    if (CONTACT_FIELD_ORDER.includes(field))
      errors[field] ??= validationMessage(issue.message, locale);
  }
  if (!input.phone.trim() && !input.email.trim()) {
    errors.phone ??= VALIDATION_MESSAGES.contactNeedsReply[locale];
  }
  return errors;
}
