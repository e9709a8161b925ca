import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Waveform } from '@/lib/contracts/catalog';
import { catalogService } from '@/services/catalog';
import { useAppStore, type AppState } from '@/store';

/** A track's waveform does not change once made: one read per track is enough for a long while. */
const WAVEFORM_STALE_MS = 24 * 60 * 60_000;

export const trackWaveformQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['tracks', id, 'waveform'],
    queryFn: async () => (await catalogService()).getTrackWaveform(id),
    staleTime: WAVEFORM_STALE_MS,
  });

/** The catalog track whose waveform the seek bar would draw: none while an ad plays, none for a podcast episode. */
function waveformTrackId(state: AppState): number | null {
  const track = state.activeTrack;
  return !track || state.isPlayingAd || track.stream ? null : track.id;
}

/**
 * Whether the click-to-first-sound path is over: the track sounds (not loading, its clock running), or the player
 * rests paused on it (a track restored after a reload). Asked before, the waveform's call and code would share the
 * network and the main thread with the start of the music (see docs/architecture.md, Loading on demand).
 */
function pastFirstSound(state: AppState): boolean {
  return !state.progress.loading && (state.progress.currentTime > 0 || !state.isPlaying);
}

/**
 * The active track's waveform (GET /tracks/{id}/waveform), asked for once its first sound has come; undefined until
 * then, while an ad plays, for a podcast episode, and for a track without one (404), where the plain seek bar stays.
 * A later wait for data (buffering) keeps what was read: the query is only held back, not dropped.
 */
export function useTrackWaveform(): Waveform | undefined {
  const id = useAppStore(waveformTrackId);
  const ready = useAppStore(pastFirstSound);
  const query = useQuery(id === null ? { queryKey: ['tracks', 'none', 'waveform'], queryFn: skipToken } : { ...trackWaveformQueryOptions(id), enabled: ready });
  return query.data;
}
