import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../helpers/msw';
import { getAccessToken } from '@/services/session-token';
import { LOGGED_OUT_MESSAGE, logout, restoreSession, saveUser, startSession } from '@/services/auth-session';
import { useAppStore } from '@/store';
import { V3, makeLoginResult, makeMe } from '../helpers/auth';

const server = mockServer();
const initial = useAppStore.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
});

const expectLoggedOut = () => {
  for (const key of ['access_token', 'v2_token', 'user']) expect(localStorage.getItem(key)).toBeNull();
  expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfor: null });
};

describe('restoreSession', () => {
  it('reads the session back from the access_token and user keys', () => {
    localStorage.setItem('access_token', 'access-1');
    localStorage.setItem('user', JSON.stringify(makeMe()));
    restoreSession();
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, authReady: true, userInfor: { username: 'djnova' } });
  });

  it('treats half a session as none and clears what is left of it', () => {
    localStorage.setItem('user', JSON.stringify(makeMe()));
    localStorage.setItem('v2_token', 'api-1');
    restoreSession();
    expectLoggedOut();
    expect(useAppStore.getState().authReady).toBe(true);
  });

  it('leaves a dialog a page opened before the session was read', () => {
    act(() => useAppStore.getState().openLogin());
    restoreSession();
    expect(useAppStore.getState().loginOpen).toBe(true);
  });
});

describe('startSession, saveUser and logout', () => {
  it('keeps the session in storage and mirrors the user in the store', () => {
    act(() => startSession(makeLoginResult()));
    expect(getAccessToken()).toBe('access-1');
    expect(localStorage.getItem('v2_token')).toBe('api-1');
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, userInfor: { username: 'djnova' } });

    act(() => saveUser(makeMe({ fullname: 'Nova R.' })));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ fullname: 'Nova R.' });
    expect(useAppStore.getState().userInfor).toMatchObject({ fullname: 'Nova R.' });
  });

  it('clears the session, tells the server with the token it had and alerts', async () => {
    const authorization: (string | null)[] = [];
    server.use(
      http.post(`${V3}/auth/logout`, ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    act(() => startSession(makeLoginResult()));
    act(() => logout());
    expectLoggedOut();
    expect(useAppStore.getState().alert).toMatchObject({ message: LOGGED_OUT_MESSAGE, severity: 'info' });
    await waitFor(() => expect(authorization).toEqual(['Bearer access-1']));
  });
});
