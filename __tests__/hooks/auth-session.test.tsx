import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../helpers/msw';
import { handleQueryError, useAuthSession } from '@/hooks/auth-session';
import { createQueryClient } from '@/hooks/query-client';
import { api } from '@/services/api-client';
import { getMe } from '@/services/auth';
import { useAppStore } from '@/store';
import { V3, apiError, logIn } from '../helpers/auth';

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

describe('useAuthSession', () => {
  it("forces a logout when a token refresh fails, alerting 'Logged Out !'", async () => {
    const logout = logoutEndpoint();
    server.use(http.get(`${V3}/users/likes`, unauthorized), http.post(`${V3}/auth/refresh`, unauthorized));
    logIn();
    const { unmount } = renderHook(() => useAuthSession());
    expect(useAppStore.getState().isLoggedIn).toBe(true);

    await expect(api.get('/users/likes')).rejects.toMatchObject({ response: { status: 401 } });
    expectLoggedOut();
    expect(useAppStore.getState().alert?.message).toBe('Logged Out !');
    await waitFor(() => expect(logout.count).toBe(1));
    unmount();
  });

  it('follows a logout in another tab', () => {
    logIn();
    renderHook(() => useAuthSession());
    localStorage.removeItem('access_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });
});

describe('a 401 on user data', () => {
  it('forces a logout while logged in, when even the refreshed token is refused', async () => {
    const logout = logoutEndpoint();
    server.use(
      http.get(`${V3}/users/me`, unauthorized),
      http.post(`${V3}/auth/refresh`, () => HttpResponse.json({ access_token: 'access-2' })),
    );
    logIn();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['users', 7, 'me'], queryFn: getMe });
    expectLoggedOut();
    await waitFor(() => expect(logout.count).toBe(1));
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
