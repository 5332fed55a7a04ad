import { z } from 'zod';

export const scenicSchema = z.object({
  name: z.string(),
  logo: z.string(),
  cover: z.string(),
  intro: z.string(),
  address: z.string(),
  openingHours: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The external messaging chat opened by the floating customer-service button. */
  serviceUrl: z.string(),
  /** The park's UTC offset ("+08:00"): its dates and clock, whatever zone a phone is set to. */
  utcOffset: z.string(),
});
export type Scenic = z.infer<typeof scenicSchema>;

/** Company info of the help data (SPEC §3), and the help centre's frequent questions. */
export const helpSchema = z.object({
  address: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  url: z.string(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type Help = z.infer<typeof helpSchema>;

export const RULE_TYPES = ['privacy', 'terms'] as const;
export const getRuleQuerySchema = z.object({
  type: z.enum(RULE_TYPES, { error: 'invalidValue' }).optional(),
});
export const agreementSchema = z.object({
  type: z.enum(RULE_TYPES),
  title: z.string(),
  /** Markdown (MARKDOWN_ELEMENTS): paragraphs at blank lines, headings, lists, links. Never HTML. */
  content: z.string(),
  updatedAt: z.string(),
  /** Raised each time staff publish it as a new version (the privacy notice is accepted again). */
  version: z.number().int(),
});
export const getRuleDataSchema = z.array(agreementSchema);
export type Agreement = z.infer<typeof agreementSchema>;

export const areaCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** True for +86, where the mainland phone pattern applies (SPEC §5). */
  mainland: z.boolean(),
});
export const getAreaCodeDataSchema = z.array(areaCodeSchema);
export type AreaCode = z.infer<typeof areaCodeSchema>;

export const noticeListSchema = z.array(z.string());
