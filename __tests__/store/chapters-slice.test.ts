import type { Chapter } from '@/lib/contracts/studio';
import { useAppStore } from '@/store';
import { activeChapters, currentChapter, currentChapterIndex } from '@/store/chapters-slice';
import { makeTrack } from '../helpers/fixtures';
import { resetPlayerEachTest, state } from '../helpers/player';

resetPlayerEachTest();

const mix = makeTrack(1);
const chapters: Chapter[] = [
  { title: 'Intro', start: 0 },
  { title: 'Drop', artist: 'Guest', start: 60 },
];

it('answers the chapters given for the active track only, and follows the playhead through them', () => {
  state().playTracks([mix, makeTrack(2)], 0);
  expect(activeChapters(state())).toEqual([]);
  state().setTrackChapters(mix.id, chapters);
  expect(activeChapters(state())).toBe(chapters);
  expect(currentChapter(state())).toBe(chapters[0]);
  state().setProgress({ currentTime: 75 });
  expect(currentChapterIndex(state())).toBe(1);
  expect(currentChapter(state())).toBe(chapters[1]);
  // Another track plays: the mix's chapters are not its own.
  state().next();
  expect(activeChapters(state())).toEqual([]);
  expect(currentChapter(state())).toBeNull();
});

it('has none while an ad plays (its clock is not the mix’s), and an empty list clears them', () => {
  state().playTracks([mix], 0);
  state().setTrackChapters(mix.id, chapters);
  useAppStore.setState({ isPlayingAd: true });
  expect(activeChapters(state())).toEqual([]);
  state().finishAd();
  expect(activeChapters(state())).toBe(chapters);
  state().setTrackChapters(mix.id, []);
  expect(state().trackChapters).toBeNull();
});
