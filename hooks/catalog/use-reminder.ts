import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '@/store';

/**
 * Whether the member asked 'Notify me' on a Coming Soon mixtape (see docs/product.md, Notify me), keyed by the user so
 * one member's answer never shows to the next, and its toggle: the button changes at once and back if the server
 * refuses (commands/catalog/reminders.ts, loaded with the first press). A guest's press asks them to join.
 */
export function useReminder(mixtapeId: number) {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const queryClient = useQueryClient();
  const queryKey = ['users', userId, 'reminders', mixtapeId] as const;
  const { data: reminder = false } = useQuery({
    queryKey,
    queryFn: async () => (await import('@/services/account/alerts')).getReminder(mixtapeId),
    enabled: authReady && userId !== null,
  });
  const toggle = async () => (await import('@/commands/catalog/reminders')).toggleReminder({ queryClient, queryKey, mixtapeId }, !reminder);
  return { reminder, toggle };
}
