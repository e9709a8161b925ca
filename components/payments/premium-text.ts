import dayjs from 'dayjs';
import type { Plan, Premium } from '@/lib/contracts/payments';
import { formatMoney } from '@/lib/format';
import { PREMIUM_STATUSES } from '@/lib/premium';

// The words of the premium page, and the small sums behind them (see docs/product.md, Premium).

export const PREMIUM_TITLE = 'LMT Premium';
export const PREMIUM_PITCH = 'Music without interruptions, and every mixtape yours to keep.';
export const BENEFITS = ['No audio ads between tracks', "Every paid mixtape included: download any of them without buying it", 'A Premium badge on your account'] as const;
export const GUEST_NOTE = 'Premium goes with your free account: log in or sign up, then subscribe.';
export const SUBSCRIBED_MESSAGE = 'Welcome to Premium: no more ads.';
export const CARD_UPDATED_MESSAGE = 'Your card was saved: renewals are charged to it.';
export const PREPAY_INTRO =
  'Pay for several months at once: the amount is charged now to your card on file, and your next renewal moves back by as many months.';

type Subscription = NonNullable<Premium['subscription']>;
type Card = NonNullable<Premium['payment_method']>;

/** A subscription that gives premium (not one that ended). */
export const isLive = (subscription: Subscription | null): subscription is Subscription => !!subscription && PREMIUM_STATUSES.includes(subscription.status);

/** "June 12, 2027". */
export const longDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
/** "Jun 12, 2027", where room is short (invoice rows). */
export const shortDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** "$4.99/month". */
export const planPrice = (plan: Pick<Plan, 'amount' | 'currency' | 'interval'>) => `${formatMoney(plan.amount, plan.currency)}/${plan.interval}`;

/** What the yearly plan saves over twelve monthly payments: "$9.89", or null when it saves nothing. */
export function yearlySaving(plans: Plan[]): string | null {
  const monthly = plans.find((p) => p.interval === 'month');
  const yearly = plans.find((p) => p.interval === 'year');
  if (!monthly || !yearly || monthly.currency !== yearly.currency) return null;
  const saved = monthly.amount * 12 - yearly.amount;
  return saved > 0 ? formatMoney(saved, yearly.currency) : null;
}

/** The yearly price spread over its months: "$4.17". */
export const perMonth = (plan: Plan) => formatMoney(Math.round(plan.amount / 12), plan.currency);

/** "Visa •••• 4242". */
/** Stripe's brand ids as their holders write them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const brandName = (brand: string) => BRAND_NAMES[brand] ?? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;
export const cardName = (card: Card) => `${brandName(card.brand)} •••• ${card.last4}`;
/** "12/28". */
export const cardExpiry = (card: Card) => `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

/** The status as a member reads it, with its colour, and the sentence that explains it. */
export function statusOf(subscription: Subscription): { label: string; color: 'success' | 'warning' | 'default'; detail: string } {
  const end = longDate(subscription.current_period_end);
  if (subscription.cancel_at_period_end) return { label: 'Canceled', color: 'default', detail: `Canceled — Premium stays until ${end}. Resume before then to keep it.` };
  if (subscription.status === 'past_due') {
    return { label: 'Past due', color: 'warning', detail: 'The last renewal payment failed. Premium continues while the payment is tried again: update your card to keep it.' };
  }
  return { label: 'Active', color: 'success', detail: `Renews on ${end} at ${planPrice(subscription.plan)}.` };
}

/** The alert after cancelling or resuming. */
export const canceledMessage = (premium: Premium, cancel: boolean) => {
  const end = premium.subscription ? longDate(premium.subscription.current_period_end) : '';
  return cancel ? `Premium is canceled: it stays until ${end}.` : `Premium is back on: it renews on ${end}.`;
};

/** Where the next renewal moves after prepaying `months`. */
export const renewalAfter = (periodEnd: string, months: number) => longDate(dayjs(periodEnd).add(months, 'month').toISOString());
