import type { Track } from './contracts/catalog';

// What every page needs of offline listening, and no more: this file is part of the first load (the player's
// refusal, the API errors, the play reports). The rest of the rules the site and its service worker share is in
// lib/offline-rules.ts, loaded with the parts that use them (see docs/product.md, Offline and installing).

/** Saved mixtapes and playlists: their streams, covers, API answers and one record each. Kept until removed. */
export const OFFLINE_CACHE = 'lmt-offline';

/** What an action that needs the network says while there is none. */
export const OFFLINE_ACTION_MESSAGE = "You're offline: this needs the network.";
/** True only when the browser says the network is gone (on the server, or without the flag: online). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type SavedKind = 'mixtape' | 'playlist';

/** One mixtape or playlist saved offline, as its record holds it. */
export interface SavedCollection {
  kind: SavedKind;
  id: number;
  slug: string;
  title: string;
  /** The artist of a mixtape, the owner of a playlist. */
  byline: string;
  cover: string | null;
  /** What Play plays, in order. */
  tracks: Track[];
  /** Every URL kept in OFFLINE_CACHE for it: the streams, the API answers, the cover and the page. */
  urls: string[];
  /** The bytes of those answers' bodies. */
  bytes: number;
  savedAt: string;
}

/** What to save: a mixtape's or playlist's name, cover and tracks. */
export type SaveTarget = Omit<SavedCollection, 'urls' | 'bytes' | 'savedAt'>;
