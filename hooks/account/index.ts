// The door of hooks/account: what the other features, the layout and the pages use of it.
export { useAuthSession } from './use-auth-session';
export { useMemberSync } from './use-member-sync';
export { withSecondFactor } from './use-second-factor';
