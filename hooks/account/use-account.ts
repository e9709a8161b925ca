import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactChange, MePatch } from '@/lib/contracts/account';
import type { Contact, Me } from '@/lib/contracts/auth';
import { confirmContact, sendContactCode } from '@/services/account/account';
import { apiErrorMessage } from '@/services/common/api-errors';
import { getMe, updateMe } from '@/services/common/auth';
import { saveUser } from '@/services/common/auth-session';
import { useAppStore } from '@/store';
import { withSecondFactor } from './use-second-factor';

export const SETTINGS_SAVED_MESSAGE = 'Your settings have been saved.';

// Keyed by user id so one user's account never shows, even briefly, to the next one on this browser.
const meKey = (id: number | undefined) => ['users', id, 'me'] as const;

export const alertError = (error: unknown) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
/** What a failed account call says, to show next to its form; undefined while there is no error. */
export const accountErrorMessage = (error: unknown) => (error ? apiErrorMessage(error) : undefined);

/** The logged-in user's account; under 'users', so a 401 here while logged in forces a logout. */
export function useMe() {
  const id = useAppStore((s) => s.userInfor?.id);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  return useQuery({ queryKey: meKey(id), queryFn: getMe, enabled: isLoggedIn });
}

/** The account as the API answered a change: in the query cache and the stored user alike. */
function useKeepMe() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.setQueryData(meKey(me.id), me);
    saveUser(me);
  };
}

// The changes below may want a recent two-factor code on a team account (its email, phone or codes): the code dialog
// asks for one and the change goes on (see docs/product.md, Account settings).

export function useUpdateMe() {
  const keep = useKeepMe();
  return useMutation({
    mutationFn: (patch: MePatch) => withSecondFactor(() => updateMe(patch)),
    onSuccess: (me) => {
      keep(me);
      useAppStore.getState().showAlert({ message: SETTINGS_SAVED_MESSAGE });
    },
    onError: alertError,
  });
}

/** Sends a code to a new email or phone; the API's answer says where, and is shown by the form. */
export function useSendContactCode() {
  return useMutation({ mutationFn: (contact: ContactChange) => withSecondFactor(() => sendContactCode(contact)), onError: alertError });
}

/** The new email or phone, confirmed by its code. */
export function useConfirmContact() {
  const keep = useKeepMe();
  return useMutation({
    mutationFn: (body: Contact & { code: string }) => withSecondFactor(() => confirmContact(body)),
    onSuccess: (me, { way }) => {
      keep(me);
      useAppStore.getState().showAlert({ message: way === 'email' ? 'Your email address has been changed.' : 'Your phone number has been changed.' });
    },
    onError: alertError,
  });
}
