import { queryOptions, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Me } from '@/lib/contracts/auth';
import type { Premium } from '@/lib/contracts/payments';
import { givesPremium } from '@/lib/premium';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { refusedAfterLogOut } from '@/services/common/auth-session';
import { readLocal, removeLocal, writeLocal } from '@/services/common/web-storage';

/**
 * The sets of ids the site marks things by: the member's favorites of each kind, the mixtapes they liked and disliked,
 * and those they bought. Each is one react-query query, under 'users' and keyed by the member, so a log-out forgets it
 * (forgetMemberQueries in services/common/query-client.ts) and one member's marks never show to the next.
 */
export type IdSet = 'favorite-tracks' | 'favorite-mixtapes' | 'favorite-playlists' | 'liked' | 'disliked' | 'purchased';

export const memberIdsKey = (userId: number, set: IdSet) => ['users', userId, 'ids', set] as const;

/**
 * The member's premium: GET /premium's answer (the plans, and their subscription), the premium page's query too, and
 * forgotten at log-out with the member's queries (['premium', 0] is a guest's, the plans alone).
 */
export const premiumKey = (userId: number) => ['premium', userId] as const;

// Saved in this browser (with the member's premium, see keepSavedIds), so hearts, Purchased marks, the Premium badge
// and the ads are right at once after a reload; votes are read again with each session.
const SAVED: readonly IdSet[] = ['favorite-tracks', 'favorite-mixtapes', 'favorite-playlists', 'purchased'];

interface Saved {
  userId: number;
  sets: Partial<Record<IdSet, number[]>>;
  /**
   * The status of the member's subscription as the server last answered (null: none), so the badge and the ads are
   * right at once after a reload; absent until it answered.
   */
  premium?: string | null;
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

/** Whether a premium answer gives premium: its subscription's status. */
export const premiumIn = (premium: Pick<Premium, 'subscription'>): boolean => givesPremium(premium.subscription?.status);

/** Whether this browser saved this member's premium: what the server last answered of them; undefined when it did not. */
export function savedPremium(userId: number): boolean | undefined {
  const saved = readSaved();
  return saved?.userId === userId && saved.premium !== undefined ? givesPremium(saved.premium) : undefined;
}

type Session = { isLoggedIn: boolean; userInfor: Pick<Me, 'id' | 'isPremium'> | null };

/**
 * Whether the logged-in member has premium (no ads, the badge, saving offline), for code outside React: what the
 * server last said of this member (saved as its answer came, see keepSavedIds), else, until it said anything, the
 * log-in's flag. React reads the query itself (useHasPremium in hooks/payments), which re-renders as it changes.
 */
export function knownPremium({ isLoggedIn, userInfor }: Session): boolean {
  const user = isLoggedIn ? userInfor : null;
  return !!user && (savedPremium(user.id) ?? user.isPremium);
}

const premiumWatchers = new Set<() => void>();

/** Calls `watcher` whenever this browser saves the member's premium anew; returns the unsubscribe. */
export function watchSavedPremium(watcher: () => void): () => void {
  premiumWatchers.add(watcher);
  return () => void premiumWatchers.delete(watcher);
}

/** The record with `change` for this member: another member's sets and premium are dropped. */
function save(userId: number, change: (saved: Saved) => Saved): void {
  const saved = readSaved();
  writeLocal(LOCAL_KEYS.memberIds, JSON.stringify(change(saved?.userId === userId ? saved : { userId, sets: {} })));
}

/**
 * Saves each set, and the member's premium, as it changes (fetched, changed in place, a premium call's answer); returns
 * the unsubscribe.
 */
export function keepSavedIds(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const key = event.query.queryKey as unknown[];
    const [root, userId, name, set] = key;
    if (typeof userId !== 'number') return;
    if (root === 'premium' && key.length === 2 && userId !== 0) {
      const data = event.query.state.data as Premium | undefined;
      const status = data && (data.subscription?.status ?? null);
      const saved = readSaved();
      if (status === undefined || (saved?.userId === userId && saved.premium === status)) return;
      save(userId, (kept) => ({ ...kept, premium: status }));
      for (const watcher of premiumWatchers) watcher();
      return;
    }
    if (root !== 'users' || name !== 'ids' || !SAVED.includes(set as IdSet)) return;
    const data = event.query.state.data as number[] | undefined;
    if (data) save(userId, (saved) => ({ ...saved, sets: { ...saved.sets, [set as IdSet]: data } }));
  });
}

/** At a log-out: nothing of the member stays for the next person on this browser. */
export const forgetSavedIds = () => removeLocal(LOCAL_KEYS.memberIds);

/**
 * Reads one of the member's queries from the server again: by the member sync after each log-in, and wherever the
 * server showed this browser's copy was stale. A failure goes to the console, except once `current()` is over or when
 * the call came back refused because this browser logged out meanwhile.
 */
export function readAgain<T, K extends QueryKey>(
  queryClient: QueryClient,
  what: string,
  options: FetchQueryOptions<T, Error, T, K>,
  current: () => boolean = () => true,
): void {
  void queryClient
    .fetchQuery({ ...options, staleTime: 0 })
    .catch((error: unknown) => current() && !refusedAfterLogOut(error) && console.error(`Could not load your ${what}`, error));
}

/** Ids put first (newest first, the last given newest), those already in staying where they are. */
export const withIds = (ids: number[], added: number[]) => {
  const fresh = added.filter((id) => !ids.includes(id));
  return fresh.length ? [...fresh.reverse(), ...ids] : ids;
};

export const withoutIds = (ids: number[], removed: number[]) => ids.filter((id) => !removed.includes(id));
