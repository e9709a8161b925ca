import { chapterIndexAt, nextChapterStart, playingTitle, previousChapterStart } from '@/lib/chapters';
import { chapterLinkPath, linkedStart, mixChapters } from '@/lib/mix-chapters';
import type { Chapter } from '@/lib/contracts/studio';
import { makeMixtapeDetail, makeTrack } from '../helpers/fixtures';

// A mix whose first chapter starts after an intro of 10 s.
const chapters: Chapter[] = [
  { title: 'Opener', artist: 'Nova Reign', start: 10 },
  { title: 'Second', start: 100 },
  { title: 'Closer', artist: 'Guest', start: 250 },
];

describe('chapterIndexAt', () => {
  it('is the last chapter started by then, -1 before the first and for a mix without chapters', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(-1);
    expect(chapterIndexAt(chapters, 9.9)).toBe(-1);
    expect(chapterIndexAt(chapters, 10)).toBe(0);
    expect(chapterIndexAt(chapters, 99.5)).toBe(0);
    expect(chapterIndexAt(chapters, 100)).toBe(1);
    expect(chapterIndexAt(chapters, 3600)).toBe(2);
    expect(chapterIndexAt([], 50)).toBe(-1);
  });
});

describe('nextChapterStart', () => {
  it('is the start of the chapter after the one playing, the first one during the intro', () => {
    expect(nextChapterStart(chapters, 0)).toBe(10);
    expect(nextChapterStart(chapters, 10)).toBe(100);
    expect(nextChapterStart(chapters, 180)).toBe(250);
  });

  it('is null in the last chapter (Next goes to the next track) and without chapters', () => {
    expect(nextChapterStart(chapters, 250)).toBeNull();
    expect(nextChapterStart(chapters, 400)).toBeNull();
    expect(nextChapterStart([], 0)).toBeNull();
  });
});

describe('previousChapterStart', () => {
  it('goes to the start of the chapter playing once more than 3 s of it were heard', () => {
    expect(previousChapterStart(chapters, 103.5)).toBe(100);
    expect(previousChapterStart(chapters, 300)).toBe(250);
    expect(previousChapterStart(chapters, 14)).toBe(10);
  });

  it('goes to the chapter before within its first 3 s', () => {
    expect(previousChapterStart(chapters, 100)).toBe(10);
    expect(previousChapterStart(chapters, 103)).toBe(10);
    expect(previousChapterStart(chapters, 252)).toBe(100);
  });

  it("leaves the track's own rule before the first chapter and within 3 s of it", () => {
    expect(previousChapterStart(chapters, 5)).toBeNull();
    expect(previousChapterStart(chapters, 12)).toBeNull();
    expect(previousChapterStart([], 60)).toBeNull();
  });
});

it("names the chapter playing, by the mix's artist when it names none, else the track", () => {
  const mix = makeTrack(1, { title: 'Summer Mix', artist: 'DJ Drama Queen' });
  expect(playingTitle(mix, chapters[0])).toEqual({ title: 'Opener', artist: 'Nova Reign' });
  expect(playingTitle(mix, chapters[1])).toEqual({ title: 'Second', artist: 'DJ Drama Queen' });
  expect(playingTitle(mix, null)).toEqual({ title: 'Summer Mix', artist: 'DJ Drama Queen' });
});

it("gives a track its mixtape's chapters only when it is the one track of a one-file mix", () => {
  const mix = { ...makeMixtapeDetail(5, 1), chapters };
  expect(mixChapters(mix, mix.tracks[0])).toBe(chapters);
  // Another track, a mixtape of several tracks, a mix without chapters: none.
  expect(mixChapters(mix, makeTrack(99))).toEqual([]);
  expect(mixChapters(makeMixtapeDetail(6, 3), makeTrack(1))).toEqual([]);
  expect(mixChapters(makeMixtapeDetail(7, 1), makeTrack(1))).toEqual([]);
});

it("reads a link's ?t= as whole seconds within the mix", () => {
  expect(linkedStart('1234', 3600)).toBe(1234);
  expect(linkedStart('0', 3600)).toBe(0);
  for (const bad of [null, '', '-5', '12.5', '1e3', 'abc', '20:34', '3600', '99999999']) expect(linkedStart(bad, 3600)).toBeNull();
  expect(chapterLinkPath('summer-mix', 250.7)).toBe('/mixtape/summer-mix?t=250');
});
