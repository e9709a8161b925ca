// The door of hooks/payments: what the other features, the layout and the pages use of it.
export { usePremium } from './use-premium';
export { purchasedIdsOptions, usePaidMixtapeHold } from './use-purchased-ids';
