import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '@/components/layout/app-layout';
import { SKIP_TO_CONTENT, SKIP_TO_PLAYER } from '@/components/common/skip-links';
import { makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(() => {
  resetStore();
  recordAnalytics();
});
afterEach(() => jest.restoreAllMocks());

it("makes 'Skip to content' the first tab stop, leading focus past the header to the page", async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <AppLayout>
      <button type="button">First on the page</button>
    </AppLayout>,
  );
  expect(screen.queryByRole('link', { name: SKIP_TO_PLAYER })).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('link', { name: SKIP_TO_CONTENT })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'First on the page' })).toHaveFocus();
});

it("adds 'Skip to player' while the player is on screen, leading focus to its controls", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppLayout>page</AppLayout>);
  act(() => state().playTracks([makeTrack(1), makeTrack(2)], 0));
  act(() => state().setProgress({ loading: false }));
  const player = await screen.findByRole('region', { name: 'Player' });
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: SKIP_TO_PLAYER })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(player).toHaveFocus();
  await user.tab();
  expect(player).toContainElement(document.activeElement as HTMLElement);
});
