import { episodeAsTrack } from '@/lib/episode-track';
import type { Episode } from '@/lib/contracts/people';
import { playbackRate, playingPodcast } from '@/store/playback-rate';
import { makeTrack } from '../helpers/fixtures';
import { resetStore, state } from '../helpers/player';

beforeEach(resetStore);

const episode = (id: number, podcast: string) =>
  episodeAsTrack({ id, title: `Episode ${id}`, podcast: { id: 1, slug: podcast, name: podcast }, duration: 600, image: null, stream: `/api/v3/podcasts/episodes/${id}/stream` } as Episode, id);

it("plays each podcast at the rate chosen for it, kept under the podcast's slug", () => {
  state().setPodcastRate('the-crate', 1.5);
  state().setPodcastRate('night-talks', 0.75);
  state().playTracks([episode(1, 'the-crate'), episode(2, 'night-talks'), episode(3, 'fresh')], 0);
  expect(playingPodcast(state())).toBe('the-crate');
  expect(playbackRate(state())).toBe(1.5);
  state().next();
  expect(playbackRate(state())).toBe(0.75);
  state().next();
  // A podcast never set plays at normal speed.
  expect(playbackRate(state())).toBe(1);
});

it('always plays music, and ads, at normal speed', () => {
  state().setPodcastRate('night-drive', 2);
  state().playTracks([makeTrack(1, { slug: 'night-drive' })], 0);
  expect(playingPodcast(state())).toBeNull();
  expect(playbackRate(state())).toBe(1);

  state().setPodcastRate('the-crate', 2);
  state().playTracks([episode(1, 'the-crate'), episode(2, 'the-crate')], 0);
  state().setAdsConfig({ enabled: true, url: '/ad.mp3', everyTracks: 1 });
  state().next();
  expect(state().isPlayingAd).toBe(true);
  expect(playbackRate(state())).toBe(1);
});
