import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PasswordSection } from '@/components/account/password-section';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { useAppStore } from '@/store';
import { AuthHarness, V3, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

/** Every password field in `scope`: typed into, shown with its own toggle, hidden again. */
async function expectEachToggles(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, labels: string[]) {
  for (const label of labels) {
    const input = within(scope).getByLabelText(label);
    await user.type(input, 'secret-sauce');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = within(input.closest('.MuiInputBase-root') as HTMLElement).getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret-sauce');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  }
  expect(within(scope).getAllByRole('button', { name: 'Show password' })).toHaveLength(labels.length);
}

it('is on the log-in form', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openLogin('login'));
  await expectEachToggles(user, screen.getByRole('dialog', { name: 'Log In' }), ['Password']);
});

it('is on both password fields of Account Setup', async () => {
  server.use(http.get('http://localhost/api/v2.0/user/name', () => HttpResponse.json({ available: true })));
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => {
    useAppStore.getState().openLogin('signup');
    useAppStore.getState().setSignup({ step: 'setup', way: 'email', contact: 'nova@example.com', signupToken: 'signup-1' });
  });
  await expectEachToggles(user, screen.getByRole('dialog', { name: 'Account Setup' }), ['Password', 'Repeat password']);
});

it('is on the reset-password form', async () => {
  server.use(http.post(`${V3}/auth/recover/info`, () => HttpResponse.json({ username: 'djnova' })));
  const user = userEvent.setup();
  const { container } = renderWithProviders(<ResetPasswordForm token="link-token" />);
  await screen.findByText('djnova');
  await expectEachToggles(user, container, ['New password', 'Repeat password']);
});

it('is on every field of the password settings', async () => {
  const user = userEvent.setup();
  const { container } = renderWithProviders(<PasswordSection me={makeMe()} />);
  await expectEachToggles(user, container, ['Current password', 'New password', 'Repeat password']);
});
