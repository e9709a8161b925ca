import { http, HttpResponse } from 'msw';
import { act } from '@testing-library/react';
import { AccountMenu } from '@/components/account/account-menu';
import { AuthDialogs } from '@/components/account/auth-dialogs';
import { AlertBar } from '@/components/layout/alert-bar';
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { useAppStore } from '@/store';

export const V3 = 'http://localhost/api/v3';
export const V2 = 'http://localhost/api/v2.0';

const initialState = useAppStore.getState();

/** Empty browser storage and a fresh store, with the session already read (as after mount). */
export function resetAuthState(): void {
  localStorage.clear();
  useAppStore.setState({ ...initialState, authReady: true }, true);
}

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    username: 'djnova',
    fullname: 'Nova Reign',
    createdAt: '2026-11-20T12:00:00.000Z',
    email: 'nova@example.com',
    phone: null,
    isPremium: false,
    twoFactorEnabled: false,
    twoFactorChannel: 'email',
    roles: ['member'],
    ...overrides,
  };
}

export function makeLoginResult(overrides: Partial<Me> = {}): LoginResult {
  return { access_token: 'access-1', api_token: 'api-1', user: makeMe(overrides) };
}

/** Logged in as if after a login: storage keys and store. */
export function logIn(user: Me = makeMe()): void {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('v2_token', 'api-1');
  localStorage.setItem('user', JSON.stringify(user));
  act(() => useAppStore.getState().setSession(user));
}

export const apiError = (status: number, message: string, error = 'Bad Request') =>
  HttpResponse.json({ statusCode: status, message, error }, { status });

/** POST /log bodies, in order. */
export function recordLogs() {
  const logs: Record<string, unknown>[] = [];
  const handler = http.post(`${V3}/log`, async ({ request }) => {
    logs.push((await request.json()) as Record<string, unknown>);
    return new HttpResponse(null, { status: 204 });
  });
  return { logs, handler };
}

/** The form fields of a form-encoded body. */
export const formBody = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

/** What the site mounts for accounts: the header corner, the dialogs and the alert bar. */
export function AuthHarness() {
  return (
    <>
      <AccountMenu />
      <AuthDialogs />
      <AlertBar />
    </>
  );
}
