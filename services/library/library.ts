import { mixtapePageSchema, type Mixtape, type Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import {
  downloadLinkSchema,
  favoriteMixtapePageSchema,
  favoritePlaylistPageSchema,
  favoriteStateSchema,
  favoriteTrackPageSchema,
  historyEntrySchema,
  historyPageSchema,
  mixtapeDownloadSizeSchema,
  offlineLinksSchema,
  voteStateSchema,
  type DownloadLink,
  type FavoriteKind,
  type HistoryBody,
  type HistoryEntry,
  type OfflineLinks,
  type OfflineLinksBody,
  type VoteChoice,
  type VoteState,
} from '@/lib/contracts/library';
import type { Playlist } from '@/lib/contracts/playlists';
import { api, parseReply } from '@/services/common/api-client';

// The member's library: favorites, votes, downloads and history (see docs/api.md, A member's library).

const PAGE_SCHEMAS = { tracks: favoriteTrackPageSchema, mixtapes: favoriteMixtapePageSchema, playlists: favoritePlaylistPageSchema } as const;

/** What a favorites list of each kind holds. */
interface FavoriteItems {
  tracks: Track;
  mixtapes: Mixtape;
  playlists: Playlist;
}

export async function setFavorite(kind: FavoriteKind, id: number, favorite: boolean): Promise<boolean> {
  const path = `/users/favorites/${kind}/${id}`;
  const { data } = favorite ? await api.post(path) : await api.delete(path);
  return parseReply(favoriteStateSchema, data, `${favorite ? 'POST' : 'DELETE'} ${path}`).favorite;
}

export async function getFavorites<K extends FavoriteKind>(kind: K, page: number, take: number): Promise<Paged<FavoriteItems[K]>> {
  const path = `/users/favorites/${kind}`;
  return parseReply(PAGE_SCHEMAS[kind], (await api.get(path, { params: { page, take } })).data, `GET ${path}`) as Paged<FavoriteItems[K]>;
}

export async function getVote(mixtapeId: number): Promise<VoteState> {
  const path = `/mixtapes/${mixtapeId}/vote`;
  return parseReply(voteStateSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function castVote(mixtapeId: number, vote: VoteChoice): Promise<VoteState> {
  const path = `/mixtapes/${mixtapeId}/vote`;
  return parseReply(voteStateSchema, (await api.post(path, { vote })).data, `POST ${path}`);
}

export async function getVoted(vote: 'like' | 'dislike', page: number, take: number): Promise<Paged<Mixtape>> {
  const path = `/users/${vote}s`;
  return parseReply(mixtapePageSchema, (await api.get(path, { params: { page, take } })).data, `GET ${path}`);
}

export async function requestDownload(kind: 'tracks' | 'mixtapes', id: number): Promise<DownloadLink> {
  const path = `/${kind}/${id}/download`;
  return parseReply(downloadLinkSchema, (await api.post(path)).data, `POST ${path}`);
}

/** Signed links to the tracks' audio for saving them offline (premium members; see docs/api.md, A member's library). */
export async function requestOfflineLinks(trackIds: number[], quality: 'standard' | 'data_saver'): Promise<OfflineLinks> {
  const body: OfflineLinksBody = { track_ids: trackIds, quality };
  return parseReply(offlineLinksSchema, (await api.post('/offline/links', body)).data, 'POST /offline/links');
}

export async function getMixtapeDownloadSize(id: number): Promise<number> {
  const path = `/mixtapes/${id}/download`;
  return parseReply(mixtapeDownloadSizeSchema, (await api.get(path)).data, `GET ${path}`).size;
}

export async function addHistory(entry: HistoryBody): Promise<HistoryEntry> {
  return parseReply(historyEntrySchema, (await api.post('/users/history', entry)).data, 'POST /users/history');
}

export async function getHistory(page: number, take: number): Promise<Paged<HistoryEntry>> {
  return parseReply(historyPageSchema, (await api.get('/users/history', { params: { page, take } })).data, 'GET /users/history');
}
