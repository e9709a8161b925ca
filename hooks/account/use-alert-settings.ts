import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@/lib/contracts/alerts';
import { changeAlertSettings, getAlertSettings, unsubscribe } from '@/services/account/alerts';
import { useAppStore } from '@/store';

// Keyed by user id, under 'users': one member's settings never show to the next, and a 401 logs out.
const alertsKey = (id: number | undefined) => ['users', id, 'alerts'] as const;

/** Which alert emails the logged-in member gets (see docs/product.md, Release alerts). */
export function useAlertSettings() {
  const id = useAppStore((s) => s.userInfor?.id);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  return useQuery({ queryKey: alertsKey(id), queryFn: getAlertSettings, enabled: isLoggedIn });
}

/** Turns kinds on or off: the switches move at once and back if the server refuses. */
export function useChangeAlertSettings() {
  const queryClient = useQueryClient();
  const queryKey = alertsKey(useAppStore((s) => s.userInfor?.id));
  return useMutation({
    mutationFn: changeAlertSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AlertSettings>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}

/** Turns off the kind an email's unsubscribe link names, by its token alone: no log-in needed. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
