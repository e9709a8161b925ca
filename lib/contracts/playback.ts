import { z } from 'zod';
import { trackSchema } from './catalog';

// Pick up on another device (see docs/product.md, Player and queue): a member's queue, its current item and the
// position in it, kept by the server for the member's other devices (GET, PUT and DELETE /users/me/playback).

/** Items a saved queue holds at most (as many as a playlist). */
export const PLAYBACK_ITEMS_MAX = 500;
/** The furthest position into an item, in seconds: a day. */
export const PLAYBACK_POSITION_MAX = 86_400;
export const PLAYBACK_DEVICE_NAME_MAX = 60;
/** How long a saved state is offered to the member's other devices (GET answers none after it), in hours. */
export const PLAYBACK_FRESH_HOURS = 24;

export const PLAYBACK_ITEM_TYPES = ['track', 'episode'] as const;

/** A queue item as saved: a catalog track or a podcast episode, by its own id (an episode's is not negated). */
const playbackRefSchema = z.object({
  type: z.enum(PLAYBACK_ITEM_TYPES, { error: "Each item's type must be track or episode" }),
  id: z
    .number({ error: "Each item's id must be a number" })
    .int("Each item's id must be a whole number")
    .min(1, "Each item's id must be 1 or more")
    .max(2_147_483_647, "Each item's id is too large"),
});
export type PlaybackRef = z.infer<typeof playbackRefSchema>;

const refKey = (ref: PlaybackRef) => `${ref.type}:${ref.id}`;

/** PUT /users/me/playback: what this device plays, and where. */
export const playbackBodySchema = z
  .object({
    items: z
      .array(playbackRefSchema, { error: 'items must be a list of tracks and episodes' })
      .max(PLAYBACK_ITEMS_MAX, `items must hold at most ${PLAYBACK_ITEMS_MAX} tracks and episodes`)
      .refine((items) => new Set(items.map(refKey)).size === items.length, 'items must not hold the same track or episode twice'),
    /** The current item's place in `items` (0 for an empty queue). */
    index: z.number({ error: 'index must be a number' }).int('index must be a whole number').min(0, 'index must be 0 or more'),
    /** Seconds into the current item. */
    position: z
      .number({ error: 'position must be a number of seconds' })
      .min(0, 'position must not be negative')
      .max(PLAYBACK_POSITION_MAX, `position must be at most ${PLAYBACK_POSITION_MAX.toLocaleString('en-US')} seconds`),
    /** A random id the browser makes once and keeps: how a device tells its own saves from another's. */
    device_id: z.string({ error: 'device_id is required' }).regex(/^[\w-]{8,64}$/, 'device_id must be 8 to 64 letters, digits, - or _'),
    /** What the member's other devices call it ('Chrome on Android'). */
    device_name: z
      .string({ error: 'device_name is required' })
      .trim()
      .min(1, 'device_name is required')
      .max(PLAYBACK_DEVICE_NAME_MAX, `device_name must be at most ${PLAYBACK_DEVICE_NAME_MAX} characters`)
      .regex(/^[^\p{Cc}]*$/u, 'device_name must be one line of text'),
    playing: z.boolean({ error: 'playing must be true or false' }),
    /**
     * True when the listener has just started playback on this device (Play, Continue listening): the save is made
     * even while another device plays, which then learns it was taken over. Otherwise a save made while another
     * device plays is not made (see the answer).
     */
    take_over: z.boolean({ error: 'take_over must be true or false' }).default(false),
  })
  .superRefine((body, ctx) => {
    const last = Math.max(body.items.length - 1, 0);
    if (body.index > last) {
      const message = body.items.length ? `index must point at one of the items (0 to ${last})` : 'index must be 0 when items is empty';
      ctx.addIssue({ code: 'custom', path: ['index'], message });
    }
  });
export type PlaybackBody = z.infer<typeof playbackBodySchema>;

const stateFields = {
  index: z.number().int(),
  position: z.number(),
  device_id: z.string(),
  device_name: z.string(),
  playing: z.boolean(),
  /** When the server saved it: a newer one from another device that plays means this device was taken over. */
  updated_at: z.string(),
};

/** The state as saved: the answer to PUT. */
export const savedPlaybackSchema = z.object({ items: z.array(playbackRefSchema), ...stateFields });
export type SavedPlayback = z.infer<typeof savedPlaybackSchema>;

/**
 * The answer to PUT: the state the server holds after it. When its `device_id` is another device's, nothing was
 * saved: that device plays, and took playback over from this one.
 */
export const savedPlaybackAnswerSchema = z.object({ state: savedPlaybackSchema });

/**
 * The state as another device picks it up: the items as the player takes them (an episode as lib/episode-track.ts
 * makes it), those that no longer play left out and `index` moved to the same item (0, and `position` 0, when the
 * current one went).
 */
const playbackStateSchema = z.object({ items: z.array(trackSchema), ...stateFields });

/** The answer to GET: null when nothing was saved in the last PLAYBACK_FRESH_HOURS. */
export const playbackAnswerSchema = z.object({ state: playbackStateSchema.nullable() });
export type PlaybackAnswer = z.infer<typeof playbackAnswerSchema>;
