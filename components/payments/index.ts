// The door of components/payments: what the other features, the layout and the pages use of it.
export { isLive, planPrice, statusOf } from './premium-text';
export { SANDBOX_3DS_TITLE, Sandbox3dsScreen } from './sandbox-3ds-screen';
