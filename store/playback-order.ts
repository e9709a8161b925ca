import type { Track } from '@/lib/contracts/catalog';

/**
 * Repeat as music apps do it: off stops after the last track, 'all' wraps the queue, 'one' replays the
 * current track when it ends (Next still moves on). The button cycles off -> all -> one -> off.
 */
export type RepeatMode = 'off' | 'all' | 'one';
export const REPEAT_MODES: readonly RepeatMode[] = ['off', 'all', 'one'];
export const nextRepeatMode = (mode: RepeatMode): RepeatMode => REPEAT_MODES[(REPEAT_MODES.indexOf(mode) + 1) % REPEAT_MODES.length];

export interface OrderState {
  queue: Track[];
  currentIndex: number;
  isShuffle: boolean;
  repeat: RepeatMode;
  /** Ids heard before the current track while shuffle is on, oldest first: Previous walks back through it. */
  played: number[];
}

export interface Step {
  index: number;
  played: number[];
}

/** Share of a track heard, 0..100, for the completion report. */
export function percentagePlayed(currentTime: number, duration: number): number {
  if (!(duration > 0) || !(currentTime > 0)) return 0;
  return Math.min(100, Math.round((currentTime / duration) * 100));
}

/** Where Next goes: -1 at the end of the queue without repeat-all. */
export function nextStep(state: OrderState, random: () => number = Math.random): Step {
  const { queue, currentIndex, isShuffle, repeat, played } = state;
  if (queue.length === 0) return { index: -1, played };
  if (!isShuffle) {
    if (currentIndex + 1 < queue.length) return { index: currentIndex + 1, played };
    return { index: repeat === 'all' ? 0 : -1, played };
  }
  const current = queue[currentIndex]?.id;
  const heard = new Set(current === undefined ? played : [...played, current]);
  let history = played;
  let candidates = indexesWhere(queue, (t) => !heard.has(t.id));
  if (candidates.length === 0) {
    if (repeat !== 'all') return { index: -1, played };
    // Every track was heard: a new round, without the current one twice in a row when there is a choice.
    history = [];
    candidates = queue.length > 1 ? indexesWhere(queue, (t) => t.id !== current) : [0];
  }
  const index = candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
  return { index, played: current === undefined ? history : [...history, current] };
}

const indexesWhere = (queue: Track[], keep: (track: Track) => boolean) =>
  queue.flatMap((track, index) => (keep(track) ? [index] : []));

/** Where Previous goes: back through the shuffle history, else the track before; -1 when there is none. */
export function previousStep(state: OrderState): Step {
  const { queue, currentIndex, isShuffle, repeat, played } = state;
  if (queue.length === 0) return { index: -1, played };
  if (!isShuffle) {
    if (currentIndex > 0) return { index: currentIndex - 1, played };
    return { index: repeat === 'all' && queue.length > 1 ? queue.length - 1 : -1, played };
  }
  // `played` is a stack of the tracks heard before the current one: Previous pops it.
  for (let i = played.length - 1; i >= 0; i -= 1) {
    const index = queue.findIndex((t) => t.id === played[i]);
    if (index !== -1) return { index, played: played.slice(0, i) };
  }
  return { index: -1, played };
}

/** The track Next would most likely play: what the engine preloads. Unknown under shuffle (random). */
export function upcomingTrack(state: OrderState): Track | null {
  if (state.isShuffle) return null;
  const { index } = nextStep(state);
  return index === -1 ? null : state.queue[index];
}

/** Moves one item; out-of-range moves leave the list as it is. */
export function arrayMove<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}
