import type { Mixtape } from '@/lib/contracts/catalog';
import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { hasPremium } from './premium-slice';
import type { AppState, SliceCreator } from './types';

export type FavoriteIds = Record<FavoriteKind, number[]>;

const NONE: FavoriteIds = { tracks: [], mixtapes: [], playlists: [] };

/**
 * The member's favorites by id, newest first: a cache of the server's lists (which are the truth, loaded after
 * each log-in by hooks/account/use-member-sync.ts), kept in 'app-storage' so hearts are right at once after a reload,
 * and emptied on log-out. Changes land here first and are rolled back if the server refuses them
 * (see docs/product.md, Your library). The mixtapes the member bought are kept the same way, for Buy and the
 * Purchased marks (see docs/product.md, Buying), and so are the mixtapes they liked and disliked, for the marks on
 * cards and the mixtape page's pressed Like or Dislike before its own vote is read (not saved in 'app-storage':
 * they are read again with each session).
 */
export interface LibrarySlice {
  favorites: FavoriteIds;
  setFavorites: (kind: FavoriteKind, ids: number[]) => void;
  addFavoriteIds: (kind: FavoriteKind, ids: number[]) => void;
  removeFavoriteIds: (kind: FavoriteKind, ids: number[]) => void;
  clearFavorites: () => void;
  purchasedMixtapeIds: number[];
  setPurchasedMixtapes: (ids: number[]) => void;
  /** The mixtapes the member liked, newest vote first. */
  likedMixtapeIds: number[];
  /** The mixtapes the member disliked, newest vote first. */
  dislikedMixtapeIds: number[];
  setVotedMixtapes: (vote: Vote, ids: number[]) => void;
  /** The member's vote on a mixtape is now `vote` (null: none): it leaves the other list and heads its own. */
  recordVote: (mixtapeId: number, vote: Vote | null) => void;
  clearVotes: () => void;
}

const VOTED_KEY = { like: 'likedMixtapeIds', dislike: 'dislikedMixtapeIds' } as const;

export const createLibrarySlice: SliceCreator<LibrarySlice> = (set) => ({
  favorites: NONE,
  setFavorites: (kind, ids) => set((s) => ({ favorites: { ...s.favorites, [kind]: ids } })),
  addFavoriteIds: (kind, ids) =>
    set((s) => {
      const fresh = ids.filter((id) => !s.favorites[kind].includes(id));
      return fresh.length ? { favorites: { ...s.favorites, [kind]: [...fresh.reverse(), ...s.favorites[kind]] } } : s;
    }),
  removeFavoriteIds: (kind, ids) => set((s) => ({ favorites: { ...s.favorites, [kind]: s.favorites[kind].filter((id) => !ids.includes(id)) } })),
  clearFavorites: () => set({ favorites: NONE }),
  purchasedMixtapeIds: [],
  setPurchasedMixtapes: (purchasedMixtapeIds) => set({ purchasedMixtapeIds }),
  likedMixtapeIds: [],
  dislikedMixtapeIds: [],
  setVotedMixtapes: (vote, ids) => set({ [VOTED_KEY[vote]]: ids }),
  recordVote: (mixtapeId, vote) =>
    set((s) => {
      // Already so: the same state, so nothing that reads the lists renders again.
      if (mixtapeVote(s, mixtapeId) === vote) return s;
      const without = (ids: number[]) => ids.filter((id) => id !== mixtapeId);
      return {
        likedMixtapeIds: vote === 'like' ? [mixtapeId, ...s.likedMixtapeIds] : without(s.likedMixtapeIds),
        dislikedMixtapeIds: vote === 'dislike' ? [mixtapeId, ...s.dislikedMixtapeIds] : without(s.dislikedMixtapeIds),
      };
    }),
  clearVotes: () => set({ likedMixtapeIds: [], dislikedMixtapeIds: [] }),
});

/** The member's vote on a mixtape as the store knows it: 'like', 'dislike', or null (none, or a guest). */
export function mixtapeVote(state: Pick<AppState, 'likedMixtapeIds' | 'dislikedMixtapeIds'>, mixtapeId: number): Vote | null {
  if (state.likedMixtapeIds.includes(mixtapeId)) return 'like';
  return state.dislikedMixtapeIds.includes(mixtapeId) ? 'dislike' : null;
}

/**
 * How the member holds a paid mixtape, as the server last said: `bought`, else `premium` (premium includes every
 * paid mixtape), else null, when Buy is offered. The site's side of server/payments/purchases.ts's paidMixtapeAccess
 * (see docs/product.md, Paid mixtapes); a free mixtape is held by nobody.
 */
export function paidMixtapeHold(state: AppState, mixtape: Pick<Mixtape, 'id' | 'price'>): 'bought' | 'premium' | null {
  if (!mixtape.price) return null;
  if (state.purchasedMixtapeIds.includes(mixtape.id)) return 'bought';
  return hasPremium(state) ? 'premium' : null;
}
