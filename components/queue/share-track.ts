import { shareLink } from '@/components/common/share';
import type { Track } from '@/lib/contracts/catalog';

export function mixtapeLink(track: Pick<Track, 'slug'>): string {
  return `/mixtape/${track.slug}`;
}

/** Shares the track's mixtape page. */
export const shareTrack = (track: Track) => shareLink({ title: `${track.title} by ${track.artist}`, path: mixtapeLink(track) });
