import { z } from 'zod';
import { idField, limitQuery, pageQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { MAX_LONG_TEXT } from '../common/validation.ts';

/** The contact form's messages as staff answer them: open ones first, newest first within each. */
export const inboxQuerySchema = z.object({
  /** `open` (default): not yet handled; `handled`; `all`. */
  state: z.enum(['open', 'handled', 'all'], { error: 'invalidValue' }).default('open'),
  /** Part of the sender's name, phone, e-mail or message. */
  q: z.string().trim().max(120, { error: 'invalidValue' }).optional(),
  page: pageQuery,
  limit: limitQuery(20),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type InboxFilter = z.output<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When a member of staff marked it handled (or replied), else null. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** The e-mail reply sent from the console, if any, and when. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({
  list: z.array(inboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Messages not yet handled, whatever the filter (the menu's badge). */
  open: z.number().int(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxHandledBodySchema = z.object({
  id: idField,
  handled: z.boolean({ error: 'invalidValue' }),
});
export type InboxHandledBody = z.input<typeof inboxHandledBodySchema>;

/** A reply by e-mail to the address the visitor left; it marks the message handled. */
export const inboxReplyBodySchema = z.object({
  id: idField,
  text: z
    .string({ error: 'contentRequired' })
    .trim()
    .min(1, { error: 'contentRequired' })
    .max(MAX_LONG_TEXT, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' }),
});
export type InboxReplyBody = z.input<typeof inboxReplyBodySchema>;

export const OUTBOX_STATUSES = [
  'kept',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
] as const;
export type OutboxState = (typeof OUTBOX_STATUSES)[number];

/** The e-mails and texts the system sent (or kept, with no gateway), searchable by recipient. */
export const outboxQuerySchema = z.object({
  /** Part of a phone number or e-mail address. */
  recipient: z.string().trim().max(254, { error: 'invalidValue' }).optional(),
  channel: z.enum(['sms', 'email'], { error: 'invalidValue' }).optional(),
  status: z.enum(OUTBOX_STATUSES, { error: 'invalidValue' }).optional(),
  page: pageQuery,
  limit: limitQuery(20),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;
export type OutboxFilter = z.output<typeof outboxQuerySchema>;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  /** The text as sent; a login code is masked once a real gateway has it (only the offline default keeps it). */
  body: z.string(),
  purpose: z.string(),
  provider: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxListSchema = z.object({
  list: z.array(outboxEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;
