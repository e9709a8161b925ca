import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAuthSession } from '@/hooks/account/use-auth-session';
import { createQueryClient, handleQueryError } from '@/services/common/query-client';
import { api } from '@/services/common/api-client';
import { getMe } from '@/services/common/auth';
import { useAppStore } from '@/store';
import { V3, apiError, logIn } from '../../helpers/auth';

const server = mockServer();
const initial = useAppStore.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
});

const unauthorized = () => apiError(401, 'Unauthorized', 'Unauthorized');

/** POST /auth/logout, counted. */
function logoutEndpoint() {
  const calls = { count: 0 };
  server.use(
    http.post(`${V3}/auth/logout`, () => {
      calls.count += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const expectLoggedOut = () => {
  for (const key of ['access_token', 'v2_token', 'user']) expect(localStorage.getItem(key)).toBeNull();
  expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfor: null });
};

const SESSION_LOST = 'You were logged out. Log in again.';

/** useAuthSession as the app mounts it, inside a query client. */
function renderAuthSession(client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useAuthSession(), { wrapper }) };
}

describe('useAuthSession', () => {
  it('logs out here, without calling the server, when the server refuses the refresh, and says so once with Log In', async () => {
    const logout = logoutEndpoint();
    server.use(http.get(`${V3}/users/likes`, unauthorized), http.post(`${V3}/auth/refresh`, unauthorized));
    logIn();
    const { unmount } = renderAuthSession();
    expect(useAppStore.getState().isLoggedIn).toBe(true);

    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    expectLoggedOut();
    const { alert } = useAppStore.getState();
    expect(alert).toMatchObject({ message: SESSION_LOST, severity: 'info', action: { label: 'Log In' } });
    act(() => void alert?.action?.onClick());
    expect(useAppStore.getState().loginOpen).toBe(true);

    // A later 401 (a call still in flight) finds nobody logged in: no second alert.
    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    expect(useAppStore.getState().alert?.id).toBe(alert?.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logout.count).toBe(0);
    unmount();
  });

  it('keeps the session when the refresh got no answer', async () => {
    server.use(http.get(`${V3}/users/likes`, unauthorized), http.post(`${V3}/auth/refresh`, () => HttpResponse.error()));
    logIn();
    renderAuthSession();
    await expect(api.get('/users/likes')).rejects.toMatchObject({ message: 'Network Error' });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, alert: null });
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it("forgets the member's queries at a log-out, and leaves the rest", () => {
    logIn();
    const { client } = renderAuthSession();
    for (const key of [['users', 7, 'me'], ['premium', 7], ['mixtapes', 3, 'vote', 7], ['home'], ['premium', 0]]) client.setQueryData(key, {});
    act(() => useAppStore.getState().clearSession());
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([['home'], ['premium', 0]]);
  });

  it("follows a logout in another tab, forgetting the member's queries, without an alert", () => {
    logIn();
    const { client } = renderAuthSession();
    client.setQueryData(['users', 7, 'me'], {});
    localStorage.removeItem('access_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, alert: null });
    expect(client.getQueryData(['users', 7, 'me'])).toBeUndefined();
  });
});

describe('a 401 on user data', () => {
  it('logs out while logged in, when even the refreshed token is refused, without calling the server', async () => {
    const logout = logoutEndpoint();
    server.use(
      http.get(`${V3}/users/me`, unauthorized),
      http.post(`${V3}/auth/refresh`, () => HttpResponse.json({ access_token: 'access-2' })),
    );
    logIn();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['users', 7, 'me'], queryFn: getMe });
    expectLoggedOut();
    expect(useAppStore.getState().alert?.message).toBe(SESSION_LOST);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logout.count).toBe(0);
  });

  it('leaves other queries and logged-out visitors alone', () => {
    const error = { isAxiosError: true, response: { status: 401 } };
    logIn();
    handleQueryError(error, { queryKey: ['mixtapes', 1] });
    expect(useAppStore.getState().isLoggedIn).toBe(true);

    act(() => useAppStore.getState().clearSession());
    handleQueryError(error, { queryKey: ['users', 7, 'me'] });
    expect(useAppStore.getState().alert).toBeNull();
  });
});
