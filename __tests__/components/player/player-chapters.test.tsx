import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Player } from '@/components/player/player';
import { PopoutPlayer } from '@/components/player/popout-player';
import type { Chapter } from '@/lib/contracts/studio';
import { audioEngine } from '@/services/player/audio-engine';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// The player inside a mix with chapters (see docs/product.md, Player and queue): its title line follows the
// chapter, Next and Previous move between chapters, and the chapters open from the bar, the pop-out and the phone's
// expanded player.

resetPlayerEachTest();

const mix = makeTrack(1, { title: 'Summer Mix', artist: 'DJ Drama Queen', album: 'Summer Mix', slug: 'summer-mix', duration: 600 });
const chapters: Chapter[] = [
  { title: 'Opener', artist: 'Nova Reign', start: 0 },
  { title: 'Second', start: 200 },
  { title: 'Closer', artist: 'Guest', start: 400 },
];

let seek: jest.SpyInstance;
beforeEach(() => {
  seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
});

const player = () => screen.getByRole('region', { name: 'Player' });
const button = (name: string | RegExp) => within(player()).getByRole('button', { name });

function playMix(tracks = [mix]) {
  act(() => {
    state().playTracks(tracks, 0);
    state().setTrackChapters(mix.id, chapters);
  });
}

it("names the chapter playing in the bar, and Next moves to the next chapter until the last, then it is the mix's end", async () => {
  mockWindowWidth(1280);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  playMix();
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Opener');
  expect(within(player()).getByTestId('player-artist')).toHaveTextContent('Nova Reign · Summer Mix');
  // One track in the queue, and still somewhere to go: the next chapter.
  await user.click(button('Next'));
  expect(seek).toHaveBeenLastCalledWith(200);
  expect(state().activeTrack).toBe(mix);
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Second');
  expect(within(player()).getByTestId('player-artist')).toHaveTextContent('DJ Drama Queen · Summer Mix');
  await user.click(button('Next'));
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Closer');
  expect(button('Next')).toBeDisabled();
  act(() => state().setProgress({ currentTime: 430 }));
  await user.click(button('Previous'));
  expect(seek).toHaveBeenLastCalledWith(400);
});

it('Next in the last chapter moves on to the next track', async () => {
  mockWindowWidth(1280);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  playMix([mix, makeTrack(2)]);
  act(() => state().setProgress({ currentTime: 450 }));
  await user.click(button('Next'));
  expect(state().activeTrack?.id).toBe(2);
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Track 2');
});

it("opens the mix's chapters from the bar's Chapters button: the one playing marked, a click seeks there", async () => {
  mockWindowWidth(1280);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks([makeTrack(2)], 0));
  // A track that is not a mix with chapters has no Chapters.
  expect(within(player()).queryByRole('button', { name: 'Chapters' })).not.toBeInTheDocument();
  playMix();
  act(() => state().setProgress({ currentTime: 250 }));
  await user.click(button('Chapters'));
  const popover = await screen.findByRole('dialog', { name: 'Chapters' });
  const rows = within(popover).getAllByRole('listitem');
  // The one playing shows the equalizer in place of its number, as a tracklist's playing row does.
  expect(rows.map((row) => row.textContent)).toEqual(['01OpenerNova Reign0:00', 'Second3:20', '03CloserGuest6:40']);
  expect(rows[1]).toHaveAttribute('aria-current', 'true');
  await user.click(within(popover).getByRole('button', { name: 'Play Closer from 6:40' }));
  expect(seek).toHaveBeenLastCalledWith(400);
  expect(rows[2]).toHaveAttribute('aria-current', 'true');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chapters' })).not.toBeInTheDocument());
  expect(button('Chapters')).toHaveFocus();
});

it("lists the chapters in the phone's expanded player", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  playMix();
  await user.click(button(/^Expand player/));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  const section = await within(full).findByRole('region', { name: 'Chapters' });
  expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  await user.click(within(section).getByRole('button', { name: 'Play Second from 3:20' }));
  expect(seek).toHaveBeenLastCalledWith(200);
  expect(within(full).getByTestId('player-title')).toHaveTextContent('Second');
});

it('has the Chapters button in the pop-out', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PopoutPlayer />);
  await act(() => useAppStore.persist.rehydrate());
  playMix();
  await user.click(within(screen.getByRole('region', { name: 'Player' })).getByRole('button', { name: 'Chapters' }));
  expect(within(await screen.findByRole('dialog', { name: 'Chapters' })).getAllByRole('listitem')).toHaveLength(3);
});
