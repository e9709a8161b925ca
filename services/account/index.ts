// The door of services/account: what the other features, the layout and the pages use of it.
export { syncPremium } from './member-sync';
