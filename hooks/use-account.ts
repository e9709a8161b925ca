import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/services/api-errors';
import { getMe, updateMe } from '@/services/auth';
import { saveUser } from '@/services/auth-session';
import { useAppStore } from '@/store';

// Keyed by user id so one user's account never shows, even briefly, to the next one on this browser.
const meKey = (id: number | undefined) => ['users', id, 'me'] as const;

/** The logged-in user's account; under 'users', so a 401 here while logged in forces a logout. */
export function useMe() {
  const id = useAppStore((s) => s.userInfor?.id);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  return useQuery({ queryKey: meKey(id), queryFn: getMe, enabled: isLoggedIn });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meKey(me.id), me);
      saveUser(me);
      useAppStore.getState().showAlert({ message: 'Your settings have been saved.' });
    },
    onError: (error) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' }),
  });
}
