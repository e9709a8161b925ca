import type { MixtapeDetail, Track } from './contracts/catalog';
import type { Chapter } from './contracts/studio';

// A DJ mix's chapters from its mixtape, and links into them (see docs/product.md, Player and queue): read by the parts
// that load on demand (the active track's chapters, the mixtape page's chapter list and its `?t=` offer), apart from
// lib/chapters.ts, which every page's player commands use.

/** The chapters of `track` in the mixtape it was played from: only a one-file mix's single track has them. */
export function mixChapters(mixtape: Pick<MixtapeDetail, 'tracks' | 'chapters'>, track: Pick<Track, 'id'>): Chapter[] {
  return mixtape.tracks.length === 1 && mixtape.tracks[0].id === track.id ? (mixtape.chapters ?? []) : [];
}

/** A shared link's `?t=`: whole seconds into a mix of `duration` seconds; null when absent, malformed or past its end. */
export function linkedStart(param: string | null, duration: number): number | null {
  if (!param || !/^\d{1,6}$/.test(param)) return null;
  const seconds = Number(param);
  return seconds < duration ? seconds : null;
}

/** The path that opens a mixtape's page offering to play its mix from `seconds` in (a chapter's link). */
export const chapterLinkPath = (slug: string, seconds: number) => `/mixtape/${slug}?t=${Math.floor(seconds)}`;
