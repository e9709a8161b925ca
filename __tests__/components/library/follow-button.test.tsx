import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FollowButton } from '@/components/library/follow-button';
import { useAppStore } from '@/store';
import { AuthHarness, apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

const renderButton = () =>
  renderWithProviders(
    <>
      <FollowButton kind="djs" id={3} name="DJ Dee" followers={1234} />
      <AuthHarness />
    </>,
  );

it("shows a guest the page's count without asking the API, and a guest's press prompts to join", async () => {
  const user = userEvent.setup();
  const asked = jest.fn();
  server.use(http.get(`${V3}/users/following/djs/3`, () => (asked(), HttpResponse.json({ following: false, followers: 1234 }))));
  renderButton();
  expect(screen.getByText('1,234 followers')).toBeInTheDocument();
  await new Promise((settled) => setTimeout(settled, 200)); // what a query would have asked by now
  expect(asked).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Follow DJ Dee' }));
  expect(useAppStore.getState().memberPrompt).toBe('follow');
  const prompt = await screen.findByRole('dialog', { name: 'Follow Artists' });
  expect(prompt).toHaveTextContent('Sign up or log in for free to follow artists, DJs and podcasts');
  expect(screen.getByRole('button', { name: 'Follow DJ Dee', hidden: true })).toHaveTextContent('Follow');
});

it("shows a member's own state with the fresh count, and moves both at once on a press", async () => {
  logIn();
  const user = userEvent.setup();
  const calls: string[] = [];
  let answer: (value: Response) => void = () => undefined;
  server.use(
    http.get(`${V3}/users/following/djs/3`, () => HttpResponse.json({ following: true, followers: 1300 })),
    http.delete(`${V3}/users/following/djs/3`, () => (calls.push('DELETE'), new Promise<Response>((resolve) => (answer = resolve)))),
    http.post(`${V3}/users/following/djs/3`, () => (calls.push('POST'), HttpResponse.json({ following: true, followers: 1302 }))),
  );
  renderButton();
  expect(await screen.findByRole('button', { name: 'Following DJ Dee' })).toHaveTextContent('Following');
  expect(screen.getByText('1,300 followers')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Following DJ Dee' }));
  // Before the server answers.
  expect(screen.getByRole('button', { name: 'Follow DJ Dee' })).toBeInTheDocument();
  expect(screen.getByText('1,299 followers')).toBeInTheDocument();
  await waitFor(() => expect(calls).toEqual(['DELETE']));
  answer(HttpResponse.json({ following: false, followers: 1301 }));
  // The server's count wins (others followed meanwhile).
  expect(await screen.findByText('1,301 followers')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Follow DJ Dee' }));
  expect(screen.getByRole('button', { name: 'Following DJ Dee' })).toBeInTheDocument();
  await waitFor(() => expect(calls).toEqual(['DELETE', 'POST']));
  expect(await screen.findByText('1,302 followers')).toBeInTheDocument();
});

it('rolls back what the server refuses and says why', async () => {
  logIn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  server.use(
    http.get(`${V3}/users/following/djs/3`, () => HttpResponse.json({ following: false, followers: 1 })),
    http.post(`${V3}/users/following/djs/3`, () => apiError(404, 'DJ not found', 'Not Found')),
  );
  renderButton();
  expect(await screen.findByText('1 follower')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Follow DJ Dee' }));
  expect(screen.getByText('2 followers')).toBeInTheDocument();
  expect(await screen.findByText('DJ not found')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Follow DJ Dee' })).toBeInTheDocument();
  expect(screen.getByText('1 follower')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('Could not follow djs 3', expect.anything());
});
