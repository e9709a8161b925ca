import { playAt } from '@/commands/player/chapters';
import { player } from '@/commands/player/player';
import type { Chapter } from '@/lib/contracts/studio';
import { audioEngine } from '@/services/player/audio-engine';
import { makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';

// Next and Previous inside a mix with chapters (see docs/product.md, Player and queue): the buttons, the keys and
// the lock screen all come through these commands.

resetPlayerEachTest();

const mix = makeTrack(1, { title: 'Summer Mix', duration: 400 });
const after = makeTrack(2);
const chapters: Chapter[] = [
  { title: 'Opener', start: 0 },
  { title: 'Second', start: 100 },
  { title: 'Closer', start: 250 },
];

let seek: jest.SpyInstance;
beforeEach(() => {
  seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  state().playTracks([mix, after], 0);
  state().setTrackChapters(mix.id, chapters);
});

const at = (seconds: number) => state().setProgress({ currentTime: seconds, duration: 400 });

it('Next seeks to the next chapter, within the mix, until the last one; then it moves on to the next track', () => {
  at(30);
  player.next();
  expect(seek).toHaveBeenLastCalledWith(100);
  expect(state()).toMatchObject({ activeTrack: mix, progress: { currentTime: 100 } });
  player.next();
  expect(seek).toHaveBeenLastCalledWith(250);
  expect(state().activeTrack).toBe(mix);
  player.next();
  expect(state().activeTrack).toBe(after);
});

it('Previous goes to the start of the chapter after 3 s of it, else to the chapter before', () => {
  at(180);
  player.previous();
  expect(seek).toHaveBeenLastCalledWith(100);
  at(102);
  player.previous();
  expect(seek).toHaveBeenLastCalledWith(0);
  expect(state().activeTrack).toBe(mix);
});

it("leaves the first chapter's first seconds to the track's own rule: the track before", () => {
  state().playTracks([after, mix], 1);
  at(2);
  player.previous();
  expect(state().activeTrack).toBe(after);
});

it('moves between tracks for a track without chapters, and ignores chapters given for another track', () => {
  state().setTrackChapters(after.id, chapters);
  at(30);
  player.next();
  expect(seek).not.toHaveBeenCalled();
  expect(state().activeTrack).toBe(after);
  state().setTrackChapters(mix.id, chapters);
  state().playTracks([after, mix], 0);
  at(30);
  player.next();
  expect(state().activeTrack).toBe(mix);
});

it('does nothing while an ad plays', () => {
  at(30);
  state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/ad.mp3' });
  state().next();
  expect(state().isPlayingAd).toBe(true);
  const waiting = state().activeTrack;
  player.next();
  player.previous();
  expect(seek).not.toHaveBeenCalled();
  expect(state().activeTrack).toBe(waiting);
});

it('plays a mix from a chapter: the active one seeks there and plays; another starts, then seeks', () => {
  state().setPlaying(false);
  playAt([mix], 0, 250);
  expect(seek).toHaveBeenLastCalledWith(250);
  expect(state()).toMatchObject({ activeTrack: mix, isPlaying: true, progress: { currentTime: 250 } });

  playAt([after], 0, 30);
  expect(state()).toMatchObject({ activeTrack: after, isPlaying: true, queue: [after], progress: { currentTime: 30 } });
  expect(seek).toHaveBeenLastCalledWith(30);
});
