import type { z } from 'zod';
import {
  auditPageSchema,
  commentActionSchema,
  dmcaActionSchema,
  dmcaNoticeSchema,
  dmcaPageSchema,
  inboxActionSchema,
  inboxPageSchema,
  memberActionSchema,
  memberDetailSchema,
  memberPageSchema,
  overviewSchema,
  paymentActionSchema,
  paymentPageSchema,
  reportPageSchema,
} from '@/lib/contracts/admin';
import type { GrantedRole } from '@/lib/contracts/auth';
import { claimActionSchema, claimPageSchema, profileOwnersActionSchema } from '@/lib/contracts/profiles';
import type { ProfileKind } from '@/lib/profiles';
import { api, parseReply } from '@/services/common/api-client';

// The operator console's calls (/api/v3/admin). Every answer is checked against its contract; a refused call (403:
// not the role, two-factor codes off, or a session that has not passed a code) reaches the caller as the API's error.

/** The query of a console list: its page, and the filters the screen offers (empty ones are left out). */
export type ListParams = Record<string, string | number | undefined>;

const params = (query: ListParams) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

async function getOne<S extends z.ZodType>(schema: S, path: string, endpoint: string, query: ListParams = {}): Promise<z.output<S>> {
  return parseReply(schema, (await api.get(path, { params: params(query) })).data, `GET ${endpoint}`);
}

async function act<S extends z.ZodType>(schema: S, path: string, endpoint: string, body?: unknown, verb: 'post' | 'delete' = 'post'): Promise<z.output<S>> {
  const { data } = verb === 'post' ? await api.post(path, body ?? {}) : await api.delete(path);
  return parseReply(schema, data, `${verb.toUpperCase()} ${endpoint}`);
}

export const getOverview = () => getOne(overviewSchema, '/admin/overview', '/admin/overview');
export const listAudit = (query: ListParams) => getOne(auditPageSchema, '/admin/audit', '/admin/audit', query);

export const listReports = (query: ListParams) => getOne(reportPageSchema, '/admin/reports', '/admin/reports', query);
export const hideComment = (id: number) => act(commentActionSchema, `/admin/comments/${id}/hide`, '/admin/comments/{id}/hide');
export const restoreComment = (id: number) => act(commentActionSchema, `/admin/comments/${id}/restore`, '/admin/comments/{id}/restore');
export const deleteComment = (id: number) => act(commentActionSchema, `/admin/comments/${id}`, '/admin/comments/{id}', undefined, 'delete');
/** Bars a member from commenting until `until` (an ISO time ahead), or lifts the bar with null. */
export const banFromComments = (userId: number, until: string | null) => act(memberActionSchema, `/admin/users/${userId}/comment-ban`, '/admin/users/{id}/comment-ban', { until });

export const listNotices = (query: ListParams) => getOne(dmcaPageSchema, '/admin/dmca', '/admin/dmca', query);
export const getNotice = (id: number) => getOne(dmcaNoticeSchema, `/admin/dmca/${id}`, '/admin/dmca/{id}');
export const takeDown = (id: number, body: { mixtape_id?: number; track_ids?: number[] }) => act(dmcaActionSchema, `/admin/dmca/${id}/takedown`, '/admin/dmca/{id}/takedown', body);
export const rejectNotice = (id: number, reason: string) => act(dmcaActionSchema, `/admin/dmca/${id}/reject`, '/admin/dmca/{id}/reject', { reason });
export const restoreNotice = (id: number, counterNotice: string) => act(dmcaActionSchema, `/admin/dmca/${id}/restore`, '/admin/dmca/{id}/restore', { counter_notice: counterNotice });
export const purgeNotice = (id: number) => act(dmcaActionSchema, `/admin/dmca/${id}/purge`, '/admin/dmca/{id}/purge');

export const listInbox = (query: ListParams) => getOne(inboxPageSchema, '/admin/contact', '/admin/contact', query);
export const replyToMessage = (id: number, text: string) => act(inboxActionSchema, `/admin/contact/${id}/reply`, '/admin/contact/{id}/reply', { text });
export const closeMessage = (id: number) => act(inboxActionSchema, `/admin/contact/${id}/close`, '/admin/contact/{id}/close');

export const listPayments = (query: ListParams) => getOne(paymentPageSchema, '/admin/payments', '/admin/payments', query);
/** Refunds what is left of a purchase, or `amountCents` of it. */
export const refundPurchase = (id: string, amountCents?: number) => act(paymentActionSchema, `/admin/purchases/${id}/refund`, '/admin/purchases/{id}/refund', amountCents === undefined ? {} : { amount_cents: amountCents });
export const cancelSubscription = (id: string, atPeriodEnd: boolean) => act(paymentActionSchema, `/admin/subscriptions/${id}/cancel`, '/admin/subscriptions/{id}/cancel', { at_period_end: atPeriodEnd });

export const listMembers = (query: ListParams) => getOne(memberPageSchema, '/admin/users', '/admin/users', query);
export const getMember = (id: number) => getOne(memberDetailSchema, `/admin/users/${id}`, '/admin/users/{id}');
export const suspendMember = (id: number, reason: string) => act(memberActionSchema, `/admin/users/${id}/suspend`, '/admin/users/{id}/suspend', { reason });
export const restoreMember = (id: number) => act(memberActionSchema, `/admin/users/${id}/restore`, '/admin/users/{id}/restore');
export const setMemberRole = (id: number, role: GrantedRole, grant: boolean) => act(memberActionSchema, `/admin/users/${id}/roles`, '/admin/users/{id}/roles', { role, grant });
export const sendPasswordReset = (id: number) => act(memberActionSchema, `/admin/users/${id}/password-reset`, '/admin/users/{id}/password-reset');

export const listClaims = (query: ListParams) => getOne(claimPageSchema, '/admin/claims', '/admin/claims', query);
export const approveClaim = (id: number) => act(claimActionSchema, `/admin/claims/${id}/approve`, '/admin/claims/{id}/approve');
export const refuseClaim = (id: number) => act(claimActionSchema, `/admin/claims/${id}/refuse`, '/admin/claims/{id}/refuse');
/** Links the member to the profile as one who publishes under it (`grant`), or unlinks them. */
export const setProfileOwner = (userId: number, kind: ProfileKind, profileId: number, grant: boolean) =>
  act(profileOwnersActionSchema, `/admin/users/${userId}/profiles`, '/admin/users/{id}/profiles', { kind, profile_id: profileId, grant });
