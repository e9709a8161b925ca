import type { Plan, PlanId } from '@/lib/contracts/payments';
import { settings } from '../core/config';

// Premium's plans and prices, decided here and never by a client (see docs/product.md, Premium).

export function premiumPlans(): Plan[] {
  // An ISO code, lower case as Stripe writes it.
  const { PAYMENTS_CURRENCY: currency, PREMIUM_MONTHLY_PRICE, PREMIUM_YEARLY_PRICE } = settings();
  return [
    { id: 'monthly', name: 'Monthly', amount: PREMIUM_MONTHLY_PRICE ?? 499, currency, interval: 'month' },
    { id: 'yearly', name: 'Yearly', amount: PREMIUM_YEARLY_PRICE ?? 4999, currency, interval: 'year' },
  ];
}

export const findPlan = (id: PlanId | string | null | undefined): Plan | undefined => premiumPlans().find((p) => p.id === id);
