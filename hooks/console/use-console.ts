import { useState } from 'react';
import { useRouter } from 'next/router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/common/use-debounced-value';
import { withSecondFactor } from '@/hooks/account';
import { apiErrorMessage } from '@/services/common/api-errors';
import type { ListParams } from '@/services/console/admin';
import { useAppStore } from '@/store';

// The operator console's data: who may see which section, its lists (their page, their filters) and its actions
// (each says what it did).

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

/** Who a console section is for: moderators answer reports and members, admins everything. */
export type ConsoleRole = 'moderator' | 'admin';

/** Whether a visitor with `access` may open a section for `role`. */
export const consoleAllows = (access: ConsoleAccess, role: ConsoleRole): boolean => access === 'admin' || (access === 'moderator' && role === 'moderator');

/** Whether the signed-in member may load a section: the frame shows them why not, this keeps its calls from going. */
export function useConsoleAllowed(role: ConsoleRole): boolean {
  return consoleAllows(useConsoleAccess(), role);
}

/** The page of a list, back to the first whenever its filters (`key`) change. */
export function usePageFor(key: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ key, page: 1 });
  return [paging.key === key ? paging.page : 1, (page) => setPaging({ key, page })];
}

/** What a dialog acts on: kept while it closes, so its words stay through the closing transition. */
export function useDialogFor<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  return { ...state, show: (target: T) => setState({ target, open: true }), close: () => setState((current) => ({ ...current, open: false })) };
}

/**
 * Text typed to narrow a console list, and `value`, what is sent: trimmed, once typing pauses. With `param` it starts
 * from the address (`?actor=12`, a link from a member's page), read once the router has it: until then `ready` is
 * false and the list waits, so it is not asked for unfiltered first; the address's value is sent at once.
 */
export function useTypedFilter(param?: string, delay = 350) {
  const router = useRouter();
  const [text, setRaw] = useState('');
  const [edited, setEdited] = useState(false);
  const [ready, setReady] = useState(!param);
  if (!ready && router.isReady) {
    setReady(true);
    const initial = router.query[param!];
    if (typeof initial === 'string') setRaw(initial);
  }
  const settled = useDebouncedValue(text.trim(), delay);
  const setText = (next: string) => {
    setRaw(next);
    setEdited(true);
  };
  return { text, setText, value: edited ? settled : text.trim(), ready };
}

/** A console search (`?query=` where `param` says so), and the page of its results: a new search starts from the first. */
export function useConsoleSearch(param?: string) {
  const { value, ...search } = useTypedFilter(param);
  const [page, setPage] = usePageFor(value);
  return { ...search, query: value, page, setPage };
}

/** What a console call that failed says (a member not found, a refusal), or null. */
export const consoleErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

/**
 * The console's calls, loaded with its first query, at once: the other features' loaders (their doors, built on
 * services/common/on-demand.ts) spread zod over tasks for the public pages, and the console is a page of its own.
 */
const adminService = () => import('@/services/console/admin');
type AdminService = Awaited<ReturnType<typeof adminService>>;

/** How a console list is asked for: a call of the admin API with the list's query (its page, its filters). */
export type ConsoleFetch<T> = (service: AdminService, query: ListParams) => Promise<T>;

/** Every console query's key starts here: an action refreshes them all (a take-down changes the overview too). */
export const CONSOLE_KEY = ['console'] as const;

/** One page of a console list, kept on screen while the next page or filter loads. */
export function useConsoleList<T>(name: string, query: ListParams, fetch: ConsoleFetch<T>, enabled = true) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, name, query],
    queryFn: async () => withSecondFactor(async () => fetch(await adminService(), query)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One item of the console (a notice, a member), or the overview. */
export function useConsoleItem<T>(name: string, id: number | string | undefined, fetch: (service: AdminService) => Promise<T>, enabled = true) {
  return useQuery({ queryKey: [...CONSOLE_KEY, name, id], queryFn: async () => withSecondFactor(async () => fetch(await adminService())), enabled: enabled && id !== undefined });
}

/**
 * A console action: it runs, says what it did (or that it changed nothing, or why it was refused) and refreshes the
 * console's lists. `onDone` gets the answer, for a dialog to close on.
 */
export function useConsoleAction<V, R extends { message: string; changed?: boolean }>(run: (service: AdminService, vars: V) => Promise<R>, onDone?: (result: R) => void) {
  const queryClient = useQueryClient();
  const showAlert = useAppStore((s) => s.showAlert);
  return useMutation({
    mutationFn: async (vars: V) => withSecondFactor(async () => run(await adminService(), vars)),
    onSuccess: (result) => {
      showAlert({ message: result.message, severity: result.changed === false ? 'info' : 'success' });
      void queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
      onDone?.(result);
    },
    onError: (error) => showAlert({ message: apiErrorMessage(error), severity: 'error' }),
  });
}
