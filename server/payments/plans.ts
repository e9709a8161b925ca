import type { Plan, PlanId } from '@/lib/contracts/payments';

// Premium's plans and prices, decided here and never by a client (see docs/product.md, Premium).

function cents(variable: string, fallback: number): number {
  const value = Number.parseInt(process.env[variable] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The ISO currency every price is charged in, lower case as Stripe writes it (PAYMENTS_CURRENCY, default usd). */
export const paymentsCurrency = () => (process.env.PAYMENTS_CURRENCY || 'usd').toLowerCase();

export function premiumPlans(): Plan[] {
  const currency = paymentsCurrency();
  return [
    { id: 'monthly', name: 'Monthly', amount: cents('PREMIUM_MONTHLY_PRICE', 499), currency, interval: 'month' },
    { id: 'yearly', name: 'Yearly', amount: cents('PREMIUM_YEARLY_PRICE', 4999), currency, interval: 'year' },
  ];
}

export const findPlan = (id: PlanId | string | null | undefined): Plan | undefined => premiumPlans().find((p) => p.id === id);
