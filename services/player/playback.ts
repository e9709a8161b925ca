import type { Track } from '@/lib/contracts/catalog';
import {
  PLAYBACK_ITEMS_MAX,
  PLAYBACK_POSITION_MAX,
  playbackAnswerSchema,
  savedPlaybackAnswerSchema,
  type PlaybackAnswer,
  type PlaybackBody,
  type PlaybackRef,
  type SavedPlayback,
} from '@/lib/contracts/playback';
import { isEpisode } from '@/lib/queue-item';
import { api, parseReply } from '@/services/common/api-client';
import { apiBaseUrl } from '@/services/common/api-urls';
import { getAccessToken } from '@/services/common/session-token';

// Pick up on another device (see docs/api.md, A member's library: Playback): where this device listens, saved for
// the member's other devices, and what one of them saved last. Loaded on demand (services/common/on-demand.ts).

const PATH = '/users/me/playback';

/** What a device says of its playback: its queue as the store holds it, and who it is. */
export interface PlaybackSave {
  queue: Track[];
  /** The active track's place in the queue; -1 when there is none (the queue starts at its top, position 0). */
  currentIndex: number;
  /** Seconds into the active track. */
  position: number;
  playing: boolean;
  /** The listener started playback here: the save goes over another device's that plays, which then stops. */
  takeOver: boolean;
  device: { id: string; name: string };
}

/** A queue item as saved: an episode by its own id (the queue holds it negated: lib/episode-track.ts). */
const refOf = (track: Track): PlaybackRef => (isEpisode(track) ? { type: 'episode', id: -track.id } : { type: 'track', id: track.id });

/** The body of a save; a queue longer than the server keeps is cut to as many items around the active one. */
function playbackBody({ queue, currentIndex, position, playing, takeOver, device }: PlaybackSave): PlaybackBody {
  const current = currentIndex >= 0 && currentIndex < queue.length ? currentIndex : -1;
  const from = Math.max(0, Math.min(current - Math.floor(PLAYBACK_ITEMS_MAX / 2), queue.length - PLAYBACK_ITEMS_MAX));
  const items = queue.slice(from, from + PLAYBACK_ITEMS_MAX).map(refOf);
  return {
    items,
    index: current === -1 ? 0 : current - from,
    position: current === -1 ? 0 : Math.min(Math.max(0, position), PLAYBACK_POSITION_MAX),
    device_id: device.id,
    device_name: device.name,
    playing,
    take_over: takeOver,
  };
}

/** GET /users/me/playback: what one of the member's devices saved in the last day, with its items as tracks. */
export async function getPlayback(): Promise<PlaybackAnswer['state']> {
  return parseReply(playbackAnswerSchema, (await api.get(PATH)).data, `GET ${PATH}`).state;
}

/** PUT /users/me/playback: the state the server holds after it, another device's when that one plays. */
export async function savePlayback(save: PlaybackSave): Promise<SavedPlayback> {
  return parseReply(savedPlaybackAnswerSchema, (await api.put(PATH, playbackBody(save))).data, `PUT ${PATH}`).state;
}

/**
 * The same save as the page goes away (pagehide, or hidden, which on a phone may be the last the page hears): a
 * keepalive fetch outlives the page where an axios call is cut off. It carries the member's token as the client
 * would, but cannot refresh an expired one: that save is lost. Resolves to the answer when the page is still there
 * to read it, null when there is none to read.
 */
export async function savePlaybackOnExit(save: PlaybackSave): Promise<SavedPlayback | null> {
  const token = getAccessToken();
  if (!token) return null;
  const response = await fetch(`${apiBaseUrl()}${PATH}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(playbackBody(save)),
  });
  if (!response.ok) return null;
  return parseReply(savedPlaybackAnswerSchema, await response.json(), `PUT ${PATH}`).state;
}
