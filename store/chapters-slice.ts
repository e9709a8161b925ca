import { chapterIndexAt } from '@/lib/chapters';
import type { Chapter } from '@/lib/contracts/studio';
import type { AppState, SliceCreator } from './types';

/**
 * The chapters of the mix playing (see docs/product.md, Player and queue). The store reads no API: a hook
 * (hooks/player/use-active-chapters.ts) puts here what the active track's mixtape says, and the rules read it back through
 * `activeChapters`, which answers only for the track they were given for.
 */
export interface ChaptersSlice {
  /** The chapters given for a track; null when none were (not persisted: the hook gives them again after a reload). */
  trackChapters: { trackId: number; chapters: Chapter[] } | null;
  /** The chapters of `trackId` (an empty list, or no track: none). */
  setTrackChapters: (trackId: number | null, chapters: Chapter[]) => void;
}

const NONE: Chapter[] = [];

/** The active track's chapters: none for a track that is not a mix with chapters, nor while an ad plays (its clock is not the mix's). */
export const activeChapters = (state: Pick<AppState, 'trackChapters' | 'activeTrack' | 'isPlayingAd'>): Chapter[] =>
  state.trackChapters && !state.isPlayingAd && state.trackChapters.trackId === state.activeTrack?.id ? state.trackChapters.chapters : NONE;

/** The index of the chapter playing now in `activeChapters`; -1 when none is (no chapters, or before the first). */
export const currentChapterIndex = (state: Pick<AppState, 'trackChapters' | 'activeTrack' | 'isPlayingAd' | 'progress'>): number =>
  chapterIndexAt(activeChapters(state), state.progress.currentTime);

/** The chapter playing now, or null. */
export const currentChapter = (state: Pick<AppState, 'trackChapters' | 'activeTrack' | 'isPlayingAd' | 'progress'>): Chapter | null =>
  activeChapters(state)[currentChapterIndex(state)] ?? null;

export const createChaptersSlice: SliceCreator<ChaptersSlice> = (set, get) => ({
  trackChapters: null,
  setTrackChapters: (trackId, chapters) => {
    const current = get().trackChapters;
    const next = trackId !== null && chapters.length > 0 ? { trackId, chapters } : null;
    if (current?.trackId === next?.trackId && current?.chapters === next?.chapters) return;
    set({ trackChapters: next });
  },
});
