import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import ResetPasswordPage from '@/pages/reset-password';
import { useAppStore } from '@/store';
import { V3, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: { token: 'link-token' }, replace }) }));

const server = mockServer();
beforeEach(resetAuthState);

it('greets the user of the emailed link, sets the new password, then goes home with the login open', async () => {
  const seen: unknown[] = [];
  server.use(
    http.post(`${V3}/auth/recover/info`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ username: 'djnova' });
    }),
    http.post(`${V3}/auth/recover/reset`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ message: 'Your password has been changed. Please log in with your new password.' });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />);
  expect(await screen.findByText('djnova')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
  expect(await screen.findByText('Password strength: Good')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass{Enter}');

  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(seen).toEqual([{ token: 'link-token' }, { token: 'link-token', password: 'brand-new-pass' }]);
  expect(useAppStore.getState()).toMatchObject({ loginOpen: true, isSignup: false });
  expect(useAppStore.getState().alert?.message).toMatch(/^Your password has been changed/);
});

it('shows the contract rule for a short password, and keeps Reset Password off', async () => {
  server.use(http.post(`${V3}/auth/recover/info`, () => HttpResponse.json({ username: 'djnova' })));
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />);
  await user.type(await screen.findByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Repeat password'), 'short{Enter}');
  expect(await screen.findByText('Password must have at least 8 characters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});

it('shows the strength meter, and sends no password that is too easy to guess', async () => {
  const resets: unknown[] = [];
  server.use(
    http.post(`${V3}/auth/recover/info`, () => HttpResponse.json({ username: 'djnova' })),
    http.post(`${V3}/auth/recover/reset`, async ({ request }) => {
      resets.push(await request.json());
      return HttpResponse.json({ message: 'Your password has been changed. Please log in with your new password.' });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />);
  const submit = await screen.findByRole('button', { name: 'Reset Password' });
  for (const [weak, reason] of [
    ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['        ', 'Repeated characters like "aaa" are easy to guess.'],
    ['letmein123', 'This is similar to a commonly used password.'],
    ['password1', 'This is a commonly used password.'],
    ['djnova2024', 'There should not be any personal or page related data.'],
  ]) {
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), weak);
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), `${weak}{Enter}`);
    expect(await screen.findByText(`This password is too easy to guess. ${reason}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  }
  expect(screen.getByText('Password strength: Weak').parentElement).toHaveAttribute('aria-live', 'polite');

  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'tape-deck-1987-rewind');
  await user.clear(screen.getByLabelText('Repeat password'));
  await user.type(screen.getByLabelText('Repeat password'), 'tape-deck-1987-rewind');
  expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
  expect(screen.queryByText(/too easy to guess/)).not.toBeInTheDocument();
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  await waitFor(() => expect(resets).toEqual([{ token: 'link-token', password: 'tape-deck-1987-rewind' }]));
});
