import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { AccountSettings } from '@/components/account/account-settings';
import type { Me } from '@/lib/contracts/auth';
import { useAppStore } from '@/store';
import { AuthHarness, V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

/** GET and PATCH /users/me over one account; PATCH bodies are recorded. */
function meEndpoint(initial: Me) {
  let me = initial;
  const patches: unknown[] = [];
  server.use(
    http.get(`${V3}/users/me`, () => HttpResponse.json(me)),
    http.patch(`${V3}/users/me`, async ({ request }) => {
      const patch = (await request.json()) as Partial<Me>;
      patches.push(patch);
      me = { ...me, ...patch };
      return HttpResponse.json(me);
    }),
  );
  return patches;
}

it('asks a logged-out visitor to log in', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AccountSettings />
      <AuthHarness />
    </>,
  );
  expect(screen.getByText('Log in to see and change your account settings.')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
  expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});

it('shows the account and turns 2FA on by a channel that can reach the user, then changes the channel', async () => {
  const user = userEvent.setup();
  const patches = meEndpoint(makeMe({ email: null, phone: '+15551234567', twoFactorChannel: 'email' }));
  logIn(makeMe({ email: null, phone: '+15551234567' }));
  renderWithProviders(<AccountSettings />);

  expect(await screen.findByText('@djnova')).toBeInTheDocument();
  expect(screen.getByText('+15551234567')).toBeInTheDocument();
  const toggle = screen.getByRole('switch', { name: 'Two-factor authentication' });
  expect(toggle).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Email' })).toBeDisabled();

  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(patches).toEqual([{ twoFactorEnabled: true, twoFactorChannel: 'sms' }]);
  expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
  // The stored user follows the account.
  expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ twoFactorEnabled: true });
  expect(useAppStore.getState().userInfor?.twoFactorEnabled).toBe(true);

  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(patches[1]).toEqual({ twoFactorEnabled: false });
});

it('changes the channel on its own', async () => {
  const user = userEvent.setup();
  const patches = meEndpoint(makeMe({ phone: '+15551234567', twoFactorEnabled: true }));
  logIn();
  renderWithProviders(<AccountSettings />);
  await user.click(await screen.findByRole('radio', { name: 'SMS' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked());
  expect(patches).toEqual([{ twoFactorChannel: 'sms' }]);
});
