import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/services/api-errors';
import type { ListParams } from '@/services/admin';
import { adminService } from '@/services/on-demand';
import { useAppStore } from '@/store';

// The operator console's data: who may see which section, its lists, and its actions (each says what it did).

/** Which console a visitor gets: moderators answer reports and members, admins everything. */
export type ConsoleAccess = 'loading' | 'guest' | 'refused' | 'two-factor' | 'moderator' | 'admin';

export function useConsoleAccess(): ConsoleAccess {
  const authReady = useAppStore((s) => s.authReady);
  const me = useAppStore((s) => s.userInfor);
  if (!authReady) return 'loading';
  if (!me) return 'guest';
  const role = me.roles?.includes('admin') ? 'admin' : me.roles?.includes('moderator') ? 'moderator' : null;
  if (!role) return 'refused';
  // The server refuses every console call without two-factor codes: the console says so first.
  return me.twoFactorEnabled ? role : 'two-factor';
}

/** What a console call that failed says (a member not found, a refusal), or null. */
export const consoleErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

type AdminService = Awaited<ReturnType<typeof adminService>>;

/** Every console query's key starts here: an action refreshes them all (a take-down changes the overview too). */
export const CONSOLE_KEY = ['console'] as const;

/** One page of a console list, kept on screen while the next page or filter loads. */
export function useConsoleList<T>(name: string, query: ListParams, fetch: (service: AdminService, query: ListParams) => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, name, query],
    queryFn: async () => fetch(await adminService(), query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One item of the console (a notice, a member), or the overview. */
export function useConsoleItem<T>(name: string, id: number | string | undefined, fetch: (service: AdminService) => Promise<T>, enabled = true) {
  return useQuery({ queryKey: [...CONSOLE_KEY, name, id], queryFn: async () => fetch(await adminService()), enabled: enabled && id !== undefined });
}

/**
 * A console action: it runs, says what it did (or that it changed nothing, or why it was refused) and refreshes the
 * console's lists. `onDone` gets the answer, for a dialog to close on.
 */
export function useConsoleAction<V, R extends { message: string; changed?: boolean }>(run: (service: AdminService, vars: V) => Promise<R>, onDone?: (result: R) => void) {
  const queryClient = useQueryClient();
  const showAlert = useAppStore((s) => s.showAlert);
  return useMutation({
    mutationFn: async (vars: V) => run(await adminService(), vars),
    onSuccess: (result) => {
      showAlert({ message: result.message, severity: result.changed === false ? 'info' : 'success' });
      void queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
      onDone?.(result);
    },
    onError: (error) => showAlert({ message: apiErrorMessage(error), severity: 'error' }),
  });
}
