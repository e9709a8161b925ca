import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, removeLocal, writeLocal } from '@/services/common/web-storage';

/**
 * The sets of ids the site marks things by: the member's favorites of each kind, the mixtapes they liked and disliked,
 * and those they bought. Each is one react-query query, under 'users' and keyed by the member, so a log-out forgets it
 * (forgetMemberQueries in services/common/query-client.ts) and one member's marks never show to the next.
 */
export type IdSet = 'favorite-tracks' | 'favorite-mixtapes' | 'favorite-playlists' | 'liked' | 'disliked' | 'purchased';

export const memberIdsKey = (userId: number, set: IdSet) => ['users', userId, 'ids', set] as const;

// Saved in this browser, so hearts and Purchased marks are right at once after a reload; votes are read again with
// each session.
const SAVED: readonly IdSet[] = ['favorite-tracks', 'favorite-mixtapes', 'favorite-playlists', 'purchased'];

interface Saved {
  userId: number;
  sets: Partial<Record<IdSet, number[]>>;
}

function readSaved(): Saved | null {
  try {
    return JSON.parse(readLocal(LOCAL_KEYS.memberIds) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
}

/** A set as this browser saved it for this member; undefined for another member's or none. */
const savedIds = (userId: number, set: IdSet): number[] | undefined => {
  const saved = readSaved();
  return saved?.userId === userId ? saved.sets[set] : undefined;
};

/**
 * A set's query: the saved copy stands in at once and stays until the member sync (hooks/account/use-member-sync.ts)
 * reads the set again, as it does after each log-in; the marks only read it.
 */
export const memberIdsOptions = (userId: number, set: IdSet, load: () => Promise<number[]>) =>
  queryOptions({ queryKey: memberIdsKey(userId, set), queryFn: load, initialData: () => savedIds(userId, set), staleTime: Infinity });

/** A set as last known: its query, else what this browser saved (no reader has asked for it yet); else none. */
export const knownIds = (queryClient: QueryClient, userId: number, set: IdSet): number[] =>
  queryClient.getQueryData<number[]>(memberIdsKey(userId, set)) ?? savedIds(userId, set) ?? [];

export type MemberIdsOptions = ReturnType<typeof memberIdsOptions>;

/** Saves each set as it changes (fetched or changed in place); returns the unsubscribe. */
export function keepSavedIds(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    const [root, userId, name, set] = event.query.queryKey as unknown[];
    if (event.type !== 'updated' || root !== 'users' || name !== 'ids' || !SAVED.includes(set as IdSet)) return;
    const data = event.query.state.data as number[] | undefined;
    if (typeof userId !== 'number' || !data) return;
    const saved = readSaved();
    const sets = saved?.userId === userId ? saved.sets : {};
    writeLocal(LOCAL_KEYS.memberIds, JSON.stringify({ userId, sets: { ...sets, [set as IdSet]: data } }));
  });
}

/** At a log-out: nothing of the member stays for the next person on this browser. */
export const forgetSavedIds = () => removeLocal(LOCAL_KEYS.memberIds);

/** Ids put first (newest first, the last given newest), those already in staying where they are. */
export const withIds = (ids: number[], added: number[]) => {
  const fresh = added.filter((id) => !ids.includes(id));
  return fresh.length ? [...fresh.reverse(), ...ids] : ids;
};

export const withoutIds = (ids: number[], removed: number[]) => ids.filter((id) => !removed.includes(id));

