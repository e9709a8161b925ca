import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '@/store';
import { AuthHarness, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

mockServer();
beforeEach(resetAuthState);

it("a guest's download opens 'Download Tracks'; Login opens the account dialog in log-in mode", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openMemberPrompt('download'));
  const prompt = await screen.findByRole('dialog', { name: 'Download Tracks' });
  expect(prompt).toHaveTextContent('Sign up or log in for free to download');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  expect(useAppStore.getState().memberPrompt).toBeNull();
});

it('Sign up opens the account dialog in sign-up mode; the prompt names what the guest tried', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openMemberPrompt('playlist'));
  await screen.findByRole('dialog', { name: 'Build Playlists' });
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
});

it('Close dismisses the prompt without opening anything', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openMemberPrompt('favorite'));
  await screen.findByRole('dialog', { name: 'Save Your Favorites' });
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useAppStore.getState().loginOpen).toBe(false);
});

it("tells a guest who pressed Buy that buying needs a free account, and Login opens the log-in", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openMemberPrompt('buy'));
  const prompt = await screen.findByRole('dialog', { name: 'Buy Mixtapes' });
  expect(prompt).toHaveTextContent('Sign up or log in for free to buy this mixtape');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});
