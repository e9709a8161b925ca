import type { Track } from './contracts/catalog';

// What a queue item is: a catalog track, or a podcast episode (lib/episode-track.ts). Apart from the episode's
// builder, so the track rows of the first screen load only these two lines.

/** An episode rather than a catalog track: no favorite, download or playlist applies to it. */
export const isEpisode = (track: Pick<Track, 'stream'>): boolean => track.stream !== undefined;

/** The page a queue item belongs to: its mixtape, or an episode's podcast. */
export const trackPageLink = (track: Pick<Track, 'slug' | 'stream'>): string => (isEpisode(track) ? `/podcast/${track.slug}` : `/mixtape/${track.slug}`);
