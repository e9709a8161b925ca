import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useAuthSession } from '@/hooks/account/use-auth-session';
import { createQueryClient } from '@/services/common/query-client';
import { useMe } from '@/hooks/account/use-account';
import { useFavoritePages, useHistoryPages } from '@/hooks/library/use-library-pages';
import { useMemberSync } from '@/hooks/account/use-member-sync';
import { useAppStore } from '@/store';
import { theme } from '@/theme/theme';
import { AuthHarness, V3, apiError, logIn, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';

// A session the server ended elsewhere (a password change, Log Out Everywhere on another device): every member call
// of the page answers 401, and so does the refresh.

const server = mockServer();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetAuthState();
  logIn();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

/** What a member's page asks the server for: the account, a library list, history. */
function MemberData() {
  useMe();
  useFavoritePages('tracks');
  useHistoryPages();
  return null;
}

/** The app's session wiring, its member sync and queries, the account corner, dialogs and alert bar. */
function App() {
  useAuthSession();
  useMemberSync();
  return (
    <>
      <AuthHarness />
      <MemberData />
    </>
  );
}

function renderApp(): QueryClient {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme} modeStorageKey="theme" defaultMode="dark">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
  render(<App />, { wrapper: Wrapper });
  return queryClient;
}

/**
 * The server of an ended session: member calls (under /users, and /premium) answer 401, recorded with the
 * Authorization they carried; the refresh answers 401 once `releaseRefresh` is called; logout is counted.
 */
function endedSessionApi() {
  const memberCalls: string[] = [];
  const counts = { refresh: 0, logout: 0 };
  let releaseRefresh!: () => void;
  const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const refused = (request: Request) => {
    memberCalls.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
    return apiError(401, 'Your session has expired. Please log in again.', 'Unauthorized');
  };
  server.use(
    http.get(`${V3}/users/*`, ({ request }) => refused(request)),
    http.get(`${V3}/premium`, ({ request }) => refused(request)),
    http.post(`${V3}/auth/refresh`, async () => {
      counts.refresh += 1;
      await refreshHeld;
      return apiError(401, 'Your session has ended. Please log in again.', 'Unauthorized');
    }),
    http.post(`${V3}/auth/logout`, () => {
      counts.logout += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { memberCalls, counts, releaseRefresh };
}

/** Waits until no new call has come for `quietMs`: every call the page starts by itself has been made. */
async function untilQuiet(calls: readonly unknown[], quietMs = 150) {
  let seen = -1;
  while (seen !== calls.length) {
    seen = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, quietMs)));
  }
}

it('logs out once, with one alert and a way back in, when the server ended the session: no console error, no further member call', async () => {
  const user = userEvent.setup();
  const api = endedSessionApi();
  const alerts: string[] = [];
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.alert && state.alert !== previous.alert) alerts.push(state.alert.message);
  });
  const queryClient = renderApp();

  // Every member call of the page is refused at once, and they all wait on the one refresh.
  await waitFor(() => expect(api.memberCalls.length).toBeGreaterThanOrEqual(7));
  await untilQuiet(api.memberCalls);
  expect(api.counts.refresh).toBe(1);
  expect(useAppStore.getState().isLoggedIn).toBe(true);
  const sent = api.memberCalls.length;

  api.releaseRefresh();
  await waitFor(() => expect(useAppStore.getState().isLoggedIn).toBe(false));
  expect(await screen.findByRole('alert')).toHaveTextContent('You were logged out. Log in again.');
  for (const key of ['access_token', 'v2_token', 'user']) expect(localStorage.getItem(key)).toBeNull();

  // Whatever was still in flight settles; nothing asks again.
  await untilQuiet(api.memberCalls, 300);
  expect(api.memberCalls).toHaveLength(sent);
  expect(api.memberCalls.every((call) => call.endsWith(' Bearer access-1'))).toBe(true);
  expect(api.counts).toEqual({ refresh: 1, logout: 0 });
  expect(alerts).toEqual(['You were logged out. Log in again.']);
  expect(consoleError).not.toHaveBeenCalled();
  // The member's queries are gone (what is left is the guest's, switched off), none left fetching.
  expect(queryClient.getQueryCache().findAll({ queryKey: ['users', 7] })).toEqual([]);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['users'], predicate: (query) => query.state.status !== 'pending' })).toEqual([]);
  expect(queryClient.isFetching()).toBe(0);

  // The alert's Log In opens the log-in dialog.
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  unsubscribe();
});
