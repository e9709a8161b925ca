import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAppStore } from '@/store';
import {
  AuthHarness,
  V2,
  apiError,
  formBody,
  makeLoginResult,
  recordLogs,
  resetAuthState,
} from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);
afterEach(() => {
  jest.useRealTimers();
});

/** GET /user/name: names in `taken` are not available; every search is recorded. */
function usernameEndpoint(taken: string[] = []) {
  const searches: string[] = [];
  server.use(
    http.get(`${V2}/user/name`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      return HttpResponse.json({ available: !taken.includes(search) });
    }),
  );
  return searches;
}

function openSetup(options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  renderWithProviders(<AuthHarness />);
  act(() => {
    useAppStore.getState().openLogin('signup');
    useAppStore.getState().setSignup({ step: 'setup', way: 'email', contact: 'nova@example.com', signupToken: 'signup-1' });
  });
  const dialog = screen.getByRole('dialog', { name: 'Account Setup' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { user, dialog, field, create: within(dialog).getByRole('button', { name: 'Create Account' }) };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, field: (label: string) => HTMLElement) {
  await user.type(field('Full name'), 'Nova Reign');
  await user.type(field('Username'), 'djnova');
  await user.type(field('Password'), 'night-drive-42');
  await user.type(field('Repeat password'), 'night-drive-42');
  await user.click(field('I agree to the Terms of Use'));
}

it('checks the username only after 500 ms without typing', async () => {
  const searches = usernameEndpoint();
  const { user, field } = openSetup({ fakeTimers: true });
  await user.type(field('Username'), 'djnova');
  await act(async () => jest.advanceTimersByTime(499));
  expect(searches).toEqual([]);
  await act(async () => jest.advanceTimersByTime(1));
  await act(async () => jest.advanceTimersByTimeAsync(50));
  expect(searches).toEqual(['djnova']);
});

it('checks the username on blur at once, and not again for the same name', async () => {
  const searches = usernameEndpoint(['taken']);
  const { user, dialog, field } = openSetup({ fakeTimers: true });
  await user.type(field('Username'), 'taken');
  await user.tab();
  expect(await within(dialog).findByText('This username is already in use.')).toBeInTheDocument();
  expect(searches).toEqual(['taken']);
  await act(async () => jest.advanceTimersByTimeAsync(1000));
  expect(searches).toEqual(['taken']);
});

it("shows 'This username is already in use.' only for a typed name that is taken", async () => {
  const searches = usernameEndpoint(['taken']);
  const { user, dialog, field } = openSetup();
  await user.type(field('Username'), 'taken');
  expect(await within(dialog).findByText('This username is already in use.')).toBeInTheDocument();
  await user.clear(field('Username'));
  expect(within(dialog).queryByText('This username is already in use.')).not.toBeInTheDocument();
  await user.type(field('Username'), 'free');
  await user.tab();
  await waitFor(() => expect(searches).toContain('free'));
  await waitFor(() => expect(field('Username')).toHaveAttribute('aria-invalid', 'false'));
  expect(within(dialog).queryByText('This username is already in use.')).not.toBeInTheDocument();
});

it("shows 'Password must the same' while the repeated password differs", async () => {
  const { user, dialog, field } = openSetup();
  await user.type(field('Password'), 'night-drive-42');
  await user.type(field('Repeat password'), 'night-drive-4');
  expect(within(dialog).getByText('Password must the same')).toBeInTheDocument();
  await user.type(field('Repeat password'), '2');
  expect(within(dialog).queryByText('Password must the same')).not.toBeInTheDocument();
});

it('enables Create Account only when every field is filled, the terms ticked, the passwords match and the name is free', async () => {
  usernameEndpoint(['taken']);
  const { user, field, create } = openSetup();
  expect(create).toBeDisabled();
  await fillAll(user, field);
  await waitFor(() => expect(create).toBeEnabled());

  await user.click(field('I agree to the Terms of Use'));
  expect(create).toBeDisabled();
  await user.click(field('I agree to the Terms of Use'));
  expect(create).toBeEnabled();

  await user.type(field('Repeat password'), 'x');
  expect(create).toBeDisabled();
  await user.type(field('Repeat password'), '{Backspace}');
  expect(create).toBeEnabled();

  await user.clear(field('Full name'));
  expect(create).toBeDisabled();
  await user.type(field('Full name'), 'Nova');
  expect(create).toBeEnabled();

  await user.clear(field('Username'));
  await user.type(field('Username'), 'taken');
  await user.tab();
  await screen.findByText('This username is already in use.');
  expect(create).toBeDisabled();
});

it.each([
  ['ab', 'Username must have at least 3 characters'],
  ['john doe', 'Username may contain letters, digits, dots and underscores'],
])('says what is wrong with the username %j 500 ms after typing stops, without asking the server', async (name, message) => {
  const searches = usernameEndpoint();
  const { user, dialog, field, create } = openSetup({ fakeTimers: true });
  await fillAll(user, field);
  await user.clear(field('Username'));
  await user.type(field('Username'), name);
  await act(async () => jest.advanceTimersByTime(499));
  expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTimeAsync(1));
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Username')).toHaveAccessibleDescription(message);
  expect(create).toBeDisabled();
  await act(async () => jest.advanceTimersByTimeAsync(1000));
  expect(searches).toEqual(['djnova']);

  await user.clear(field('Username'));
  await user.type(field('Username'), 'john_doe');
  expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTimeAsync(600));
  expect(searches).toEqual(['djnova', 'john_doe']);
  await waitFor(() => expect(create).toBeEnabled());
});

it('shows the username rule on blur at once', async () => {
  const searches = usernameEndpoint();
  const { user, dialog, field } = openSetup({ fakeTimers: true });
  await user.type(field('Username'), 'ab');
  await user.tab();
  expect(within(dialog).getByText('Username must have at least 3 characters')).toBeInTheDocument();
  // While it stays invalid the rule follows what is typed, without waiting again.
  await user.type(field('Username'), ' c');
  expect(within(dialog).getByText('Username may contain letters, digits, dots and underscores')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTimeAsync(1000));
  expect(searches).toEqual([]);
});

it('shows a strength meter and keeps Create Account off while the password is too easy to guess', async () => {
  usernameEndpoint();
  const { user, dialog, field, create } = openSetup();
  await fillAll(user, field);
  await waitFor(() => expect(create).toBeEnabled());
  const meter = within(dialog).getByRole('progressbar', { name: 'Password strength' });
  expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  expect(within(dialog).getByText('Password strength: Strong')).toBeInTheDocument();

  for (const weak of ['aaaaaaaa', 'letmein123', 'password1']) {
    await user.clear(field('Password'));
    await user.type(field('Password'), weak);
    await user.clear(field('Repeat password'));
    await user.type(field('Repeat password'), weak);
    expect(await within(dialog).findByText('Password strength: Weak')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(within(dialog).getByText(/^This password is too easy to guess\. /)).toBeInTheDocument();
    expect(create).toBeDisabled();
  }

  // Made of the user's own name and contact: refused too, for the same reason the server would give.
  await user.clear(field('Password'));
  await user.type(field('Password'), 'djnova2024');
  await user.clear(field('Repeat password'));
  await user.type(field('Repeat password'), 'djnova2024');
  expect(
    await within(dialog).findByText('This password is too easy to guess. There should not be any personal or page related data.'),
  ).toBeInTheDocument();
  expect(create).toBeDisabled();

  await user.clear(field('Password'));
  await user.type(field('Password'), 'night-drive-42');
  await user.clear(field('Repeat password'));
  await user.type(field('Repeat password'), 'night-drive-42');
  expect(await within(dialog).findByText('Password strength: Strong')).toBeInTheDocument();
  expect(within(dialog).queryByText(/too easy to guess/)).not.toBeInTheDocument();
  await waitFor(() => expect(create).toBeEnabled());
});

it('registers, then clears the form, logs "user did register", switches to log in, alerts and logs the user in', async () => {
  usernameEndpoint();
  const { logs, handler } = recordLogs();
  let body: Record<string, string> | undefined;
  server.use(
    handler,
    http.post(`${V2}/signup`, async ({ request }) => {
      body = await formBody(request);
      return HttpResponse.json(makeLoginResult());
    }),
  );
  const { user, field, create } = openSetup();
  await fillAll(user, field);
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);

  expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been created successfully.');
  expect(body).toEqual({ fullname: 'Nova Reign', username: 'djnova', password: 'night-drive-42', signup_token: 'signup-1' });
  const state = useAppStore.getState();
  expect(state).toMatchObject({ isLoggedIn: true, isSignup: false, loginOpen: false, userInfor: { username: 'djnova' } });
  expect(localStorage.getItem('access_token')).toBe('access-1');
  expect(localStorage.getItem('v2_token')).toBe('api-1');
  expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 7, username: 'djnova' });
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: 'user did register', level: 'info', subfeature: 'auth' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The form was cleared: reopened, the dialog starts at log in, empty.
  act(() => useAppStore.getState().openLogin(useAppStore.getState().isSignup ? 'signup' : 'login'));
  expect(within(screen.getByRole('dialog', { name: 'Log In' })).getByLabelText('Email or username')).toHaveValue('');
});

it('shows a failed registration as an alert and authError, and sends an error log', async () => {
  const EXPIRED = 'Your sign-up has expired. Please start again and confirm your email or phone.';
  usernameEndpoint();
  const { logs, handler } = recordLogs();
  server.use(handler, http.post(`${V2}/signup`, () => apiError(400, EXPIRED)));
  const { user, dialog, field, create } = openSetup();
  await fillAll(user, field);
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);

  expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  expect(within(dialog).getByTestId('auth-error')).toHaveTextContent(EXPIRED);
  expect(useAppStore.getState()).toMatchObject({ authError: EXPIRED, isLoggedIn: false });
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: 'user failed to register', level: 'error', error_message: EXPIRED });
  expect(JSON.parse(logs[0].extra as string)).toEqual({ status: 400 });
});

it('shows the password rules before the first key, and ticks the length rule as the password is typed', async () => {
  usernameEndpoint();
  const { user, dialog, field } = openSetup();
  const rule = () => within(within(dialog).getByRole('list', { name: 'Password rules' })).getByText(/At least 8 characters/);
  expect(rule()).toHaveTextContent('At least 8 characters: not yet');
  await user.type(field('Password'), 'abcdefg');
  expect(rule()).toHaveTextContent('At least 8 characters: not yet');
  await user.type(field('Password'), 'h');
  expect(rule()).toHaveTextContent('At least 8 characters: done');
});
