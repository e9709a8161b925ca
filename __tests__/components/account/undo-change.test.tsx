import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UndoChange } from '@/components/account/undo-change';
import { useAppStore } from '@/store';
import { V3, apiError, logIn, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

const DONE = 'Your email address is nova@example.com again, and your account has been logged out on every device.';

/** POST /auth/undo-change: bodies recorded; token `good` undoes once, anything else is a dead link. */
function undoEndpoint() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${V3}/auth/undo-change`, async ({ request }) => {
      const body = (await request.json()) as { token: string };
      bodies.push(body);
      if (body.token !== 'good' || bodies.length > 1) return apiError(400, 'This link has expired or was already used.');
      return HttpResponse.json({ message: DONE, reset_token: 'reset-1' });
    }),
  );
  return bodies;
}

it('changes nothing until asked; then says what came back, logs this browser out, and leads to a new password', async () => {
  const user = userEvent.setup();
  const bodies = undoEndpoint();
  logIn();
  renderWithProviders(<UndoChange token="good" />);
  expect(screen.getByText(/If you did not make the change, undo it/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'It Was Me' })).toHaveAttribute('href', '/');
  expect(bodies).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Undo the Change' }));
  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent(DONE);
  expect(said).toHaveFocus();
  expect(bodies).toEqual([{ token: 'good' }]);
  expect(screen.getByText('Whoever made the change may know your password: choose a new one now.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a New Password' })).toHaveAttribute('href', '/reset-password?token=reset-1');
  expect(useAppStore.getState().isLoggedIn).toBe(false);
  expect(localStorage.getItem('access_token')).toBeNull();
});

it("shows the server's answer to a dead link, and keeps the session", async () => {
  const user = userEvent.setup();
  undoEndpoint();
  logIn();
  renderWithProviders(<UndoChange token="used" />);
  await user.click(screen.getByRole('button', { name: 'Undo the Change' }));
  expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Choose a New Password' })).not.toBeInTheDocument();
  expect(useAppStore.getState().isLoggedIn).toBe(true);
});

it('says a link without its token is not complete, and offers no button', () => {
  renderWithProviders(<UndoChange token="" />);
  expect(screen.getByText('This link is not complete. Open it again from the message we sent you.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo the Change' })).not.toBeInTheDocument();
});
