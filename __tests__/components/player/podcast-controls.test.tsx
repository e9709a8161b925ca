import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Player } from '@/components/player/player';
import { PlayerFullView } from '@/components/player/player-full-view';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// The desktop bar and the pop-out's big player offer a podcast's skips and speed too (see docs/product.md, Player and queue).
resetPlayerEachTest();

const episode = { ...makeTrack(-4, { title: 'Episode Four', slug: 'the-crate' }), stream: '/api/v3/podcasts/episodes/4/stream' };
const music = makeTrack(1);

it("the desktop bar shows a podcast's skips and speed, and sets the speed for that podcast", async () => {
  mockWindowWidth(1280);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks([episode, music], 0));
  const bar = screen.getByRole('region', { name: 'Player' });
  expect(await within(bar).findByRole('button', { name: 'Back 15 seconds' })).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Forward 30 seconds' })).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Speed 1×' }));
  await user.click(screen.getByRole('menuitemradio', { name: '2×' }));
  expect(state().podcastRates).toEqual({ 'the-crate': 2 });

  act(() => state().next());
  expect(within(bar).queryByRole('button', { name: 'Back 15 seconds' })).not.toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: /^Speed/ })).not.toBeInTheDocument();
});

it("the pop-out's big player shows them for a podcast only", async () => {
  renderWithProviders(<PlayerFullView showVolume />);
  act(() => state().playTracks([music, episode], 0));
  expect(screen.queryByRole('group', { name: 'Podcast controls' })).not.toBeInTheDocument();
  act(() => state().next());
  const group = await screen.findByRole('group', { name: 'Podcast controls' });
  expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Back 15 seconds', 'Speed 1×', 'Forward 30 seconds']);
});
