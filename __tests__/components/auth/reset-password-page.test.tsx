import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import ResetPasswordPage from '@/pages/reset-password';
import { useAppStore } from '@/store';
import { V3, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: { token: 'link-token' }, replace }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetAuthState);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
  await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass{Enter}');

  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(seen).toEqual([{ token: 'link-token' }, { token: 'link-token', password: 'brand-new-pass' }]);
  expect(useAppStore.getState()).toMatchObject({ loginOpen: true, isSignup: false });
  expect(useAppStore.getState().alert?.message).toMatch(/^Your password has been changed/);
});

it('shows the contract rule for a short password', async () => {
  server.use(http.post(`${V3}/auth/recover/info`, () => HttpResponse.json({ username: 'djnova' })));
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />);
  await user.type(await screen.findByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Repeat password'), 'short{Enter}');
  expect(await screen.findByText('Password must have at least 8 characters')).toBeInTheDocument();
});
