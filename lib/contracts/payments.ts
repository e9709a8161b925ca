import { z } from 'zod';
import { mixtapeSchema } from './catalog';
import { pageQuerySchema, pagedSchema } from './common';

// Buying (see docs/product.md, Buying): paid mixtapes and the premium subscription.

const intentIdSchema = (name: string, prefix: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(255, `${name} is too long`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `${name} is not valid`);

/**
 * The 409 of POST /mixtapes/{id}/purchase to a member with premium, which includes every paid mixtape (see
 * docs/product.md, Paid mixtapes): the site tells it from 'already bought' by this text.
 */
export const PREMIUM_INCLUDES_MESSAGE = 'Premium includes this mixtape: download it with your subscription.';

/** POST /mixtapes/{id}/purchase: the PaymentIntent the site confirms with the card. */
export const purchaseIntentSchema = z.object({
  payment_intent_id: z.string(),
  client_secret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type PurchaseIntent = z.infer<typeof purchaseIntentSchema>;

export const purchaseConfirmSchema = z.object({ payment_intent_id: intentIdSchema('payment_intent_id', 'pi') });

export const purchaseSchema = z.object({
  id: z.number().int(),
  mixtape: mixtapeSchema,
  amount: z.number().int(),
  /** How much was given back (cents): all of `amount`, and the purchase no longer unlocks the mixtape. */
  refunded: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  /** The receipt as a PDF, for its owner only (a Bearer call, like every member's call). */
  receipt_url: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchasePageSchema = pagedSchema(purchaseSchema);

export const planIdSchema = z.enum(['monthly', 'yearly'], { error: 'plan must be monthly or yearly' });
export type PlanId = z.infer<typeof planIdSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
});
export type Plan = z.infer<typeof planSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

export const subscriptionSchema = z.object({
  /** Stripe's subscription status: active, past_due (a renewal failed; premium lasts while it is retried), canceled, incomplete. */
  status: z.string(),
  plan: planSchema,
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  payment_method: cardSummarySchema.nullable(),
});

/** GET /premium and the answer of every premium call: the plans, and the caller's subscription (null for a guest or a member without one). */
export const premiumSchema = z.object({
  plans: z.array(planSchema),
  /** The plan chosen with POST /premium (null before). */
  selected_plan: planIdSchema.nullable(),
  /** The card on file, once a SetupIntent was confirmed (null before). */
  payment_method: cardSummarySchema.nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type Premium = z.infer<typeof premiumSchema>;

export const premiumPlanBodySchema = z.object({ plan: planIdSchema });
export const setupIntentAnswerSchema = z.object({ setup_intent: z.string(), client_secret: z.string() });
export const setupIntentConfirmSchema = z.object({ setup_intent: intentIdSchema('setup_intent', 'seti') });
export const subscribeSchema = z.object({ setup_intent_id: intentIdSchema('setup_intent_id', 'seti') });

export const MAX_PREPAID_MONTHS = 12;
export const prepayBodySchema = z
  .object({
    quantity: z.coerce
      .number({ error: 'quantity must be a whole number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be 1 or more')
      .max(MAX_PREPAID_MONTHS, `quantity must not be more than ${MAX_PREPAID_MONTHS}`)
      .default(1),
  })
  .default({ quantity: 1 });

export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'uncollectible', 'void'], { error: 'status must be draft, open, paid, uncollectible or void' });
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: invoiceStatusSchema,
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
  /** The invoice as a PDF, for its owner only. */
  pdf_url: z.string(),
});
export const invoicePageSchema = pagedSchema(invoiceSchema);
export const invoiceQuerySchema = pageQuerySchema.extend({ status: invoiceStatusSchema.optional() });

export const prepayAnswerSchema = premiumSchema.extend({ invoice: invoiceSchema });

// The sandbox provider's own calls, standing in for Stripe.js (see docs/api.md, Payments sandbox).

const cardNumberSchema = z
  .string({ error: 'Card number is required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Card number is not valid'));

export const sandboxCardSchema = z.object({
  number: cardNumberSchema,
  exp_month: z.coerce.number({ error: 'Expiry month is required' }).int().min(1, 'Expiry month is not valid').max(12, 'Expiry month is not valid'),
  exp_year: z.coerce.number({ error: 'Expiry year is required' }).int().min(2000, 'Expiry year is not valid').max(2100, 'Expiry year is not valid'),
  cvc: z.string({ error: 'CVC is required' }).regex(/^\d{3,4}$/, 'CVC is not valid'),
});

const clientSecretSchema = z.string({ error: 'client_secret is required' }).min(1, 'client_secret is required').max(255);
export const sandboxConfirmSchema = z.object({ client_secret: clientSecretSchema, card: sandboxCardSchema });
export const sandbox3dsSchema = z.object({
  client_secret: clientSecretSchema,
  outcome: z.enum(['complete', 'fail'], { error: 'outcome must be complete or fail' }),
});

/** A PaymentIntent or SetupIntent as the sandbox answers its confirmation, a subset of Stripe's object. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: z.string(),
  client_secret: z.string(),
  next_action: z.object({ type: z.literal('redirect_to_url'), redirect_to_url: z.object({ url: z.string() }) }).nullable(),
  last_error: z.object({ code: z.string(), decline_code: z.string().optional(), message: z.string() }).nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

export const devAdvanceSchema = z.object({
  days: z.coerce.number({ error: 'days must be a number' }).int('days must be a whole number').min(1, 'days must be 1 or more').max(800, 'days must not be more than 800'),
});
export const devAdvanceAnswerSchema = z.object({ now: z.string() });
