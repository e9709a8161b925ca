import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '@/components/layout/app-layout';
import { useOfflineRuntime } from '@/hooks/layout/use-offline-runtime';
import { makeTrack } from '../../helpers/fixtures';
import { resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

function Harness() {
  useOfflineRuntime();
  return <AppLayout>page</AppLayout>;
}

/** The browser's offer to install (Chromium's beforeinstallprompt); `prompt` opens its own dialog. */
function offerInstall() {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

/** Music starts and its first sound comes. */
function play() {
  act(() => state().playTracks([makeTrack(1)], 0));
  act(() => state().setProgress({ loading: false, currentTime: 1.5 }));
}

beforeEach(() => {
  resetStore();
  localStorage.clear();
});

it('offers to install the site once something has played, and Install opens the browser’s dialog, once for good', async () => {
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(<Harness />);
  const { prompt, event } = offerInstall();
  expect(event.defaultPrevented).toBe(true);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Install LMT Mixtapes' })).not.toBeInTheDocument();

  play();
  const offer = await screen.findByRole('region', { name: 'Install LMT Mixtapes' });
  await user.click(within(offer).getByRole('button', { name: 'Install' }));
  expect(prompt).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Install LMT Mixtapes' })).not.toBeInTheDocument());
  unmount();

  // Another page, another offer from the browser: never made again.
  resetStore();
  renderWithProviders(<Harness />);
  const again = offerInstall();
  expect(again.event.defaultPrevented).toBe(false);
  play();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Install LMT Mixtapes' })).not.toBeInTheDocument();
});

it('Not now closes the offer for good, without the browser’s dialog', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  play();
  const { prompt } = offerInstall();
  await user.click(await screen.findByRole('button', { name: 'Not now' }));
  expect(prompt).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Install LMT Mixtapes' })).not.toBeInTheDocument());
  expect(localStorage.getItem('install_offer_answered')).not.toBeNull();
  act(() => state().setInstallable(false));
  offerInstall();
  expect(state().installable).toBe(false);
});
