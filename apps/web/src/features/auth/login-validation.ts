import {
  type Locale,
  type LoginBody,
  type LoginType,
  loginBodySchema,
  type SendCodeBody,
  sendCodeBodySchema,
  VALIDATION_MESSAGES,
  validationMessage,
} from '@scenic/contracts';
import { firstIssuePerField, type Issue } from '#web/lib/field-errors.ts';

export interface LoginInput {
  type: LoginType;
  areaCode: string;
  phone: string;
  email: string;
  code: string;
  agreed: boolean;
}

export type LoginField = 'areaCode' | 'phone' | 'email' | 'code' | 'agreed';
export type FieldErrors = Partial<Record<LoginField, string>>;

/** The order fields appear on the page, so the first message shown is the topmost. */
export const LOGIN_FIELD_ORDER: readonly LoginField[] = [
  'areaCode',
  'phone',
  'email',
  'code',
  'agreed',
];

export function sendCodeBody(input: LoginInput): SendCodeBody {
  return input.type === 'phone'
    ? { type: 'phone', areaCode: input.areaCode, phone: input.phone }
    : { type: 'email', email: input.email };
}

export function loginBody(input: LoginInput): LoginBody {
  return { ...sendCodeBody(input), code: input.code } as LoginBody;
}

/**
 * One message per field, the first the shared schema reports, in the visitor's language; an issue
 * of the body as a whole goes to the destination field.
 */
function toFieldErrors(issues: readonly Issue[], type: LoginType, locale: Locale): FieldErrors {
  return firstIssuePerField(issues, LOGIN_FIELD_ORDER, {
    fallback: type,
    message: (key) => validationMessage(key, locale),
  });
}

/** The privacy policy must be agreed before a code is sent or a login starts (SPEC §5). */
export function validateConsent(input: LoginInput, locale: Locale): FieldErrors {
  return input.agreed ? {} : { agreed: VALIDATION_MESSAGES.privacyRequired[locale] };
}

/** Before a code is sent: the destination fits the spec's rules and the privacy policy is agreed. */
export function validateSendCode(input: LoginInput, locale: Locale): FieldErrors {
  const parsed = sendCodeBodySchema.safeParse(sendCodeBody(input));
  const fields = parsed.success ? {} : toFieldErrors(parsed.error.issues, input.type, locale);
  return { ...fields, ...validateConsent(input, locale) };
}

/** Before logging in: the destination, the six-digit code, and the consent. */
export function validateLogin(input: LoginInput, locale: Locale): FieldErrors {
  const parsed = loginBodySchema.safeParse(loginBody(input));
  const fields = parsed.success ? {} : toFieldErrors(parsed.error.issues, input.type, locale);
  return { ...fields, ...validateConsent(input, locale) };
}

export function firstError(errors: FieldErrors): [LoginField, string] | null {
  for (const field of LOGIN_FIELD_ORDER) {
    const message = errors[field];
    if (message) return [field, message];
  }
  return null;
}
