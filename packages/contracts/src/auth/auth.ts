import { z } from 'zod';
import { isPlainText } from '../common/text.ts';
import {
  EMAIL_PATTERN,
  isDisposableEmail,
  MAINLAND_PHONE_PATTERN,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
} from '../common/validation.ts';

/** Login methods of SPEC §6: a code sent by SMS to a phone, or by e-mail. */
export const LOGIN_TYPES = ['phone', 'email'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** A verification code: six digits. */
export const CODE_LENGTH = 6;
/** How long a code may be used, and how soon another may be requested (seconds). */
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;
/** Wrong tries a code survives before it is burnt. */
export const CODE_MAX_TRIES = 5;
/** Codes one phone number or e-mail address may receive per hour (per client address: see the server's config). */
export const CODES_PER_DESTINATION_HOUR = 5;
/** Sessions last this long after their last use (sliding). */
export const SESSION_DAYS = 30;

/** Digits only, 5 to 14 of them: the national number after an area code (E.164 allows 15 in all). */
const NATIONAL_NUMBER = /^\d{5,14}$/;
const AREA_CODE = /^\+\d{1,4}$/;

export function isPhoneForArea(areaCode: string, phone: string): boolean {
  if (areaCode === '+86') return MAINLAND_PHONE_PATTERN.test(phone);
  // The whole E.164 number, area code included, has at most 15 digits.
  return NATIONAL_NUMBER.test(phone) && areaCode.length - 1 + phone.length <= 15;
}

/**
 * The national number as typed, made the one form a gateway dials after the area code: spaces,
 * dashes, dots and brackets go, and so does the trunk prefix 0 that visitors write at home
 * (012-345 6789 in Malaysia is +60 12-345 6789), so both spellings are the same account.
 */
export function nationalNumber(typed: string): string {
  return typed.replace(/[\s().-]/g, '').replace(/^0(?=\d)/, '');
}

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailFormat' })
  .regex(EMAIL_PATTERN, { error: 'emailFormat' })
  .refine((value) => !isDisposableEmail(value), { error: 'emailNotAllowed' });

const phoneDestination = z.object({
  type: z.literal('phone'),
  areaCode: z.string({ error: 'areaCodeInvalid' }).regex(AREA_CODE, { error: 'areaCodeInvalid' }),
  phone: z
    .string({ error: 'phoneRequired' })
    .transform(nationalNumber)
    .pipe(z.string().min(1, { error: 'phoneRequired' }).max(20, { error: 'phoneFormat' })),
});

const emailDestination = z.object({ type: z.literal('email'), email });

/** The number must fit its area: the mainland pattern for +86 (SPEC §5), digits elsewhere. */
const phoneFitsArea = (value: { type: string; areaCode?: string; phone?: string }) =>
  value.type !== 'phone' || isPhoneForArea(value.areaCode ?? '', value.phone ?? '');

export const sendCodeBodySchema = z
  .discriminatedUnion('type', [phoneDestination, emailDestination], { error: 'invalidValue' })
  .refine(phoneFitsArea, { error: 'phoneFormat', path: ['phone'] });
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;

const code = z
  .string({ error: 'codeRequired' })
  .trim()
  .min(1, { error: 'codeRequired' })
  .regex(/^\d{6}$/, { error: 'codeFormat' });

export const loginBodySchema = z
  .discriminatedUnion(
    'type',
    [phoneDestination.extend({ code }), emailDestination.extend({ code })],
    {
      error: 'invalidValue',
    },
  )
  .refine(phoneFitsArea, { error: 'phoneFormat', path: ['phone'] });
export type LoginBody = z.input<typeof loginBodySchema>;

export const sendCodeDataSchema = z.object({
  /** Seconds before another code may be requested for the same destination. */
  resendAfter: z.number().int(),
});

export const visitorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Visitor = z.infer<typeof visitorSchema>;

export const loginDataSchema = z.object({ token: z.string(), user: visitorSchema });
export type LoginData = z.infer<typeof loginDataSchema>;

/** Google / Facebook app ids the operator configured; empty when a provider is off. */
export const appIdDataSchema = z.object({ google: z.string(), facebook: z.string() });
export type AppIdData = z.infer<typeof appIdDataSchema>;

const providerToken = z
  .string({ error: 'invalidValue' })
  .min(10, { error: 'invalidValue' })
  .max(4096, { error: 'tooLong' });
export const googleLoginBodySchema = z.object({ credential: providerToken });
export const facebookLoginBodySchema = z.object({ accessToken: providerToken });

/** The contact form of the help centre: a name, a way to answer, and the message. */
export const contactBodySchema = z
  .object({
    name: z
      .string({ error: 'nameRequired' })
      .trim()
      .min(1, { error: 'nameRequired' })
      .max(MAX_SHORT_TEXT, { error: 'tooLong' })
      .refine(isPlainText, { error: 'textInvalidCharacters' }),
    phone: z
      .string()
      .trim()
      .max(30, { error: 'phoneFormat' })
      .regex(/^$|^\+?[\d\s-]{6,20}$/, { error: 'phoneFormat' })
      .optional()
      .default(''),
    email: z
      .string()
      .trim()
      .max(254, { error: 'emailFormat' })
      .regex(new RegExp(`^$|${EMAIL_PATTERN.source}`), { error: 'emailFormat' })
      .refine((value) => !isDisposableEmail(value), { error: 'emailNotAllowed' })
      .optional()
      .default(''),
    content: z
      .string({ error: 'contentRequired' })
      .trim()
      .min(1, { error: 'contentRequired' })
      .max(MAX_LONG_TEXT, { error: 'tooLong' })
      .refine(isPlainText, { error: 'textInvalidCharacters' }),
  })
  .refine((value) => value.phone !== '' || value.email !== '', {
    error: 'contactNeedsReply',
    path: ['phone'],
  });
export type ContactBody = z.input<typeof contactBodySchema>;
