import type { Premium } from '@/lib/contracts/payments';

// Premium answers as GET /premium and the premium calls give them (see docs/api.md, Buying).

export const MONTHLY = { id: 'monthly', name: 'Monthly', amount: 499, currency: 'usd', interval: 'month' } as const;
export const YEARLY = { id: 'yearly', name: 'Yearly', amount: 4999, currency: 'usd', interval: 'year' } as const;
export const VISA = { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 };

/** No subscription (a guest, or a member who never subscribed). */
export const noPremium = (): Premium => ({ plans: [MONTHLY, YEARLY], selected_plan: null, payment_method: null, subscription: null });

export function subscribed(overrides: Partial<NonNullable<Premium['subscription']>> = {}, plan = MONTHLY): Premium {
  return {
    plans: [MONTHLY, YEARLY],
    selected_plan: plan.id,
    payment_method: VISA,
    subscription: { status: 'active', plan, current_period_end: '2027-03-14T12:00:00.000Z', cancel_at_period_end: false, payment_method: VISA, ...overrides },
  };
}

export function makeInvoice(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    number: `LMT-${String(id).padStart(6, '0')}`,
    amount: 499,
    currency: 'usd',
    status: 'paid',
    period_start: '2027-02-14T12:00:00.000Z',
    period_end: '2027-03-14T12:00:00.000Z',
    created_at: '2027-02-14T12:00:00.000Z',
    pdf_url: `/api/v3/premium/invoices/${id}/pdf`,
    ...overrides,
  };
}
