import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mixChapters } from '@/lib/mix-chapters';
import { isEpisode } from '@/lib/queue-item';
import { useAppStore } from '@/store';
import { isStartingSound } from '@/store/player-slice';
import { mixtapeBySlugQueryOptions } from '@/hooks/catalog';

const CHAPTERS_STALE_MS = 5 * 60_000;

/**
 * Gives the store the chapters of the active track (see docs/product.md, Player and queue): its mixtape's detail,
 * by the slug the track carries, is where they are. That is the query the mixtape page fills from its server render,
 * so a mix played from its page costs no call; another track's mixtape is read once its first sound has come, never
 * competing with it, and kept by react-query for the next track of the same mixtape. Tracks carry no chapters of
 * their own: the queue kept in the browser and handed between windows would keep them stale.
 */
export function useActiveChapters(): void {
  const track = useAppStore((s) => (s.activeTrack && !isEpisode(s.activeTrack) ? s.activeTrack : null));
  const waiting = useAppStore((s) => isStartingSound(s) || s.handedOff);
  // A query not enabled still answers from the cache (the page's own mixtape, or one read before). Chapters change
  // rarely: what the cache holds is not read again for each track that starts.
  const { data } = useQuery({ ...mixtapeBySlugQueryOptions(track?.slug ?? ''), enabled: !!track && !waiting, staleTime: CHAPTERS_STALE_MS });
  const chapters = track && data ? mixChapters(data, track) : null;
  const setTrackChapters = useAppStore((s) => s.setTrackChapters);
  useEffect(() => {
    // Nothing known yet about this track's mixtape: the chapters given before stay, as they belong to another track.
    if (track && chapters) setTrackChapters(track.id, chapters);
  }, [track, chapters, setTrackChapters]);
}
