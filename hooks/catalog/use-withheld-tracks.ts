import { isReleased } from '@/lib/release';
import { useReleased } from './use-released';

const soonest = (dates: string[]) => dates.reduce<string | undefined>((first, date) => (first === undefined || Date.parse(date) < Date.parse(first) ? date : first), undefined);

/**
 * Of these tracks, the ids of those not out yet (their `releaseDate` still to come), judged by the clock: a page left
 * open finds each one playable at its release instant, without a reload (see docs/product.md, Catalog).
 */
export function useWithheldTracks(tracks: { id: number; releaseDate?: string }[]): ReadonlySet<number> {
  const upcoming = tracks.filter((track) => track.releaseDate !== undefined && !isReleased({ releaseDate: track.releaseDate }));
  const next = soonest(upcoming.map((track) => track.releaseDate!));
  // Renders again at the soonest of those releases, when the list is worked out anew.
  useReleased(next === undefined ? undefined : { releaseDate: next });
  return new Set(upcoming.map((track) => track.id));
}
