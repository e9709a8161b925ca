import { trackListSchema, type Track } from '@/lib/contracts/catalog';
import { NUMERIC_STRING_MESSAGE, type Paged } from '@/lib/contracts/common';
import {
  playlistAppendSchema,
  playlistDetailSchema,
  playlistPageSchema,
  playlistSchema,
  type Playlist,
  type PlaylistAppend,
  type PlaylistDetail,
  type PlaylistFields,
} from '@/lib/contracts/playlists';
import { api, parseReply } from '@/services/common/api-client';
import { seg, type Id } from '@/services/common/api-urls';
import { isHttpCallError } from '@/services/common/api-errors';

/** Multipart, as POST and PATCH /playlists take it (the browser sets the boundary). */
function toFormData(fields: PlaylistFields): FormData {
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.description !== undefined) form.append('description', fields.description);
  if (fields.public !== undefined) form.append('public', String(fields.public));
  if (fields.removeCover) form.append('removeCover', 'true');
  if (fields.cover) form.append('cover', fields.cover, (fields.cover as File).name || 'cover');
  return form;
}

export async function getUserPlaylists(page: number, take: number): Promise<Paged<Playlist>> {
  return parseReply(playlistPageSchema, (await api.get('/users/playlists', { params: { page, take } })).data, 'GET /users/playlists');
}

export async function findPlaylist(slug: string): Promise<PlaylistDetail> {
  return parseReply(playlistDetailSchema, (await api.get('/playlists/find', { params: { slug } })).data, 'GET /playlists/find');
}

/**
 * A playlist with its tracks, by id or slug. The API takes ids only: a slug is answered 'Validation failed
 * (numeric string is expected)', and the playlist is then asked for by slug (see docs/product.md, Playlists).
 */
export async function getPlaylist(idOrSlug: Id): Promise<PlaylistDetail> {
  const path = `/playlists/${seg(idOrSlug)}`;
  try {
    return parseReply(playlistDetailSchema, (await api.get(path, { params: { include: 'tracks' } })).data, `GET ${path}`);
  } catch (error) {
    const answer = isHttpCallError(error) ? error.response : undefined;
    if (answer?.status === 400 && (answer.data as { message?: unknown } | undefined)?.message === NUMERIC_STRING_MESSAGE) {
      return findPlaylist(String(idOrSlug));
    }
    throw error;
  }
}

export async function getPlaylistQueue(id: number): Promise<Track[]> {
  const path = `/playlists/${seg(id)}/queue`;
  return parseReply(trackListSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function createPlaylist(fields: PlaylistFields): Promise<Playlist> {
  return parseReply(playlistSchema, (await api.post('/playlists', toFormData(fields))).data, 'POST /playlists');
}

export async function updatePlaylist(id: number, fields: PlaylistFields): Promise<Playlist> {
  const path = `/playlists/${seg(id)}`;
  return parseReply(playlistSchema, (await api.patch(path, toFormData(fields))).data, `PATCH ${path}`);
}

export async function deletePlaylist(id: number): Promise<void> {
  await api.delete(`/playlists/${seg(id)}`);
}

export async function addTracks(id: number, trackIds: number[]): Promise<PlaylistAppend> {
  const path = `/playlists/${seg(id)}/tracks`;
  return parseReply(playlistAppendSchema, (await api.post(path, { track_ids: trackIds })).data, `POST ${path}`);
}

export async function removeTracks(id: number, trackIds: number[]): Promise<PlaylistDetail> {
  const path = `/playlists/${seg(id)}/tracks`;
  return parseReply(playlistDetailSchema, (await api.delete(path, { data: { track_ids: trackIds } })).data, `DELETE ${path}`);
}

export async function reorderTracks(id: number, trackIds: number[]): Promise<PlaylistDetail> {
  const path = `/playlists/${seg(id)}/tracks`;
  return parseReply(playlistDetailSchema, (await api.put(path, { track_ids: trackIds })).data, `PUT ${path}`);
}
