import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions';
import { roleSchema } from './auth';
import { pageQuerySchema, pagedSchema } from './common';

// The operator console's API (/api/v3/admin): members, and the audit log every console action writes.

const optionalId = z.coerce.number({ message: 'actor must be a member id' }).int().positive('actor must be a member id').optional();

/** GET /admin/audit: newest first, narrowed to one actor or one action. */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: optionalId,
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
});

/** One entry of the audit log: who did what to which item, the item before and after, when and from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  /** 'member.suspend', 'member.role', ... */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);

/**
 * The console's searches: GET /admin/users (by id, `12` or `#12`, or a part of the username, name or email) and GET
 * /admin/payments (by member, or a reference); everything, newest first, without `query`.
 */
export const searchQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(100, 'query must be at most 100 characters').optional(),
});

/** A member as the console lists them: never a password hash, a code or a token. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  is_premium: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** When the account was suspended (no log-in), or null. */
  suspended_at: z.string().nullable(),
  /** Until when a moderator barred them from commenting, or null. */
  comment_ban_until: z.string().nullable(),
  created_at: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberPageSchema = pagedSchema(memberSummarySchema);

/** One member in full: their releases, purchases and what was reported of them. */
export const memberDetailSchema = memberSummarySchema.extend({
  suspended_reason: z.string().nullable(),
  releases: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), created_at: z.string() })),
  purchases: z.array(z.object({ id: z.number().int(), mixtape: z.object({ id: z.number().int(), title: z.string() }), amount_cents: z.number().int(), currency: z.string(), paid_at: z.string().nullable() })),
  /** Their comments, and the reports made of them. */
  comments: z.number().int(),
  reports_against: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /admin/users/{id}/suspend. */
export const suspendBodySchema = z.object({ reason: z.string({ error: 'Say why the account is suspended.' }).trim().min(1, 'Say why the account is suspended.').max(500, 'The reason must be at most 500 characters.') });

/** The answer of a console action: whether it changed anything (a second one does not, and says so), and the item now. */
export function actionResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ changed: z.boolean(), message: z.string(), item });
}
export const memberActionSchema = actionResultSchema(memberSummarySchema);
export type MemberAction = z.infer<typeof memberActionSchema>;

/** GET /admin/reports: the reported comments a moderator has not looked at since (`open`), or every one reported. */
export const reportQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'all'], { error: "status must be 'open' or 'all'" }).default('open'),
});

export const moderatedCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Its author, and until when they are barred from commenting (null: they may comment). */
  author: z.object({ id: z.number().int(), username: z.string(), comment_ban_until: z.string().nullable() }),
  /** What it is a comment on: a mixtape, a playlist or a podcast, with its title and page (null once deleted). */
  subject: z.object({ type: z.string(), id: z.number().int(), title: z.string().nullable(), path: z.string().nullable() }),
  parent_id: z.number().int().nullable(),
  hidden: z.boolean(),
  /** When a moderator last hid or restored it. */
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

/** A reported comment, with how many members reported it and why (the latest report first). */
export const reportedCommentSchema = z.object({
  comment: moderatedCommentSchema,
  reports: z.number().int(),
  /** Reports made since the comment was last reviewed: what makes it open. */
  new_reports: z.number().int(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  last_reported_at: z.string(),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;
export const reportPageSchema = pagedSchema(reportedCommentSchema);
export const commentActionSchema = actionResultSchema(moderatedCommentSchema);
export type CommentAction = z.infer<typeof commentActionSchema>;

/** POST /admin/users/{id}/comment-ban: barred from commenting until then (a time ahead), or null to lift it. */
export const commentBanSchema = z.object({
  until: z.iso
    .datetime({ offset: true, error: 'until must be a date and time, such as 2026-12-31T00:00:00Z' })
    .refine((value) => Date.parse(value) > Date.now(), 'until must be in the future')
    .nullable(),
});

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;

/** GET /admin/contact: messages newest first, of one status or all. */
export const contactInboxQuerySchema = pageQuerySchema.extend({
  status: z.enum([...CONTACT_STATUSES, 'all'], { error: "status must be 'new', 'answered', 'closed' or 'all'" }).default('all'),
});

/** A contact message with the reference its sender was given, and the team's replies to it. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  replies: z.array(z.object({ id: z.number().int(), author: z.object({ id: z.number().int(), username: z.string() }), text: z.string(), created_at: z.string() })),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = pagedSchema(inboxMessageSchema);
export const inboxActionSchema = actionResultSchema(inboxMessageSchema);
export type InboxAction = z.infer<typeof inboxActionSchema>;

/** POST /admin/contact/{id}/reply: mailed to the sender and kept in the thread. */
export const contactReplySchema = z.object({
  text: z.string({ error: 'Write the reply.' }).trim().min(1, 'Write the reply.').max(10_000, 'The reply must be at most 10,000 characters.'),
});

/** A purchase or a subscription as the console lists them. */
export const paymentRecordSchema = z.object({
  kind: z.enum(['purchase', 'subscription']),
  /** The purchase's id, or the provider's subscription id (`sub_...`): what the console's actions take. */
  id: z.string(),
  /** What the member and the provider know it by: the receipt number (`R-000012`) or the subscription id. */
  reference: z.string(),
  member: z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() }),
  /** The mixtape bought, or the plan. */
  description: z.string(),
  /** Cents: the price paid, or the plan's price. */
  amount: z.number().int(),
  currency: z.string(),
  /** Purchases: 'paid', 'partly refunded', 'refunded', 'unpaid'. Subscriptions: the provider's status. */
  status: z.string(),
  refunded: z.number().int(),
  /** Subscriptions: when the period ends, and whether it ends the subscription. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean().nullable(),
  created_at: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
export const paymentPageSchema = pagedSchema(paymentRecordSchema);
export const paymentActionSchema = actionResultSchema(paymentRecordSchema);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** POST /admin/purchases/{id}/refund: all that is left by default, or part of it. */
export const refundBodySchema = z.object({
  amount_cents: z.number({ error: 'amount_cents must be a whole number of cents' }).int('amount_cents must be a whole number of cents').positive('amount_cents must be more than 0').optional(),
});

/** POST /admin/subscriptions/{id}/cancel. */
export const cancelSubscriptionSchema = z.object({ at_period_end: z.boolean({ error: 'at_period_end must be true or false' }) });
export const subscriptionParamsSchema = z.object({ id: z.string().regex(/^sub_[A-Za-z0-9]{1,64}$/, 'Not a subscription id') });

export const DMCA_STATUSES = ['new', 'taken_down', 'rejected', 'restored'] as const;

/** GET /admin/dmca: notices newest first, of one status or all. */
export const dmcaQuerySchema = pageQuerySchema.extend({
  status: z.enum([...DMCA_STATUSES, 'all'], { error: "status must be 'new', 'taken_down', 'rejected', 'restored' or 'all'" }).default('all'),
});

/** A mixtape or a track a notice names (by a link to this site) or took down, as the console shows it. */
const namedWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The mixtape's slug: a mixtape's own, or the first mixtape holding the track. */
  mixtape_slug: z.string().nullable(),
  artist: z.string().nullable(),
  /** The reference of the notice it is taken down under, or null while it is available. */
  taken_down_by: z.string().nullable(),
});
export type NamedWork = z.infer<typeof namedWorkSchema>;

/** A copyright notice with the reference its sender was given, the works it names and what was done about it. */
export const dmcaNoticeSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  copyrighted_work: z.string(),
  infringing_urls: z.array(z.string()),
  status: z.enum(DMCA_STATUSES),
  /** Why it was rejected, or the counter-notice it was restored after. */
  reason: z.string().nullable(),
  /** The mixtapes and tracks its links name on this site. */
  named: z.object({ mixtapes: z.array(namedWorkSchema), tracks: z.array(namedWorkSchema) }),
  /** What was taken down under it. */
  taken_down: z.object({ mixtapes: z.array(namedWorkSchema), tracks: z.array(namedWorkSchema) }),
  /** When an admin deleted the files taken down under it, or null. */
  purged_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DmcaNotice = z.infer<typeof dmcaNoticeSchema>;
export const dmcaPageSchema = pagedSchema(dmcaNoticeSchema);
export const dmcaActionSchema = actionResultSchema(dmcaNoticeSchema);
export type DmcaAction = z.infer<typeof dmcaActionSchema>;

/** POST /admin/dmca/{id}/takedown: the whole mixtape, or some of its tracks. */
export const takedownBodySchema = z
  .object({
    mixtape_id: z.number({ error: 'mixtape_id must be a mixtape id' }).int('mixtape_id must be a mixtape id').positive('mixtape_id must be a mixtape id').optional(),
    track_ids: z
      .array(z.number({ error: 'track_ids must be track ids' }).int('track_ids must be track ids').positive('track_ids must be track ids'), { error: 'track_ids must be a list of track ids' })
      .max(500, 'Take down at most 500 tracks at once.')
      .optional(),
  })
  .refine((body) => body.mixtape_id !== undefined || (body.track_ids?.length ?? 0) > 0, { message: 'Choose the mixtape or the tracks to take down.' });

/** POST /admin/dmca/{id}/reject. */
export const dmcaRejectSchema = z.object({
  reason: z.string({ error: 'Say why the notice is rejected.' }).trim().min(1, 'Say why the notice is rejected.').max(2000, 'The reason must be at most 2,000 characters.'),
});

/** POST /admin/dmca/{id}/restore: after a counter-notice, which it names. */
export const dmcaRestoreSchema = z.object({
  counter_notice: z.string({ error: 'Describe the counter-notice.' }).trim().min(1, 'Describe the counter-notice.').max(2000, 'The counter-notice must be at most 2,000 characters.'),
});

/** One day of the overview (UTC). */
export const overviewDaySchema = z.object({
  date: z.string(),
  plays: z.number().int(),
  new_members: z.number().int(),
  uploads: z.number().int(),
  purchases: z.number().int(),
  /** Cents taken that day, refunds deducted, per currency's minor unit (the catalog sells in one currency). */
  revenue: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** GET /admin/overview: today, the last 30 days oldest first (today last), and what waits for the team. */
export const overviewSchema = z.object({
  today: overviewDaySchema,
  days: z.array(overviewDaySchema),
  currency: z.string(),
  open: z.object({ reports: z.number().int(), notices: z.number().int(), messages: z.number().int() }),
});
export type Overview = z.infer<typeof overviewSchema>;
