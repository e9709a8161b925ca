// The door of components/account: what the other features, the layout and the pages use of it.
export { AccountMenu } from './account-menu';
export { AccountSettings } from './account-settings';
export { OutboxScreen } from './outbox-screen';
export { ResetPasswordForm } from './reset-password-form';
export { type SecondFactorIntros } from './second-factor-dialog';
export { SecondFactorPrompt } from './second-factor-prompt';
export { TokenLinkPage } from './token-link-page';
export { UndoChange } from './undo-change';
export { Unsubscribe } from './unsubscribe';
