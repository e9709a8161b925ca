// Whether a subscription gives premium (see docs/product.md, Premium): the rule the browser reads a premium answer
// by, for the badge, the ads and saving offline. Pure and light, so the first screen may import it.

/** Statuses that give premium: a failed renewal (past_due) keeps it while the payment is retried. */
export const PREMIUM_STATUSES: readonly (string | null)[] = ['active', 'trialing', 'past_due'];

/** Whether a subscription of this status (null: none) gives premium. */
export const givesPremium = (status: string | null | undefined): boolean => PREMIUM_STATUSES.includes(status ?? null);
