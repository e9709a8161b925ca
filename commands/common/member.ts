import type { Mixtape } from '@/lib/contracts/catalog';
import { apiErrorMessage } from '@/services/common/api-errors';
import { useAppStore } from '@/store';
import type { MemberPromptReason } from '@/store/auth-slice';

// What the library's commands (commands/library/library.ts) and the downloads they load on demand (commands/library/downloads.ts)
// share: the member check, buying, and the alert of a failed call (see docs/product.md, Your library).

/** True for a member; a guest gets the prompt to log in or sign up for what they tried. */
export function member(reason: MemberPromptReason): boolean {
  const { isLoggedIn, openMemberPrompt } = useAppStore.getState();
  if (!isLoggedIn) openMemberPrompt(reason);
  return isLoggedIn;
}

export const showError = (error: unknown) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });

/** Opens the purchase dialog of a paid mixtape (see docs/product.md, Buying); a guest is asked to log in first. */
export function buyMixtape(mixtape: Mixtape): void {
  if (member('buy')) useAppStore.getState().setBuying(mixtape);
}
