import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idQuery, limitQuery, pageQuery } from '../common/ids.ts';

/**
 * What the audit log records. Staff accounts write the `staff.*` actions; later console work
 * (refunds, content) adds its own. Kept as text in the database, so adding one needs no migration.
 */
export const AUDIT_ACTIONS = [
  'staff.bootstrap',
  'staff.login',
  'staff.login_failed',
  'staff.locked',
  'staff.logout',
  'staff.password_changed',
  'staff.password_change_failed',
  'staff.created',
  'staff.roles_changed',
  'staff.disabled',
  'staff.enabled',
  'staff.password_reset',
  'staff.unlocked',
  'order.refunded',
  'order.refund_refused',
  'payment.refunded',
  'refund.resent',
  'order.advanced',
  'order.admitted',
  'review.hidden',
  'review.shown',
  'review.replied',
  'order.deposit_kept',
  'inbox.handled',
  'inbox.reopened',
  'inbox.replied',
  'content.banner_saved',
  'content.banner_deleted',
  'content.notice_saved',
  'content.notice_deleted',
  'content.countdown_saved',
  'content.help_saved',
  'content.agreement_saved',
  'content.vr_tour_saved',
  'content.vr_scene_saved',
  'content.vr_scene_deleted',
  'content.home_saved',
  'catalogue.ticket_saved',
  'catalogue.calendar_changed',
  'scenery.uploaded',
  'scenery.saved',
  'scenery.enabled',
  'scenery.disabled',
  'scenery.deleted',
  'catalogue.goods_saved',
  'catalogue.goods_shown',
  'catalogue.goods_hidden',
  'catalogue.category_saved',
  'catalogue.category_deleted',
  'content.park_saved',
  'content.coordinates_saved',
  'content.camera_saved',
  'content.camera_deleted',
  'content.guarantee_saved',
  'content.rain_day_added',
  'content.rain_day_removed',
  'order.admitted_without_card',
  'catalogue.gate_check_saved',
  'catalogue.gate_check_deleted',
  'promotion.saved',
  'promotion.deleted',
  'settings.date_changes_saved',
  'gift_card.issued',
  'gift_card.voided',
  'settings.gift_cards_saved',
  'settings.payment_methods_saved',
  'settings.tax_saved',
  'settings.tax_rate_added',
  'settings.tax_rate_removed',
  'privacy.personal_data_viewed',
  'privacy.account_closed',
  'privacy.retention_purged',
  'settings.retention_saved',
  'settings.e_invoicing_saved',
  'e_invoice.resubmitted',
  'e_invoice.cancelled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Who did it; null when nobody signed in did (a machine, a failed login of an unknown name). */
  staffId: z.number().int().nullable(),
  staffUserName: z.string().nullable(),
  /** The machine that did it with the staff key ('staff-key'); null when a person did. */
  machine: z.string().nullable(),
  action: z.string(),
  /** What it was done to, as `kind:id` ("staff:3", later "order:T2611...") */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit log; `from` and `to` are calendar days at the attraction, both included. */
export const auditListQuerySchema = z
  .object({
    staffId: idQuery.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'invalidValue' }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    page: pageQuery,
    limit: limitQuery(20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', message: 'dateRangeInvalid', path: ['to'] });
    }
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListFilter = z.output<typeof auditListQuerySchema>;

export const auditListSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
