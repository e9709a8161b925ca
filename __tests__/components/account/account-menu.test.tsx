import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAppStore } from '@/store';
import { AuthHarness, V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { subscribed } from '../../helpers/premium';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

it('offers Log In and Sign Up while logged out, Sign Up opening in sign-up mode', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  expect(useAppStore.getState().isSignup).toBe(true);
});

it('keeps the buttons invisible until the stored session has been read', () => {
  act(() => useAppStore.setState({ authReady: false }));
  renderWithProviders(<AuthHarness />);
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  act(() => useAppStore.getState().setAuthReady());
  expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
});

it("shows the user's initials and a menu with the username, Account settings and Log out", async () => {
  const user = userEvent.setup();
  logIn(makeMe({ fullname: 'nova reign' }));
  renderWithProviders(<AuthHarness />);
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  // The name holds the initials the button shows.
  await user.click(screen.getByRole('button', { name: 'Account menu, NR' }));
  expect(screen.getByRole('button', { name: /^Account menu/, hidden: true })).toHaveTextContent('NR');
  expect(screen.getByRole('menu')).toHaveTextContent('djnova');
  // Opened in a portal, the menu is a landmark of its own.
  expect(screen.getByRole('navigation', { name: 'Account' })).toContainElement(screen.getByRole('menu'));
  expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  await user.click(screen.getByRole('menuitem', { name: 'Keyboard shortcuts' }));
  expect(useAppStore.getState().shortcutsOpen).toBe(true);
});

it('leads a creator to the studio and the team to the console, and no one else', async () => {
  const user = userEvent.setup();
  const entries = async (roles: ('member' | 'creator' | 'moderator' | 'admin')[]) => {
    logIn(makeMe({ fullname: 'nova reign', roles }));
    const { unmount } = renderWithProviders(<AuthHarness />);
    await user.click(screen.getByRole('button', { name: 'Account menu, NR' }));
    const found = ['Studio', 'Console'].filter((name) => screen.queryByRole('menuitem', { name }));
    unmount();
    return found;
  };
  expect(await entries(['member'])).toEqual([]);
  expect(await entries(['member', 'creator'])).toEqual(['Studio']);
  expect(await entries(['member', 'moderator'])).toEqual(['Console']);
  expect(await entries(['member', 'creator', 'admin'])).toEqual(['Studio', 'Console']);
});

it("marks a premium member with a Premium badge, and leads everyone to /premium from the menu", async () => {
  const user = userEvent.setup();
  logIn(makeMe({ id: 7, fullname: 'nova reign' }));
  const { queryClient } = renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Account menu, NR' }));
  expect(screen.getByRole('menuitem', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');
  expect(within(screen.getByRole('menu')).queryByText('Premium')).not.toBeInTheDocument();
  await user.keyboard('{Escape}');

  // The server's word makes a member premium (a subscribe call's answer, in the member's premium query): the badge
  // shows (and the button's name holds it), the menu says so.
  act(() => void queryClient.setQueryData(['premium', 7], subscribed()));
  const button = await screen.findByRole('button', { name: 'Account menu, NR Premium' });
  expect(button).toHaveTextContent('NR Premium');
  await user.click(button);
  expect(screen.getByRole('menuitem', { name: 'Premium' })).toHaveAttribute('href', '/premium');
  expect(screen.queryByRole('menuitem', { name: 'Go Premium' })).not.toBeInTheDocument();
  // Beside the username as well as the menu's entry.
  expect(within(screen.getByRole('menu')).getAllByText('Premium')).toHaveLength(2);
  await user.keyboard('{Escape}');

  // Premium ended (the answer once the subscription is over): the badge goes.
  act(() => void queryClient.setQueryData(['premium', 7], subscribed({ status: 'canceled' })));
  expect(await screen.findByRole('button', { name: 'Account menu, NR' })).not.toHaveTextContent('Premium');
});

it("shows the badge at once after a reload, from this browser's record of the member's premium, never another member's", () => {
  // The log-in's flag is older than the server's last word, saved with the member's id (services/common/member-ids.ts).
  localStorage.setItem('member_ids', JSON.stringify({ userId: 7, sets: {}, premium: 'active' }));
  logIn(makeMe({ id: 7, fullname: 'nova reign', isPremium: false }));
  const { unmount } = renderWithProviders(<AuthHarness />);
  expect(screen.getByRole('button', { name: 'Account menu, NR Premium' })).toBeInTheDocument();
  unmount();

  localStorage.setItem('member_ids', JSON.stringify({ userId: 8, sets: {}, premium: 'active' }));
  renderWithProviders(<AuthHarness />);
  expect(screen.getByRole('button', { name: 'Account menu, NR' })).not.toHaveTextContent('Premium');
});

it("logs out: clears the stored user and tokens, calls the server even when it fails, alerts 'Logged Out !'", async () => {
  const user = userEvent.setup();
  const calls: (string | null)[] = [];
  server.use(
    http.post(`${V3}/auth/logout`, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return apiError(500, 'Server down', 'Internal Server Error');
    }),
  );
  logIn();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: /^Account menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Logged Out !');
  for (const key of ['access_token', 'v2_token', 'user']) expect(localStorage.getItem(key)).toBeNull();
  expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfor: null });
  await waitFor(() => expect(calls).toEqual(['Bearer access-1']));
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
});

it('sends no Bearer header after logout', async () => {
  let authorization: string | null = 'unset';
  server.use(
    http.post(`${V3}/auth/logout`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${V3}/home`, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({});
    }),
  );
  logIn();
  const { logout } = await import('@/services/common/auth-session');
  act(() => logout());
  const { api } = await import('@/services/common/api-client');
  await api.get('/home');
  expect(authorization).toBeNull();
});
