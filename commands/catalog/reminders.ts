import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '@/store';
import { member, showError } from '@/commands/common/member';

// 'Notify me' on a Coming Soon mixtape, pressed from hooks/catalog/use-reminder.ts, which loads this with the first press.

export const REMINDER_ON_MESSAGE = "We'll email you when it's out.";
export const REMINDER_OFF_MESSAGE = "You won't get an email when it's out.";

/** The reminder's query: the button's state, changed here before the server answers. */
interface ReminderTarget {
  queryClient: QueryClient;
  queryKey: readonly unknown[];
  mixtapeId: number;
}

/** Turns the reminder on or off optimistically: it moves back, with the server's reason, if refused. */
export async function toggleReminder({ queryClient, queryKey, mixtapeId }: ReminderTarget, reminder: boolean): Promise<void> {
  if (!member('notify')) return;
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<boolean>(queryKey) ?? !reminder;
  queryClient.setQueryData(queryKey, reminder);
  try {
    const saved = await (await import('@/services/account/alerts')).setReminder(mixtapeId, reminder);
    queryClient.setQueryData(queryKey, saved);
    useAppStore.getState().showAlert({ message: saved ? REMINDER_ON_MESSAGE : REMINDER_OFF_MESSAGE, severity: saved ? 'success' : 'info' });
  } catch (error) {
    queryClient.setQueryData(queryKey, previous);
    showError(error);
  }
}
