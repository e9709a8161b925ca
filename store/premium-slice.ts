import type { AppState, SliceCreator } from './types';

/** The member's premium as the server last told it: GET /premium after a log-in, or the answer of a premium call. */
export interface PremiumStatus {
  /** Whose it is: another member logging in on this browser never inherits it. */
  userId: number;
  /** The subscription's status (Stripe's: active, trialing, past_due, canceled, ...); null without one. */
  status: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the paid period ends (ISO), null without a subscription. */
  periodEnd: string | null;
}

/** Statuses that give premium: a failed renewal (past_due) keeps it while the payment is retried (see docs/product.md, Premium). */
export const PREMIUM_STATUSES: readonly (string | null)[] = ['active', 'trialing', 'past_due'];

export interface PremiumSlice {
  /** Kept in 'app-storage', so the badge and the ads are right at once after a reload; refreshed by hooks/account/use-member-sync.ts. */
  premium: PremiumStatus | null;
  setPremium: (premium: PremiumStatus | null) => void;
}

export const createPremiumSlice: SliceCreator<PremiumSlice> = (set) => ({
  premium: null,
  setPremium: (premium) => set({ premium }),
});

/**
 * Whether the logged-in member has premium (no ads, the badge): what the server last said of this member, or until
 * it said anything, the flag of the log-in.
 */
export function hasPremium(state: Pick<AppState, 'isLoggedIn' | 'userInfor' | 'premium'>): boolean {
  const user = state.isLoggedIn ? state.userInfor : null;
  if (!user) return false;
  return state.premium?.userId === user.id ? PREMIUM_STATUSES.includes(state.premium.status) : user.isPremium;
}
