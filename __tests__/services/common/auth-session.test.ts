import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { getAccessToken } from '@/services/common/session-token';
import { LOGGED_OUT_MESSAGE, SESSION_LOST_MESSAGE, endSession, logout, refusedAfterLogOut, restoreSession, saveUser, startSession } from '@/services/common/auth-session';
import { useAppStore } from '@/store';
import { V3, makeLoginResult, makeMe } from '../../helpers/auth';

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

describe('endSession', () => {
  it('logs out once, locally, with one alert whose Log In opens the log-in dialog', async () => {
    let logoutCalls = 0;
    server.use(
      http.post(`${V3}/auth/logout`, () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    act(() => startSession(makeLoginResult()));
    act(() => endSession());
    expectLoggedOut();
    const { alert } = useAppStore.getState();
    expect(alert).toMatchObject({ message: SESSION_LOST_MESSAGE, severity: 'info', action: { label: 'Log In' } });

    // The 401s of the same moment find nobody logged in.
    act(() => endSession());
    act(() => endSession());
    expect(useAppStore.getState().alert?.id).toBe(alert?.id);

    act(() => void alert?.action?.onClick());
    expect(useAppStore.getState()).toMatchObject({ loginOpen: true, isSignup: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logoutCalls).toBe(0);
  });

  it('does nothing for a visitor who is not logged in', () => {
    endSession();
    expect(useAppStore.getState().alert).toBeNull();
  });
});

describe('refusedAfterLogOut', () => {
  const unauthorized = { isAxiosError: true, response: { status: 401 } };

  it('is a 401 once logged out, nothing else', () => {
    expect(refusedAfterLogOut(unauthorized)).toBe(true);
    expect(refusedAfterLogOut({ isAxiosError: true, response: { status: 500 } })).toBe(false);
    expect(refusedAfterLogOut(new Error('network'))).toBe(false);
    act(() => startSession(makeLoginResult()));
    expect(refusedAfterLogOut(unauthorized)).toBe(false);
  });
});
