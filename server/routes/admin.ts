import {
  auditPageSchema,
  auditQuerySchema,
  cancelSubscriptionSchema,
  commentActionSchema,
  commentBanSchema,
  contactInboxQuerySchema,
  contactReplySchema,
  dmcaActionSchema,
  dmcaPageSchema,
  dmcaQuerySchema,
  dmcaNoticeSchema,
  dmcaRejectSchema,
  dmcaRestoreSchema,
  inboxActionSchema,
  inboxPageSchema,
  memberActionSchema,
  memberDetailSchema,
  memberPageSchema,
  overviewSchema,
  paymentActionSchema,
  paymentPageSchema,
  refundBodySchema,
  reportPageSchema,
  reportQuerySchema,
  searchQuerySchema,
  subscriptionParamsSchema,
  suspendBodySchema,
  takedownBodySchema,
} from '@/lib/contracts/admin';
import { secondFactorPassedSchema, secondFactorSentSchema, secondFactorVerifySchema } from '@/lib/contracts/account';
import { grantRoleSchema } from '@/lib/contracts/auth';
import { idParamsSchema } from '@/lib/contracts/params';
import { claimActionSchema, claimPageSchema, claimQuerySchema, profileOwnerBodySchema, profileOwnersActionSchema } from '@/lib/contracts/profiles';
import { listAudit } from '@/server/admin/audit';
import { decideClaim, listClaims, setProfileOwner } from '@/server/admin/claims';
import { consoleActor, type ConsoleActor, type SecondFactorNeed } from '@/server/admin/console';
import { getNotice, listNotices, purgeNotice, rejectNotice, restoreNotice, takeDown } from '@/server/admin/dmca';
import { getOverview } from '@/server/admin/overview';
import { closeMessage, listInbox, replyToMessage } from '@/server/admin/inbox';
import { cancelMemberSubscription, listPayments, refundPurchase } from '@/server/admin/payments';
import { banFromComments, hideComment, listReports, removeComment, restoreComment } from '@/server/admin/reports';
import { memberDetail, restoreMember, searchMembers, sendMemberPasswordReset, setMemberRole, suspendMember } from '@/server/admin/members';
import { confirmSecondFactor, sendSecondFactorCode } from '@/server/auth/second-factor';
import type { AuthUser } from '@/server/auth/sessions';
import { method, route, type MethodSpec, type RouteContext, type RouteTable } from '@/server/http/route';

// The operator console's API: every call is made by a moderator or an admin with two-factor codes on, from a session
// that passed a second factor (server/admin/console.ts), and every change it makes is in the audit log.

type ConsoleSpec<Q, B> = Omit<MethodSpec<Q, B, 'required'>, 'auth' | 'handler'> & {
  /** What the session's second factor must be: passed (the default), or passed in the last few minutes. */
  secondFactor?: SecondFactorNeed;
  /** What the call does, for the caller as a console actor (server/admin/console.ts). */
  act: (actor: ConsoleActor, ctx: RouteContext<Q, B, AuthUser>) => unknown;
};

/** A console call: logged in, then `need`, two-factor codes and the session's second factor checked (403 otherwise) before it acts. */
const consoleMethod = <Q = undefined, B = undefined>(need: 'moderator' | 'admin', { act, secondFactor, ...spec }: ConsoleSpec<Q, B>) =>
  method<Q, B, 'required'>({ ...spec, auth: 'required', handler: async (ctx) => act(await consoleActor(ctx.user, ctx.requester.ip, need, secondFactor), ctx) });

export const adminRoutes: RouteTable = {
  // Not console calls: a team member's session passes a second factor here, codes on or off, for the console and for
  // the account changes that want one (server/auth/second-factor.ts checks the role).
  '/api/v3/admin/second-factor': route({
    POST: method({
      summary:
        "Send a two-factor code on the account's own channel, for this session to pass a second factor: the console wants one, and a fresh one before roles, refunds, purges and a team account's changes of email, phone or codes (moderators and admins)",
      auth: 'required',
      response: secondFactorSentSchema,
      handler: ({ requester, user }) => sendSecondFactorCode(requester, user),
    }),
  }),
  '/api/v3/admin/second-factor/verify': route({
    POST: method({
      summary: 'Confirm the code: this session has passed a second factor now, written to the audit log (moderators and admins)',
      auth: 'required',
      body: secondFactorVerifySchema,
      response: secondFactorPassedSchema,
      handler: ({ requester, user, body }) => confirmSecondFactor(requester, user, body.code),
    }),
  }),
  '/api/v3/admin/overview': route({
    GET: consoleMethod('admin', {
      summary: "Today and the last 30 days (plays, new members, uploads, purchases, revenue) and what waits for the team now; the days are kept a minute (admins)",
      response: overviewSchema,
      act: () => getOverview(),
    }),
  }),
  '/api/v3/admin/audit': route({
    GET: consoleMethod('admin', {
      summary: 'The audit log, newest first: every console action, who took it, on what, before and after (admins)',
      query: auditQuerySchema,
      response: auditPageSchema,
      act: (_, { query }) => listAudit(query),
    }),
  }),
  '/api/v3/admin/users': route({
    GET: consoleMethod('moderator', {
      summary: 'Find members by email, username, name or id (moderators)',
      query: searchQuerySchema,
      response: memberPageSchema,
      act: (_, { query }) => searchMembers(query),
    }),
  }),
  '/api/v3/admin/users/:id': route({
    GET: consoleMethod('moderator', {
      summary: 'A member with their releases, purchases and the reports against them (moderators)',
      query: idParamsSchema,
      response: memberDetailSchema,
      act: (_, { query }) => memberDetail(query.id),
    }),
  }),
  '/api/v3/admin/users/:id/suspend': route({
    POST: consoleMethod('moderator', {
      summary: 'Suspend a member: no log-in, every session ended (moderators; the team by admins only)',
      query: idParamsSchema,
      body: suspendBodySchema,
      response: memberActionSchema,
      act: (actor, { query, body }) => suspendMember(actor, query.id, body.reason),
    }),
  }),
  '/api/v3/admin/users/:id/restore': route({
    POST: consoleMethod('moderator', {
      summary: "Lift a member's suspension (moderators; the team by admins only)",
      query: idParamsSchema,
      response: memberActionSchema,
      act: (actor, { query }) => restoreMember(actor, query.id),
    }),
  }),
  '/api/v3/admin/users/:id/roles': route({
    POST: consoleMethod('admin', {
      secondFactor: 'fresh',
      summary: "Grant or remove a member's role: { role: 'creator' | 'moderator' | 'admin', grant } (admins, with a code from the last 5 minutes)",
      query: idParamsSchema,
      body: grantRoleSchema,
      response: memberActionSchema,
      act: (actor, { query, body }) => setMemberRole(actor, query.id, body.role, body.grant),
    }),
  }),
  '/api/v3/admin/users/:id/password-reset': route({
    POST: consoleMethod('moderator', {
      summary: 'Mail a member a link to set a new password (moderators; the team by admins only)',
      query: idParamsSchema,
      response: memberActionSchema,
      act: (actor, { query }) => sendMemberPasswordReset(actor, query.id),
    }),
  }),
  '/api/v3/admin/users/:id/comment-ban': route({
    POST: consoleMethod('moderator', {
      summary: 'Bar a member from commenting until a time, or lift the bar with { until: null } (moderators)',
      query: idParamsSchema,
      body: commentBanSchema,
      response: memberActionSchema,
      act: (actor, { query, body }) => banFromComments(actor, query.id, body.until),
    }),
  }),
  '/api/v3/admin/reports': route({
    GET: consoleMethod('moderator', {
      summary: 'Reported comments, the latest reported first, with their reports and reasons (moderators)',
      query: reportQuerySchema,
      response: reportPageSchema,
      act: (_, { query }) => listReports(query),
    }),
  }),
  '/api/v3/admin/comments/:id': route({
    DELETE: consoleMethod('moderator', {
      secondFactor: 'fresh',
      summary: 'Delete a comment and its replies (moderators, with a code from the last 5 minutes)',
      query: idParamsSchema,
      response: commentActionSchema,
      act: (actor, { query }) => removeComment(actor, query.id),
    }),
  }),
  '/api/v3/admin/comments/:id/hide': route({
    POST: consoleMethod('moderator', {
      summary: 'Hide a comment (moderators)',
      query: idParamsSchema,
      response: commentActionSchema,
      act: (actor, { query }) => hideComment(actor, query.id),
    }),
  }),
  '/api/v3/admin/comments/:id/restore': route({
    POST: consoleMethod('moderator', {
      summary: 'Show a hidden comment again, answering its reports: only new members reporting it can hide it again (moderators)',
      query: idParamsSchema,
      response: commentActionSchema,
      act: (actor, { query }) => restoreComment(actor, query.id),
    }),
  }),
  '/api/v3/admin/contact': route({
    GET: consoleMethod('admin', {
      summary: 'The contact inbox, newest first, each message with its reference, status and replies (admins)',
      query: contactInboxQuerySchema,
      response: inboxPageSchema,
      act: (_, { query }) => listInbox(query),
    }),
  }),
  '/api/v3/admin/contact/:id/reply': route({
    POST: consoleMethod('admin', {
      summary: 'Reply to a contact message: mailed to its sender and kept in its thread (admins)',
      query: idParamsSchema,
      body: contactReplySchema,
      response: inboxActionSchema,
      act: (actor, { query, body }) => replyToMessage(actor, query.id, body.text),
    }),
  }),
  '/api/v3/admin/contact/:id/close': route({
    POST: consoleMethod('admin', {
      summary: 'Close a contact message (admins)',
      query: idParamsSchema,
      response: inboxActionSchema,
      act: (actor, { query }) => closeMessage(actor, query.id),
    }),
  }),
  '/api/v3/admin/payments': route({
    GET: consoleMethod('admin', {
      summary: 'Purchases and subscriptions, newest first, by member or reference (admins)',
      query: searchQuerySchema,
      response: paymentPageSchema,
      act: (_, { query }) => listPayments(query),
    }),
  }),
  '/api/v3/admin/purchases/:id/refund': route({
    POST: consoleMethod('admin', {
      secondFactor: 'fresh',
      summary: 'Refund a purchase through the payment provider, in full or { amount_cents } of it; refunded in full it no longer unlocks the mixtape (admins, with a code from the last 5 minutes)',
      query: idParamsSchema,
      body: refundBodySchema,
      response: paymentActionSchema,
      act: (actor, { query, body }) => refundPurchase(actor, query.id, body.amount_cents),
    }),
  }),
  '/api/v3/admin/subscriptions/:id/cancel': route({
    POST: consoleMethod('admin', {
      secondFactor: 'fresh',
      summary: 'Cancel a subscription now, or { at_period_end: true } when its period ends (admins, with a code from the last 5 minutes)',
      query: subscriptionParamsSchema,
      body: cancelSubscriptionSchema,
      response: paymentActionSchema,
      act: (actor, { query, body }) => cancelMemberSubscription(actor, query.id, body.at_period_end),
    }),
  }),
  '/api/v3/admin/dmca': route({
    GET: consoleMethod('admin', {
      summary: 'Copyright notices, newest first, each with the works its links name and what was taken down under it (admins)',
      query: dmcaQuerySchema,
      response: dmcaPageSchema,
      act: (_, { query }) => listNotices(query),
    }),
  }),
  '/api/v3/admin/dmca/:id': route({
    GET: consoleMethod('admin', {
      summary: 'A copyright notice (admins)',
      query: idParamsSchema,
      response: dmcaNoticeSchema,
      act: (_, { query }) => getNotice(query.id),
    }),
  }),
  '/api/v3/admin/dmca/:id/takedown': route({
    POST: consoleMethod('admin', {
      summary:
        'Take down { mixtape_id } or { track_ids } under a notice: gone from lists, search, queues and the sitemap, their pages, streams and downloads answer 451 with its reference at once; the uploader is mailed (admins)',
      query: idParamsSchema,
      body: takedownBodySchema,
      response: dmcaActionSchema,
      act: (actor, { query, body }) => takeDown(actor, query.id, body),
    }),
  }),
  '/api/v3/admin/dmca/:id/reject': route({
    POST: consoleMethod('admin', {
      summary: 'Reject a notice that took nothing down, with { reason } (admins)',
      query: idParamsSchema,
      body: dmcaRejectSchema,
      response: dmcaActionSchema,
      act: (actor, { query, body }) => rejectNotice(actor, query.id, body.reason),
    }),
  }),
  '/api/v3/admin/dmca/:id/restore': route({
    POST: consoleMethod('admin', {
      summary: 'Restore what was taken down under a notice after the uploader\'s { counter_notice }; the uploader is mailed (admins)',
      query: idParamsSchema,
      body: dmcaRestoreSchema,
      response: dmcaActionSchema,
      act: (actor, { query, body }) => restoreNotice(actor, query.id, body.counter_notice),
    }),
  }),
  '/api/v3/admin/dmca/:id/purge': route({
    POST: consoleMethod('admin', {
      secondFactor: 'fresh',
      summary: 'Delete the audio files taken down under a notice, for good: it cannot be restored after (admins, with a code from the last 5 minutes)',
      query: idParamsSchema,
      response: dmcaActionSchema,
      act: (actor, { query }) => purgeNotice(actor, query.id),
    }),
  }),
  '/api/v3/admin/claims': route({
    GET: consoleMethod('admin', {
      summary: "Creators' claims on artists, DJs and podcasts: those waiting (status=pending, the default) oldest first, others newest first, each with the profile's owners now (admins)",
      query: claimQuerySchema,
      response: claimPageSchema,
      act: (_, { query }) => listClaims(query),
    }),
  }),
  '/api/v3/admin/claims/:id/approve': route({
    POST: consoleMethod('admin', {
      summary: 'Approve a claim: its creator publishes under the profile from then on (admins)',
      query: idParamsSchema,
      response: claimActionSchema,
      act: (actor, { query }) => decideClaim(actor, query.id, true),
    }),
  }),
  '/api/v3/admin/claims/:id/refuse': route({
    POST: consoleMethod('admin', {
      summary: 'Refuse a claim (admins)',
      query: idParamsSchema,
      response: claimActionSchema,
      act: (actor, { query }) => decideClaim(actor, query.id, false),
    }),
  }),
  '/api/v3/admin/users/:id/profiles': route({
    POST: consoleMethod('admin', {
      summary: 'Link a creator to an artist, DJ or podcast, or unlink them: { kind, profile_id, grant } (admins)',
      query: idParamsSchema,
      body: profileOwnerBodySchema,
      response: profileOwnersActionSchema,
      act: (actor, { query, body }) => setProfileOwner(actor, query.id, body),
    }),
  }),
};
