import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import { NotifyMeButton } from '@/components/catalog/notify-me-button';
import { useAppStore } from '@/store';
import { AuthHarness, V3, apiError, logIn, resetAuthState } from '../../helpers/auth';
import { makeMixtapeDetail } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

// 'Notify me' on a Coming Soon mixtape (see docs/product.md, Notify me).

const server = mockServer();
beforeEach(resetAuthState);

/** GET, POST and DELETE /users/reminders/9 over one member's reminder; the calls are recorded. */
function reminderEndpoint(refuse?: string) {
  let reminder = false;
  const calls: string[] = [];
  const path = `${V3}/users/reminders/9`;
  server.use(
    http.get(path, () => HttpResponse.json({ reminder })),
    http.post(path, () => {
      calls.push('POST');
      if (refuse) return apiError(409, refuse, 'Conflict');
      reminder = true;
      return HttpResponse.json({ reminder });
    }),
    http.delete(path, () => {
      calls.push('DELETE');
      reminder = false;
      return HttpResponse.json({ reminder });
    }),
  );
  return calls;
}

it("reads the member's state, turns into a pressed 'You'll be notified', and cancels on a second press", async () => {
  const user = userEvent.setup();
  const calls = reminderEndpoint();
  logIn();
  renderWithProviders(<NotifyMeButton mixtapeId={9} />);
  const button = screen.getByRole('button', { name: 'Notify me' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await user.click(button);
  expect(await screen.findByRole('button', { name: "You'll be notified" })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(useAppStore.getState().alert?.message).toBe("We'll email you when it's out."));

  await user.click(screen.getByRole('button', { name: "You'll be notified" }));
  expect(await screen.findByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(calls).toEqual(['POST', 'DELETE']));
});

it('shows a reminder asked for earlier as pressed', async () => {
  server.use(http.get(`${V3}/users/reminders/9`, () => HttpResponse.json({ reminder: true })));
  logIn();
  renderWithProviders(<NotifyMeButton mixtapeId={9} />);
  expect(await screen.findByRole('button', { name: "You'll be notified" })).toHaveAttribute('aria-pressed', 'true');
});

it("moves back, with the server's reason, when it is refused", async () => {
  const user = userEvent.setup();
  const calls = reminderEndpoint('This mixtape is already out: play it now.');
  logIn();
  renderWithProviders(<NotifyMeButton mixtapeId={9} />);
  await user.click(screen.getByRole('button', { name: 'Notify me' }));
  await waitFor(() => expect(useAppStore.getState().alert).toMatchObject({ message: 'This mixtape is already out: play it now.', severity: 'error' }));
  expect(screen.getByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-pressed', 'false');
  expect(calls).toEqual(['POST']);
});

it('asks a guest to join, and asks the API nothing', async () => {
  const user = userEvent.setup();
  const asked = jest.fn();
  server.use(http.all(`${V3}/users/reminders/9`, () => (asked(), HttpResponse.json({ reminder: true }))));
  renderWithProviders(
    <>
      <NotifyMeButton mixtapeId={9} />
      <AuthHarness />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByRole('dialog', { name: 'Get Notified' })).toHaveTextContent('Sign up or log in for free to get an email when this mixtape is out.');
  expect(asked).not.toHaveBeenCalled();
});

it('stands beside the countdown of a mixtape not out yet, and not on one that is out', async () => {
  server.use(http.get(`${V3}/mixtapes/9/download`, () => HttpResponse.json({ size: 1000 })), http.get(`${V3}/mixtapes/9/queue`, () => HttpResponse.json([])));
  const upcoming = { ...makeMixtapeDetail(9, 2), releaseDate: new Date(Date.now() + 86_400_000).toISOString() };
  const { unmount } = renderWithProviders(<MixtapeHeader mixtape={upcoming} />);
  expect(screen.getByRole('timer')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<MixtapeHeader mixtape={makeMixtapeDetail(9, 2)} />);
  expect(await screen.findByRole('button', { name: 'Play All' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
});
