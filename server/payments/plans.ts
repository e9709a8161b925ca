import type { Plan, PlanId } from '@/lib/contracts/payments';

// Premium's plans and prices, decided here and never by a client (see docs/product.md, Premium).

function cents(variable: string, fallback: number): number {
  const value = Number.parseInt(process.env[variable] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function premiumPlans(): Plan[] {
  // An ISO code, lower case as Stripe writes it.
  const currency = (process.env.PAYMENTS_CURRENCY || 'usd').toLowerCase();
  return [
    { id: 'monthly', name: 'Monthly', amount: cents('PREMIUM_MONTHLY_PRICE', 499), currency, interval: 'month' },
    { id: 'yearly', name: 'Yearly', amount: cents('PREMIUM_YEARLY_PRICE', 4999), currency, interval: 'year' },
  ];
}

export const findPlan = (id: PlanId | string | null | undefined): Plan | undefined => premiumPlans().find((p) => p.id === id);
