import type { Track } from './contracts/catalog';
import type { Chapter } from './contracts/studio';

// The chapters of a one-file DJ mix (see docs/product.md, Player and queue): which one plays at a time, and where
// Next and Previous go inside the mix. Chapters come in order of their start, as the API gives them. Where a mix's
// chapters come from, and links into them, are lib/mix-chapters.ts: only parts loaded on demand use those.

/** Previous goes back to the start of the chapter playing once it has played longer than this, as it does for a track. */
export const RESTART_AFTER_SECONDS = 3;

/** The chapter playing at `time` (seconds into the mix): the last one started by then; -1 before the first starts. */
export function chapterIndexAt(chapters: readonly Chapter[], time: number): number {
  let index = -1;
  for (let i = 0; i < chapters.length && chapters[i].start <= time; i += 1) index = i;
  return index;
}

/** Where Next seeks to: the start of the chapter after the one playing; null in the last chapter (Next moves on to the next track). */
export function nextChapterStart(chapters: readonly Chapter[], time: number): number | null {
  const next = chapters[chapterIndexAt(chapters, time) + 1];
  return next ? next.start : null;
}

/**
 * Where Previous seeks to: the start of the chapter playing when more than 3 seconds of it were heard, else the
 * start of the one before. Null before the first chapter and within 3 seconds of its start: the track's own rule
 * applies there (back to the top of the mix, or to the track before it).
 */
export function previousChapterStart(chapters: readonly Chapter[], time: number): number | null {
  const index = chapterIndexAt(chapters, time);
  if (index === -1) return null;
  if (time - chapters[index].start > RESTART_AFTER_SECONDS) return chapters[index].start;
  return index > 0 ? chapters[index - 1].start : null;
}

/** What the player names as playing: the track, or inside a mix the chapter playing (by the mix's artist when it names none). */
export function playingTitle(track: Pick<Track, 'title' | 'artist'>, chapter: Chapter | null): { title: string; artist: string } {
  return chapter ? { title: chapter.title, artist: chapter.artist ?? track.artist } : { title: track.title, artist: track.artist };
}
