import { z } from 'zod';
import { isPlainText } from '../common/text.ts';
import { isEmail, MAX_SHORT_TEXT } from '../common/validation.ts';
import { allLanguagesSchema, translatedText, webAddressField } from './console-content.ts';
import { RULE_TYPES } from './info.ts';

/** Longest agreement (privacy policy, terms) in one language, in characters of Markdown. */
export const MAX_AGREEMENT_TEXT = 20_000;
/** Longest answer to a frequent question, in characters of Markdown. */
export const MAX_FAQ_ANSWER = 2_000;
/** Most frequent questions the help centre lists. */
export const MAX_FAQ = 30;

/** An agreement as staff edit it: its title and Markdown text in every language. */
export const consoleAgreementSchema = z.object({
  type: z.enum(RULE_TYPES),
  title: allLanguagesSchema,
  content: allLanguagesSchema,
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ConsoleAgreement = z.infer<typeof consoleAgreementSchema>;
export const consoleAgreementListSchema = z.object({ list: z.array(consoleAgreementSchema) });

/** Replace the privacy policy or the terms: visitors read the new text at once, dated today. */
export const agreementSaveBodySchema = z.object({
  type: z.enum(RULE_TYPES, { error: 'invalidValue' }),
  title: translatedText(MAX_SHORT_TEXT),
  content: translatedText(MAX_AGREEMENT_TEXT),
  /** A new version: signed-in visitors accept the privacy notice again (false: a correction). */
  newVersion: z.boolean({ error: 'invalidValue' }).optional().default(true),
});
export type AgreementSaveBody = z.input<typeof agreementSaveBodySchema>;

const optionalPlain = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' });

/** The help data (SPEC §3's company block) and the help centre's frequent questions. */
export const consoleHelpSchema = z.object({
  company: allLanguagesSchema,
  address: allLanguagesSchema,
  email: z.string(),
  phone: z.string(),
  url: z.string(),
  faq: z.array(z.object({ question: allLanguagesSchema, answer: allLanguagesSchema })),
});
export type ConsoleHelp = z.infer<typeof consoleHelpSchema>;

export const helpSaveBodySchema = z.object({
  company: translatedText(100),
  address: translatedText(300),
  /** Optional, but a real address when given. */
  email: optionalPlain(254).refine((value) => value === '' || isEmail(value), {
    error: 'emailFormat',
  }),
  phone: optionalPlain(40).refine((value) => value === '' || /^\+?[\d\s()-]{5,}$/.test(value), {
    error: 'phoneFormat',
  }),
  /** The company's website: a whole https address, or empty. */
  url: webAddressField({ max: 300, optional: true }),
  faq: z
    .array(z.object({ question: translatedText(200), answer: translatedText(MAX_FAQ_ANSWER) }), {
      error: 'invalidValue',
    })
    .max(MAX_FAQ, { error: 'invalidValue' }),
});
export type HelpSaveBody = z.input<typeof helpSaveBodySchema>;
