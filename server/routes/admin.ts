import type { IncomingMessage } from 'node:http';
import {
  auditPageSchema,
  auditQuerySchema,
  cancelSubscriptionSchema,
  commentActionSchema,
  commentBanSchema,
  contactInboxQuerySchema,
  contactReplySchema,
  inboxActionSchema,
  inboxPageSchema,
  memberActionSchema,
  memberDetailSchema,
  memberPageSchema,
  paymentActionSchema,
  paymentPageSchema,
  refundBodySchema,
  reportPageSchema,
  reportQuerySchema,
  searchQuerySchema,
  subscriptionParamsSchema,
  suspendBodySchema,
} from '@/lib/contracts/admin';
import { grantRoleSchema } from '@/lib/contracts/auth';
import { idParamsSchema } from '@/lib/contracts/params';
import { listAudit } from '@/server/admin/audit';
import { consoleActor } from '@/server/admin/console';
import { closeMessage, listInbox, replyToMessage } from '@/server/admin/inbox';
import { cancelMemberSubscription, listPayments, refundPurchase } from '@/server/admin/payments';
import { banFromComments, hideComment, listReports, removeComment, restoreComment } from '@/server/admin/reports';
import { memberDetail, restoreMember, searchMembers, sendMemberPasswordReset, setMemberRole, suspendMember } from '@/server/admin/members';
import type { AuthUser } from '@/server/auth/sessions';
import { clientIp } from '@/server/core/client-ip';
import { method, route, type RouteTable } from '@/server/http/route';

// The operator console's API: every call is made by a moderator or an admin with two-factor codes on
// (server/admin/console.ts), and every change it makes is in the audit log.

/** The caller as a console actor with `need` (403 otherwise), with the address the action comes from. */
const as = (need: 'moderator' | 'admin', ctx: { user: AuthUser; req: IncomingMessage }) => consoleActor(ctx.user.id, clientIp(ctx.req), need);

export const adminRoutes: RouteTable = {
  '/api/v3/admin/audit': route({
    GET: method({
      summary: 'The audit log, newest first: every console action, who took it, on what, before and after (admins)',
      auth: 'required',
      query: auditQuerySchema,
      response: auditPageSchema,
      handler: async (ctx) => {
        await as('admin', ctx);
        return listAudit(ctx.query);
      },
    }),
  }),
  '/api/v3/admin/users': route({
    GET: method({
      summary: 'Find members by email, username, name or id (moderators)',
      auth: 'required',
      query: searchQuerySchema,
      response: memberPageSchema,
      handler: async (ctx) => {
        await as('moderator', ctx);
        return searchMembers(ctx.query);
      },
    }),
  }),
  '/api/v3/admin/users/:id': route({
    GET: method({
      summary: 'A member with their releases, purchases and the reports against them (moderators)',
      auth: 'required',
      query: idParamsSchema,
      response: memberDetailSchema,
      handler: async (ctx) => {
        await as('moderator', ctx);
        return memberDetail(ctx.query.id);
      },
    }),
  }),
  '/api/v3/admin/users/:id/suspend': route({
    POST: method({
      summary: 'Suspend a member: no log-in, every session ended (moderators; the team by admins only)',
      auth: 'required',
      query: idParamsSchema,
      body: suspendBodySchema,
      response: memberActionSchema,
      handler: async (ctx) => suspendMember(await as('moderator', ctx), ctx.query.id, ctx.body.reason),
    }),
  }),
  '/api/v3/admin/users/:id/restore': route({
    POST: method({
      summary: "Lift a member's suspension (moderators; the team by admins only)",
      auth: 'required',
      query: idParamsSchema,
      response: memberActionSchema,
      handler: async (ctx) => restoreMember(await as('moderator', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/users/:id/roles': route({
    POST: method({
      summary: "Grant or remove a member's role: { role: 'creator' | 'moderator' | 'admin', grant } (admins)",
      auth: 'required',
      query: idParamsSchema,
      body: grantRoleSchema,
      response: memberActionSchema,
      handler: async (ctx) => setMemberRole(await as('admin', ctx), ctx.query.id, ctx.body.role, ctx.body.grant),
    }),
  }),
  '/api/v3/admin/users/:id/password-reset': route({
    POST: method({
      summary: 'Mail a member a link to set a new password (moderators; the team by admins only)',
      auth: 'required',
      query: idParamsSchema,
      response: memberActionSchema,
      handler: async (ctx) => sendMemberPasswordReset(await as('moderator', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/users/:id/comment-ban': route({
    POST: method({
      summary: 'Bar a member from commenting until a time, or lift the bar with { until: null } (moderators)',
      auth: 'required',
      query: idParamsSchema,
      body: commentBanSchema,
      response: memberActionSchema,
      handler: async (ctx) => banFromComments(await as('moderator', ctx), ctx.query.id, ctx.body.until),
    }),
  }),
  '/api/v3/admin/reports': route({
    GET: method({
      summary: 'Reported comments, the latest reported first, with their reports and reasons (moderators)',
      auth: 'required',
      query: reportQuerySchema,
      response: reportPageSchema,
      handler: async (ctx) => {
        await as('moderator', ctx);
        return listReports(ctx.query);
      },
    }),
  }),
  '/api/v3/admin/comments/:id': route({
    DELETE: method({
      summary: 'Delete a comment and its replies (moderators)',
      auth: 'required',
      query: idParamsSchema,
      response: commentActionSchema,
      handler: async (ctx) => removeComment(await as('moderator', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/comments/:id/hide': route({
    POST: method({
      summary: 'Hide a comment (moderators)',
      auth: 'required',
      query: idParamsSchema,
      response: commentActionSchema,
      handler: async (ctx) => hideComment(await as('moderator', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/comments/:id/restore': route({
    POST: method({
      summary: 'Show a hidden comment again, answering its reports: only new members reporting it can hide it again (moderators)',
      auth: 'required',
      query: idParamsSchema,
      response: commentActionSchema,
      handler: async (ctx) => restoreComment(await as('moderator', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/contact': route({
    GET: method({
      summary: 'The contact inbox, newest first, each message with its reference, status and replies (admins)',
      auth: 'required',
      query: contactInboxQuerySchema,
      response: inboxPageSchema,
      handler: async (ctx) => {
        await as('admin', ctx);
        return listInbox(ctx.query);
      },
    }),
  }),
  '/api/v3/admin/contact/:id/reply': route({
    POST: method({
      summary: 'Reply to a contact message: mailed to its sender and kept in its thread (admins)',
      auth: 'required',
      query: idParamsSchema,
      body: contactReplySchema,
      response: inboxActionSchema,
      handler: async (ctx) => replyToMessage(await as('admin', ctx), ctx.query.id, ctx.body.text),
    }),
  }),
  '/api/v3/admin/contact/:id/close': route({
    POST: method({
      summary: 'Close a contact message (admins)',
      auth: 'required',
      query: idParamsSchema,
      response: inboxActionSchema,
      handler: async (ctx) => closeMessage(await as('admin', ctx), ctx.query.id),
    }),
  }),
  '/api/v3/admin/payments': route({
    GET: method({
      summary: 'Purchases and subscriptions, newest first, by member or reference (admins)',
      auth: 'required',
      query: searchQuerySchema,
      response: paymentPageSchema,
      handler: async (ctx) => {
        await as('admin', ctx);
        return listPayments(ctx.query);
      },
    }),
  }),
  '/api/v3/admin/purchases/:id/refund': route({
    POST: method({
      summary: 'Refund a purchase through the payment provider, in full or { amount_cents } of it; refunded in full it no longer unlocks the mixtape (admins)',
      auth: 'required',
      query: idParamsSchema,
      body: refundBodySchema,
      response: paymentActionSchema,
      handler: async (ctx) => refundPurchase(await as('admin', ctx), ctx.query.id, ctx.body.amount_cents),
    }),
  }),
  '/api/v3/admin/subscriptions/:id/cancel': route({
    POST: method({
      summary: 'Cancel a subscription now, or { at_period_end: true } when its period ends (admins)',
      auth: 'required',
      query: subscriptionParamsSchema,
      body: cancelSubscriptionSchema,
      response: paymentActionSchema,
      handler: async (ctx) => cancelMemberSubscription(await as('admin', ctx), ctx.query.id, ctx.body.at_period_end),
    }),
  }),
};
