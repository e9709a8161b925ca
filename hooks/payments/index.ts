// The door of hooks/payments: what the other features, the layout and the pages use of it.
export { premiumOptions, useHasPremium } from './use-has-premium';
export { usePremium } from './use-premium';
export { purchasedIdsOptions, usePaidMixtapeHold } from './use-purchased-ids';
