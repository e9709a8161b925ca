import { elementVolume } from '@/lib/loudness';
import type { AudioRefinements } from './audio-refinements';

export interface AudioEngineEvents {
  onTime: (currentTime: number, duration: number) => void;
  /** How far the current source is downloaded ahead of the playhead, in seconds from its start. */
  onBuffered: (bufferedEnd: number) => void;
  onLoading: (loading: boolean) => void;
  onPlayingChange: (playing: boolean) => void;
  /** The track ended, or the engine moved on to the preloaded one by itself (a handover). */
  onEnded: () => void;
  onError: (message: string) => void;
}

/** How the engine moves on to the preloaded track by itself as the playing one ends (see preload). */
export interface Handover {
  /** Seconds the two tracks overlap, faded with equal-power curves; 0 joins them without a gap. */
  crossfade: number;
}

export const PLAY_ERROR = 'This track could not be played.';

export type Role = 'main' | 'preload' | 'outgoing';

/**
 * The only code that touches audio elements, with what it loads after the first sound (services/player/audio-refinements.ts).
 * The store decides what should play; the engine makes the elements do it and reports back through its listeners. It
 * keeps two: the one playing (data-player="main") and a spare that loads the next track ahead (data-player="preload").
 * When the next track starts, the two swap roles, so playback moves on from what is already buffered.
 *
 * This file is what a click on Play needs, and is part of every page's first load: loading, playing, pausing,
 * seeking, preloading, and each source's level on its element's volume. What matters only once music plays loads
 * with the first 'playing' event (loadRefinements): the handover to the preloaded track just before the end (gapless,
 * or crossfaded), the fades, Web Audio's gain nodes (a boost above 1) and playing on another device. Until it has
 * loaded, levels stay on the elements' volume and a track that ends simply ends, the store moving on.
 *
 * Levels: each source plays at the factor setGains gives it (volume times loudness, lib/loudness.ts).
 */
export class AudioEngine {
  // Shared with the refinements (the EngineCore they are given), not part of the engine's API.
  main: HTMLAudioElement | null = null;
  spare: HTMLAudioElement | null = null;
  listeners: Partial<AudioEngineEvents> = {};
  wantedPreload: string | null = null;
  handover: Handover | null = null;
  /** The source the refinements started by themselves, which the store's load() of it then only confirms. */
  handedOver: string | null = null;
  levels = new WeakMap<HTMLAudioElement, number>();
  private pendingStart = 0;
  private gains = new Map<string, number>();
  private refinements: AudioRefinements | null = null;
  private refining: Promise<void> | null = null;

  create(role: Role): HTMLAudioElement {
    const audio = new Audio();
    audio.preload = 'auto';
    // No crossOrigin: the media answers carry no CORS headers, and object storage (a redirect) may not either; an
    // element asking for CORS would fail to load there. Web Audio only reads what comes from this origin.
    // In the document (hidden) rather than detached, so devtools and browser tests can find the elements.
    audio.hidden = true;
    audio.dataset.player = role;
    document.body.appendChild(audio);
    // Every element keeps its listeners; only the one playing speaks.
    const when = (type: string, handler: () => void) =>
      audio.addEventListener(type, () => {
        if (audio === this.main) handler();
      });
    const time = () => this.listeners.onTime?.(audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : 0);
    when('timeupdate', () => {
      time();
      this.refinements?.watchEnd();
    });
    when('durationchange', time);
    when('progress', () => this.listeners.onBuffered?.(bufferedEnd(audio)));
    when('loadedmetadata', () => {
      if (this.pendingStart > 0) audio.currentTime = this.pendingStart;
      this.pendingStart = 0;
    });
    when('waiting', () => this.listeners.onLoading?.(true));
    when('canplay', () => this.listeners.onLoading?.(false));
    when('playing', () => {
      this.listeners.onLoading?.(false);
      if (this.refinements) this.refinements.connect();
      else void this.loadRefinements();
    });
    when('canplaythrough', () => this.applyPreload());
    when('play', () => this.listeners.onPlayingChange?.(true));
    when('pause', () => {
      this.refinements?.stopWatch();
      this.listeners.onPlayingChange?.(false);
    });
    // A handover the refinements' watch missed (a throttled timer) is still quicker from here than through the store.
    when('ended', () => {
      if (!this.refinements?.handOverAtEnd()) this.listeners.onEnded?.();
    });
    when('error', () => {
      if (audio.getAttribute('src')) this.listeners.onError?.(PLAY_ERROR);
    });
    audio.addEventListener('ended', () => this.refinements?.outgoingEnded(audio));
    return audio;
  }

  element(): HTMLAudioElement {
    this.main ??= this.create('main');
    return this.main;
  }

  /**
   * Loads the refinements (services/player/audio-refinements.ts) once and connects them; called at the first 'playing',
   * after the first sound, so their code never delays it. A failed load (offline) is tried again at the next one.
   */
  loadRefinements(): Promise<void> {
    this.refining ??= import('./audio-refinements').then(
      ({ AudioRefinements }) => {
        this.refinements = new AudioRefinements(this);
        this.refinements.connect();
      },
      () => {
        this.refining = null;
      },
    );
    return this.refining;
  }

  setListeners(listeners: Partial<AudioEngineEvents>): () => void {
    this.listeners = listeners;
    return () => {
      if (this.listeners === listeners) this.listeners = {};
    };
  }

  /** The factor each source plays at (volume times loudness, lib/loudness.ts), by URL; applied at once. */
  setGains(gains: Record<string, number>): void {
    const entries = Object.entries(gains);
    // The store changes many times a second (the clock): only a new level is applied.
    if (entries.length === this.gains.size && entries.every(([src, gain]) => this.gains.get(src) === gain)) return;
    this.gains = new Map(entries);
    for (const audio of [this.main, this.spare, this.refinements?.outgoing]) {
      const src = audio?.getAttribute('src');
      if (!audio || !src || !this.gains.has(src)) continue;
      this.levels.set(audio, this.gains.get(src)!);
      this.applyLevel(audio);
    }
  }

  /** Puts an element's level on it: through the refinements once loaded (a gain node, a fade), else on its volume. */
  private applyLevel(audio: HTMLAudioElement): void {
    if (this.refinements) this.refinements.applyLevel(audio);
    else audio.volume = elementVolume(this.levels.get(audio) ?? 1);
  }

  /** Points the player at a source from `startAt` seconds; the same source again restarts it there. */
  load(src: string, startAt = 0): void {
    const current = this.element();
    if (this.handedOver === src && current.getAttribute('src') === src) {
      // The store follows the engine's own move to the preloaded track, which already plays.
      this.handedOver = null;
      return;
    }
    this.handedOver = null;
    this.refinements?.interrupt();
    if (current.getAttribute('src') === src) {
      this.seek(startAt);
      return;
    }
    if (this.spare?.getAttribute('src') === src) {
      this.swap();
    } else {
      this.main = this.holderFor(current, src);
      this.assign(this.main, src);
    }
    const audio = this.element();
    this.pendingStart = 0;
    // Before its metadata an element cannot seek: the start waits for loadedmetadata.
    if (startAt > 0) {
      if (audio.readyState >= 1) audio.currentTime = startAt;
      else this.pendingStart = startAt;
    } else if (audio.currentTime > 0) {
      audio.currentTime = 0;
    }
    this.listeners.onBuffered?.(bufferedEnd(audio));
  }

  private swap(): void {
    const previous = this.main!;
    const next = this.spare!;
    this.main = next;
    this.spare = previous;
    next.dataset.player = 'main';
    previous.dataset.player = 'preload';
    previous.pause();
    previous.removeAttribute('src');
    previous.load();
  }

  /**
   * Loads the track expected next into the spare element, once the current one has what it needs. With a handover,
   * the engine (once refined) starts it by itself as the current one ends, GAPLESS_LEAD_SECONDS before, or
   * `crossfade` seconds before with the two faded (services/player/audio-refinements.ts), then reports onEnded; the store's
   * load() of that source then finds it playing.
   */
  preload(src: string | null, handover: Handover | null = null): void {
    this.handover = src ? handover : null;
    if (src === this.wantedPreload) {
      if (!this.handover) this.refinements?.stopWatch();
      return;
    }
    this.refinements?.stopWatch();
    this.wantedPreload = src;
    if (!src) {
      if (this.spare?.getAttribute('src')) {
        this.spare.removeAttribute('src');
        this.spare.load();
      }
      return;
    }
    if ((this.main?.readyState ?? 0) >= 4) this.applyPreload();
  }

  applyPreload(): void {
    const src = this.wantedPreload;
    if (!src || this.main?.getAttribute('src') === src) return;
    this.spare ??= this.create('preload');
    if (this.spare.getAttribute('src') === src) return;
    this.spare = this.holderFor(this.spare, src);
    this.assign(this.spare, src);
    this.spare.load();
  }

  /** The element to give `src`: one routed through Web Audio may not play bytes it cannot read (the refinements tell). */
  private holderFor(audio: HTMLAudioElement, src: string): HTMLAudioElement {
    return this.refinements?.holderFor(audio, src) ?? audio;
  }

  /** Gives an element a source, at that source's level. */
  private assign(audio: HTMLAudioElement, src: string): void {
    audio.src = src;
    this.levels.set(audio, this.gains.get(src) ?? 1);
    if (this.refinements) this.refinements.assigned(audio);
    else this.applyLevel(audio);
  }

  async play(): Promise<void> {
    const audio = this.element();
    if (!audio.getAttribute('src')) return;
    this.refinements?.resume();
    await this.start(audio);
  }

  async start(audio: HTMLAudioElement): Promise<void> {
    try {
      await audio.play();
    } catch (error) {
      // A pause() racing a pending play() rejects with AbortError: that is the listener's wish, not a failure.
      const name = (error as DOMException)?.name;
      if (name === 'AbortError' || audio !== this.main) return;
      this.listeners.onPlayingChange?.(false);
      // NotAllowedError: the browser wants a click first (autoplay policy); the play button is that click.
      if (name !== 'NotAllowedError') this.listeners.onError?.(PLAY_ERROR);
    }
  }

  pause(): void {
    this.refinements?.interrupt();
    this.main?.pause();
  }

  seek(seconds: number): void {
    this.refinements?.interrupt();
    const audio = this.element();
    const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Infinity;
    const target = Math.max(0, Math.min(seconds, duration));
    if (audio.readyState >= 1) audio.currentTime = target;
    else this.pendingStart = target;
  }

  /** Speed of what plays now (1 is normal). Set after each load: loading puts an element back to its default rate. */
  setRate(rate: number): void {
    const audio = this.main;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }

  stop(): void {
    this.refinements?.interrupt();
    this.handedOver = null;
    const audio = this.main;
    this.pendingStart = 0;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }

  get currentTime(): number {
    return this.main?.currentTime ?? 0;
  }
}

/** What of the engine its refinements (services/player/audio-refinements.ts) work with. */
export type EngineCore = Pick<
  AudioEngine,
  'main' | 'spare' | 'listeners' | 'wantedPreload' | 'handover' | 'handedOver' | 'levels' | 'create' | 'element' | 'applyPreload' | 'start'
>;

/** End of the downloaded range that holds the playhead (0 when nothing is buffered). */
function bufferedEnd(audio: HTMLAudioElement): number {
  const ranges = audio.buffered;
  if (!ranges) return 0;
  for (let i = 0; i < ranges.length; i += 1) {
    if (ranges.start(i) <= audio.currentTime + 0.5 && audio.currentTime <= ranges.end(i)) return ranges.end(i);
  }
  return 0;
}

export const audioEngine = new AudioEngine();
