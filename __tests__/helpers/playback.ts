import { http, HttpResponse } from 'msw';
import type { Track } from '@/lib/contracts/catalog';
import type { PlaybackBody, PlaybackRef, SavedPlayback } from '@/lib/contracts/playback';
import { V3 } from './auth';

/** Another of the member's devices, as the server names it in its answers. */
export const OTHER_DEVICE = { device_id: 'other-device-0001', device_name: 'Chrome on Android' };

/** A save as PUT answers it: another device's, playing, unless overridden. */
export function savedPlayback(overrides: Partial<SavedPlayback> = {}): SavedPlayback {
  return { items: [{ type: 'track', id: 1 }], index: 0, position: 0, playing: true, updated_at: '2026-11-25T10:00:00.000Z', ...OTHER_DEVICE, ...overrides };
}

/** The same save as GET answers it, with its items as tracks. */
export function playbackState(items: Track[], overrides: Partial<Omit<SavedPlayback, 'items'>> = {}) {
  return { ...savedPlayback(overrides), items };
}

export interface RecordedSave {
  body: PlaybackBody;
  authorization: string | null;
}

/**
 * GET and PUT /users/me/playback: GET answers `state` (none by default), PUT records each body with its
 * Authorization header and answers `answer(body)`, by default the body itself as saved.
 */
export function playbackApi(options: { state?: unknown; answer?: (body: PlaybackBody) => SavedPlayback } = {}) {
  const saves: RecordedSave[] = [];
  let gets = 0;
  const echo = (body: PlaybackBody): SavedPlayback => ({ ...body, items: body.items as PlaybackRef[], updated_at: new Date().toISOString() });
  const handlers = [
    http.get(`${V3}/users/me/playback`, () => {
      gets += 1;
      return HttpResponse.json({ state: options.state ?? null });
    }),
    http.put(`${V3}/users/me/playback`, async ({ request }) => {
      const body = (await request.json()) as PlaybackBody;
      saves.push({ body, authorization: request.headers.get('Authorization') });
      return HttpResponse.json({ state: (options.answer ?? echo)(body) });
    }),
  ];
  return { saves, handlers, gets: () => gets };
}
