import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_COPIED } from '@/components/common/share';
import { MixChapters, playFromLabel } from '@/components/catalog/mix-chapters';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { audioEngine } from '@/services/player/audio-engine';
import { makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// The chapters under a one-file mix's tracklist on its page, and the page opened from a chapter's link (see
// docs/product.md, Player and queue).

resetPlayerEachTest();

const mix: MixtapeDetail = {
  ...makeMixtapeDetail(5, 1),
  title: 'Summer Mix',
  tracks: [makeTrack(1, { slug: 'mixtape-5', mixtapeId: 5, title: 'Summer Mix', duration: 3600 })],
  chapters: [
    { title: 'Opener', artist: 'Nova Reign', start: 0 },
    { title: 'Second', start: 754 },
    { title: 'Closer', artist: 'Guest', start: 1234 },
  ],
};

let seek: jest.SpyInstance;
beforeEach(() => {
  seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/mixtape/mixtape-5');
});

const list = () => screen.getByRole('list', { name: 'Chapters' });
const rows = () => within(list()).getAllByRole('listitem');

it('lists the chapters under their heading, numbered, with title, artist and start time', () => {
  renderWithProviders(<MixChapters mixtape={mix} playable />);
  expect(screen.getByRole('heading', { level: 2, name: 'Chapters' })).toBeInTheDocument();
  expect(rows().map((row) => row.textContent)).toEqual(['01OpenerNova Reign0:00', '02Second12:34', '03CloserGuest20:34']);
  expect(rows().some((row) => row.hasAttribute('aria-current'))).toBe(false);
});

it('plays the mix from a chapter, marks the chapter playing, and seeks the mix playing to another', async () => {
  const user = userEvent.setup();
  renderWithProviders(<MixChapters mixtape={mix} playable />);
  await user.click(screen.getByRole('button', { name: 'Play Second from 12:34' }));
  expect(state()).toMatchObject({ activeTrack: mix.tracks[0], queue: mix.tracks, isPlaying: true, progress: { currentTime: 754 } });
  expect(seek).toHaveBeenLastCalledWith(754);
  expect(rows()[1]).toHaveAttribute('aria-current', 'true');

  act(() => state().setProgress({ currentTime: 1300 }));
  expect(rows()[2]).toHaveAttribute('aria-current', 'true');
  expect(rows()[1]).not.toHaveAttribute('aria-current');

  act(() => state().setPlaying(false));
  await user.click(screen.getByRole('button', { name: 'Play Opener from 0:00' }));
  expect(seek).toHaveBeenLastCalledWith(0);
  expect(state()).toMatchObject({ activeTrack: mix.tracks[0], isPlaying: true, progress: { currentTime: 0 } });
  expect(rows()[0]).toHaveAttribute('aria-current', 'true');
});

it('shares a chapter as a link that opens the page at its start', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderWithProviders(<MixChapters mixtape={mix} playable />);
  await user.click(screen.getByRole('button', { name: 'Share Closer' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/mixtape/mixtape-5?t=1234');
  expect(state().alert?.message).toBe(LINK_COPIED);
});

it("opened from a chapter's link (?t=), offers to play the mix from there", async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/mixtape/mixtape-5?t=1234');
  renderWithProviders(<MixChapters mixtape={mix} playable />);
  // Nothing plays by itself: the browser wants a click first.
  expect(state().activeTrack).toBeNull();
  expect(playFromLabel(1234)).toBe('Play from 20:34');
  await user.click(screen.getByRole('button', { name: 'Play from 20:34' }));
  expect(seek).toHaveBeenLastCalledWith(1234);
  expect(state()).toMatchObject({ activeTrack: mix.tracks[0], isPlaying: true, progress: { currentTime: 1234 } });
  expect(rows()[2]).toHaveAttribute('aria-current', 'true');
});

it('offers nothing for a link past the end of the mix or not a time', () => {
  for (const t of ['3600', 'soon', '-4']) {
    window.history.replaceState(null, '', `/mixtape/mixtape-5?t=${t}`);
    const { unmount } = renderWithProviders(<MixChapters mixtape={mix} playable />);
    expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();
    unmount();
  }
});

it('shows a mix not out yet as titles only, and nothing for a mixtape of several tracks', () => {
  window.history.replaceState(null, '', '/mixtape/mixtape-5?t=30');
  const { unmount } = renderWithProviders(<MixChapters mixtape={mix} playable={false} />);
  expect(rows()).toHaveLength(3);
  expect(within(list()).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();
  unmount();
  const { container } = renderWithProviders(<MixChapters mixtape={{ ...makeMixtapeDetail(6, 3), chapters: mix.chapters }} playable />);
  expect(container).toBeEmptyDOMElement();
});
