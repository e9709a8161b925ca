import { shareLink } from '@/components/common/share';
import type { Track } from '@/lib/contracts/catalog';
import { trackPageLink } from '@/lib/queue-item';

/** Shares the track's page: its mixtape's, or an episode's podcast's. */
export const shareTrack = (track: Track) => shareLink({ title: `${track.title} by ${track.artist}`, path: trackPageLink(track) });
