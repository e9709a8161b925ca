import { useMutation } from '@tanstack/react-query';
import { undoContactChange } from '@/services/account/account';
import { dropSession } from '@/services/common/auth-session';

/**
 * Undoes a change of email or phone with the token of the link sent to the old one. Every session of the account
 * ended with it: this browser forgets its own, which may be one of them (the answer does not say whose account it was).
 */
export function useUndoContactChange() {
  return useMutation({ mutationFn: undoContactChange, onSuccess: () => dropSession() });
}
