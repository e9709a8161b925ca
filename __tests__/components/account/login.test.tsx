import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAppStore } from '@/store';
import { AuthHarness, V3, apiError, makeLoginResult, recordLogs, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

async function openLogin() {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  const dialog = screen.getByRole('dialog', { name: 'Log In' });
  return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label) };
}

it('labels the fields for password managers', async () => {
  const { field } = await openLogin();
  expect(field('Email or username')).toHaveAttribute('autocomplete', 'username');
  expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(field('Password')).toHaveAttribute('type', 'password');
});

it('logs in on Enter: stores the tokens and user, alerts, logs "user did login", closes and clears', async () => {
  const { logs, handler } = recordLogs();
  let body: unknown;
  server.use(
    handler,
    http.post(`${V3}/auth/login`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(makeLoginResult());
    }),
  );
  const { user, field } = await openLogin();
  await user.type(field('Email or username'), 'djnova');
  await user.type(field('Password'), 'night-drive-42{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent('You are successfully logged in');
  expect(body).toEqual({ user: 'djnova', pass: 'night-drive-42' });
  expect(localStorage.getItem('access_token')).toBe('access-1');
  expect(localStorage.getItem('v2_token')).toBe('api-1');
  expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ username: 'djnova' });
  expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, loginOpen: false, authError: null });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Account menu, NR' })).toHaveTextContent('NR');
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: 'user did login', level: 'info', message: 'user did login' });
});

it('sends the Bearer token on later v3 calls', async () => {
  let authorization: string | null = null;
  server.use(
    recordLogs().handler,
    http.post(`${V3}/auth/login`, () => HttpResponse.json(makeLoginResult())),
    http.get(`${V3}/users/me`, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(makeLoginResult().user);
    }),
  );
  const { user, field } = await openLogin();
  await user.type(field('Email or username'), 'djnova');
  await user.type(field('Password'), 'night-drive-42{Enter}');
  await screen.findByRole('alert');
  const { getMe } = await import('@/services/common/auth');
  await getMe();
  expect(authorization).toBe('Bearer access-1');
});

it.each([
  [true, 'sms', 'phone'],
  [false, 'email', 'email'],
] as const)('on a 428 with sms=%s opens the 2FA dialog and sends the code by %s', async (sms, channel, where) => {
  const { logs, handler } = recordLogs();
  const sent: unknown[] = [];
  let verified: unknown;
  server.use(
    handler,
    http.post(`${V3}/auth/login`, () =>
      HttpResponse.json({ statusCode: 428, message: 'Two-factor code required', error: 'Precondition Required', token: '2fa-1', sms }, { status: 428 }),
    ),
    http.post(`${V3}/auth/2fa`, async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${V3}/auth/verify`, async ({ request }) => {
      verified = await request.json();
      return HttpResponse.json(makeLoginResult());
    }),
  );
  const { user, field } = await openLogin();
  await user.type(field('Email or username'), 'djnova');
  await user.type(field('Password'), 'night-drive-42{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
  expect(dialog).toHaveTextContent(`sent to your ${where}`);
  await waitFor(() => expect(sent).toEqual([{ token: '2fa-1', channel }]));
  expect(useAppStore.getState().isLoggedIn).toBe(false);
  expect(logs).toEqual([]);

  const verify = within(dialog).getByRole('button', { name: 'Verify' });
  expect(verify).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Code'), '4321{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('You are successfully logged in');
  expect(verified).toEqual({ token: '2fa-1', code: '4321' });
  expect(localStorage.getItem('access_token')).toBe('access-1');
  expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, loginOpen: false });
});

it('shows a failed login as an alert and authError, sends an error log and does not try a token refresh', async () => {
  const { logs, handler } = recordLogs();
  server.use(handler, http.post(`${V3}/auth/login`, () => apiError(401, 'Wrong username or password', 'Unauthorized')));
  localStorage.setItem('access_token', 'stale');
  const { user, dialog, field } = await openLogin();
  await user.type(field('Email or username'), 'djnova');
  await user.type(field('Password'), 'wrong-password{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
  expect(within(dialog).getByTestId('auth-error')).toHaveTextContent('Wrong username or password');
  expect(useAppStore.getState()).toMatchObject({ authError: 'Wrong username or password', isLoggedIn: false, loginOpen: true });
  expect(field('Email or username')).toHaveValue('djnova');
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({
    text: 'user failed to login',
    level: 'error',
    subfeature: 'auth',
    error_message: 'Wrong username or password',
    detail: 'Wrong username or password',
    category: 'auth',
  });
  expect(JSON.stringify(logs[0])).not.toContain('wrong-password');
});

it('shows the contract messages for empty fields without calling the server', async () => {
  const { user, dialog } = await openLogin();
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  expect(within(dialog).getByText('Enter your email or username')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter your password')).toBeInTheDocument();
});
