import type { Track } from '@/lib/contracts/catalog';
import type { PlaybackAnswer, SavedPlayback } from '@/lib/contracts/playback';
import { createSaveScheduler } from '@/lib/save-scheduler';
import { SESSION_KEYS } from '@/lib/storage-keys';
import { useAppStore, type AppState } from '@/store';
import type { PlaybackOffer } from '@/store/continue-slice';
import { isStartingSound } from '@/store/player-slice';
import { refusedAfterLogOut } from '@/services/common/auth-session';
import { playbackService } from '@/services/player';
import type { PlaybackSave } from './playback';
import { thisDevice } from './playback-device';
import { readSession } from '@/services/common/web-storage';

// Pick up on another device (see docs/product.md, Player and queue): a signed-in member's window saves where it
// listens, hears from the answers that another of their devices took playback over, and offers what another saved.
// Started, and loaded on demand, as a member signs in. Only `import type` of the contracts here: the
// service brings them, and zod, a task at a time (services/common/on-demand.ts).

/** While music plays a save goes out at most this often, and with its answer comes the news of a take-over. */
const SAVE_INTERVAL_MS = 10_000;
/** A burst of changes (seeking by keys, removing many tracks) is one save. */
const SETTLE_MS = 1_000;
/** The longest a save waits for the first sound of a track that starts (see docs/architecture.md, Loading on demand). */
const FIRST_SOUND_WAIT_MS = 1_000;
/** The same track within this many seconds: this browser already holds what another saved. */
const SAME_PLACE_SECONDS = 5;

/** What this device says when another of the member's devices took playback over. */
export const playingElsewhereMessage = (device: string) => `Playing on ${device}`;

type Service = Awaited<ReturnType<typeof playbackService>>;
type SavedState = NonNullable<PlaybackAnswer['state']>;

/**
 * What another device saved, as this window may offer it: nothing when this browser saved it, the listener dismissed
 * it, its current item no longer plays, this window plays or is silent for the pop-out, or it holds the same track at
 * about the same place already.
 */
function offerOf(saved: SavedState | null, state: AppState, deviceId: string, dismissed: string | null): PlaybackOffer | null {
  if (!saved || saved.device_id === deviceId || saved.updated_at === dismissed) return null;
  const track = saved.items[saved.index];
  if (!track || state.isPlaying || state.handedOff) return null;
  if (state.activeTrack?.id === track.id && Math.abs(state.position - saved.position) < SAME_PLACE_SECONDS) return null;
  return { tracks: saved.items, index: saved.index, position: saved.position, deviceName: saved.device_name, updatedAt: saved.updated_at };
}

const queueKeys = new WeakMap<Track[], string>();
const queueKey = (queue: Track[]) => {
  let key = queueKeys.get(queue);
  if (key === undefined) queueKeys.set(queue, (key = queue.map((track) => track.id).join(',')));
  return key;
};

/** What a save would say, as a key: a save saying what the last one said is not made. */
const saying = (state: AppState, playing: boolean) => `${queueKey(state.queue)}|${state.currentIndex}|${state.currentIndex >= 0 ? state.position : 0}|${playing}`;

/**
 * Playing again without the listener: the next track after one ended (the audio said 'pause' as it ended), or the
 * track an ad held back. Only the listener starting playback here takes it over from another device.
 */
const resumedByItself = (state: AppState, previous: AppState) =>
  (state.listeningEnded !== previous.listeningEnded && state.listeningEnded?.percentage === 100) || (previous.isPlayingAd && !state.isPlayingAd);

/** Resolves once the track that starts has sounded (or after a second): nothing loads on the main thread before. */
function firstSound(): Promise<void> {
  if (!isStartingSound(useAppStore.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, FIRST_SOUND_WAIT_MS);
    const unsubscribe = useAppStore.subscribe((state) => !isStartingSound(state) && done());
  });
}

/**
 * Saves this window's playback for member `userId` until the returned function stops it (log-out, another member):
 * nothing is saved for anyone else, nor once stopped. `offer`: this window may offer another device's playback (a
 * main window, not the pop-out).
 */
export function startPlaybackSync(userId: number, { offer }: { offer: boolean }): () => void {
  const store = useAppStore;
  const device = thisDevice();
  let stopped = false;
  let service: Service | null = null;
  let loading: Promise<Service> | null = null;
  /** The device that took playback over (its name): nothing is saved until the listener starts playback here. */
  let yieldedTo: string | null = null;
  /** The listener started playback here since the last save: the next one takes it over. */
  let takeOver = false;
  /** How many times the listener started playback here: an answer to a save made before the latest start is old news. */
  let starts = 0;
  /** What the server last heard from this window; at first, what it holds is taken as said. */
  let said: string | null = saying(store.getState(), store.getState().isPlaying);

  const isMember = () => {
    const state = store.getState();
    return !stopped && state.isLoggedIn && state.userInfor?.id === userId;
  };
  const loadService = () =>
    (loading ??= playbackService().then(
      (loaded) => (service = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  /** The save due now, if any: claimed (its key and take-over are the server's) as it is made. */
  const claim = (playing: boolean): PlaybackSave | null => {
    const state = store.getState();
    // A window gone silent for the pop-out leaves the saving to it.
    if (!isMember() || yieldedTo !== null || state.handedOff) return null;
    const key = saying(state, playing);
    if (key === said && !takeOver) return null;
    const save: PlaybackSave = { queue: state.queue, currentIndex: state.currentIndex, position: state.position, playing, takeOver, device };
    said = key;
    takeOver = false;
    return save;
  };
  /** Not heard by the server: said again with the next change, a take-over still one. */
  const unheard = (save: PlaybackSave) => {
    said = null;
    if (save.takeOver) takeOver = true;
  };

  /** This device stops, and says where the music went. */
  const stopForOther = () => {
    const state = store.getState();
    if (!state.isPlaying || yieldedTo === null) return;
    state.setPlaying(false);
    state.showAlert({ message: playingElsewhereMessage(yieldedTo), severity: 'info' });
  };
  /** The server holds another device's save: that one plays, so this one stops. */
  const answered = (saved: SavedPlayback | null, startsThen: number) => {
    if (!saved || !isMember() || saved.device_id === device.id || startsThen !== starts) return;
    yieldedTo = saved.device_name;
    scheduler.cancel();
    stopForOther();
  };

  const scheduler = createSaveScheduler({
    intervalMs: SAVE_INTERVAL_MS,
    settleMs: SETTLE_MS,
    save: async () => {
      await firstSound();
      const loaded = await loadService();
      const save = claim(store.getState().isPlaying);
      if (!save) return;
      const startsThen = starts;
      try {
        answered(await loaded.savePlayback(save), startsThen);
      } catch (error) {
        unheard(save);
        throw error;
      }
    },
  });

  /** The page goes away (`closing`: pagehide, its audio with it) or out of sight, where a phone may end it unheard. */
  const saveOnExit = (closing: boolean) => {
    const save = service && claim(closing ? false : store.getState().isPlaying);
    if (!service || !save) return;
    scheduler.cancel();
    const startsThen = starts;
    service.savePlaybackOnExit(save).then(
      (saved) => answered(saved, startsThen),
      () => unheard(save),
    );
  };
  const onPageHide = () => saveOnExit(true);
  const onVisibility = () => document.visibilityState === 'hidden' && saveOnExit(false);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.handedOff) return;
    if (state.isPlaying !== previous.isPlaying) {
      if (state.isPlaying && resumedByItself(state, previous)) {
        // Taken over as the last track ended (its 'pause' saved, and heard of the other device): the next one must
        // not play on here.
        if (yieldedTo !== null) return stopForOther();
      } else if (state.isPlaying) {
        starts += 1;
        yieldedTo = null;
        takeOver = true;
        // Playing something here answers the offer of another device's playback.
        if (state.playbackOffer) state.setPlaybackOffer(null);
      }
      scheduler.now();
    } else if (state.activeTrack?.id !== previous.activeTrack?.id) {
      scheduler.now();
    } else if (state.queue !== previous.queue || state.currentIndex !== previous.currentIndex || state.position !== previous.position) {
      scheduler.soon();
    }
  });
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);

  const start = async () => {
    await firstSound();
    const loaded = await loadService();
    if (!offer || !isMember()) return;
    const saved = await loaded.getPlayback();
    if (!isMember()) return;
    const found = offerOf(saved, store.getState(), device.id, readSession(SESSION_KEYS.dismissedPlayback));
    if (found) store.getState().setPlaybackOffer(found);
  };
  start().catch((error: unknown) => {
    if (isMember() && !refusedAfterLogOut(error)) console.error('Could not read where you were listening', error);
  });

  return () => {
    stopped = true;
    scheduler.cancel();
    unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibility);
    if (store.getState().playbackOffer) store.getState().setPlaybackOffer(null);
  };
}
