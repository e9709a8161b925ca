import { idParamsSchema } from '@/lib/contracts/params';
import { premiumPlanBodySchema, premiumSchema, invoicePageSchema, invoiceQuerySchema, setupIntentAnswerSchema, setupIntentConfirmSchema, prepayAnswerSchema, prepayBodySchema, subscribeSchema } from '@/lib/contracts/payments';
import { method, route, type RouteTable } from '@/server/http/route';
import { sendFile } from '@/server/http/send-file';
import { listInvoices, invoicePdf } from '@/server/payments/invoices';
import { choosePlan, premiumState, setCancelAtPeriodEnd, newSetupIntent, confirmCard, subscribe } from '@/server/payments/premium';
import { prepayMonths } from '@/server/payments/prepaid';

export const premiumRoutes: RouteTable = {
  '/api/v3/premium': route({
    GET: method({ summary: 'Premium plans, and your subscription (guests see the plans only)', auth: 'optional', response: premiumSchema, handler: ({ user }) => premiumState(user?.id ?? null) }),
    POST: method({
      summary: 'Choose a premium plan: prepares your customer at the payment provider',
      auth: 'required',
      body: premiumPlanBodySchema,
      response: premiumSchema,
      handler: ({ user, body }) => choosePlan(user.id, body.plan),
    }),
  }),
  '/api/v3/premium/cancel': route({
    POST: method({ summary: 'Cancel premium at the end of the paid period (it lasts until then)', auth: 'required', response: premiumSchema, handler: ({ user }) => setCancelAtPeriodEnd(user.id, true) }),
  }),
  '/api/v3/premium/invoices': route({
    GET: method({ summary: 'Your premium invoices, newest first, optionally of one status', auth: 'required', query: invoiceQuerySchema, response: invoicePageSchema, handler: ({ user, query }) => listInvoices(user.id, query) }),
  }),
  '/api/v3/premium/invoices/:id/pdf': route({
    GET: method({ summary: 'One of your invoices as a PDF (anyone else\'s is a 404)', auth: 'required', query: idParamsSchema, handler: async ({ req, res, user, query }) => sendFile(req, res, await invoicePdf(user.id, query.id)) }),
  }),
  '/api/v3/premium/payment': route({
    POST: method({ summary: 'Collect a card for premium: a SetupIntent to confirm with the card', auth: 'required', response: setupIntentAnswerSchema, handler: ({ user }) => newSetupIntent(user.id) }),
  }),
  '/api/v3/premium/payment/confirm': route({
    POST: method({
      summary: 'Save the card of a confirmed SetupIntent as the one on file (and for renewals); 402 with the reason when it failed',
      auth: 'required',
      body: setupIntentConfirmSchema,
      response: premiumSchema,
      handler: ({ user, body }) => confirmCard(user.id, body.setup_intent),
    }),
  }),
  '/api/v3/premium/payment/update': route({
    POST: method({ summary: 'Replace the card renewals are charged to: a SetupIntent to confirm with the new card', auth: 'required', response: setupIntentAnswerSchema, handler: ({ user }) => newSetupIntent(user.id) }),
  }),
  '/api/v3/premium/payment/upload': route({
    POST: method({
      summary: 'Prepay quantity months (default 1) in one payment on the card on file, moving the next renewal back as many months; send an Idempotency-Key to make retries safe',
      auth: 'required',
      body: prepayBodySchema,
      response: prepayAnswerSchema,
      handler: ({ req, user, body }) => prepayMonths(user.id, body.quantity, req.headers['idempotency-key']),
    }),
  }),
  '/api/v3/premium/resume': route({
    POST: method({ summary: 'Undo a cancellation before the period ends', auth: 'required', response: premiumSchema, handler: ({ user }) => setCancelAtPeriodEnd(user.id, false) }),
  }),
  '/api/v3/premium/subscribe': route({
    POST: method({
      summary: 'Start premium on the chosen plan with the confirmed card, paying the first invoice (402 with the reason when refused)',
      auth: 'required',
      body: subscribeSchema,
      response: premiumSchema,
      handler: ({ user, body }) => subscribe(user.id, body.setup_intent_id),
    }),
  }),
};
