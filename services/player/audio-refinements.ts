import { crossfadeLength, fadeGain, type Fade } from '@/lib/crossfade';
import { elementVolume } from '@/lib/loudness';
import type { EngineCore, Role } from './audio-engine';

// What the audio engine (services/player/audio-engine.ts) adds once music plays, loaded by it at the first 'playing' event
// so none of it is in a page's first load nor delays the first sound: the handover to the preloaded track as the
// playing one ends (gapless or crossfaded), the fades, Web Audio's gain nodes, and playing on another device.

/**
 * How long before the end the next track is started in a gapless join: about what an element that has its data
 * takes from play() to its first sound (a few milliseconds of task hops, then the next pull of the audio output).
 */
export const GAPLESS_LEAD_SECONDS = 0.015;
/** From this far before the join the clock is read every POLL_MS, rather than at timeupdate (4 times a second). */
const WATCH_SECONDS = 0.35;
const POLL_MS = 4;
/**
 * An MP3 with a LAME header plays a little less than the duration the browser gives it: Chromium trims the encoder's
 * delay and padding the header names, but counts them in `duration`. Within this much of the end, a clock that has
 * stopped while playing means the sound has ended.
 */
const TRIMMED_END_SECONDS = 0.15;
/** Points of a fade curve handed to Web Audio (interpolated linearly between them). */
const CURVE_POINTS = 64;
/** How often a fade on an element's volume (no Web Audio) is stepped. */
const FADE_STEP_MS = 50;

/** Safari's AirPlay, which TypeScript's DOM does not describe. */
type AirPlayElement = HTMLAudioElement & { webkitShowPlaybackTargetPicker?: () => void };
const AIRPLAY_AVAILABILITY = 'webkitplaybacktargetavailabilitychanged';
interface FadeState {
  fade: Fade;
  /** performance.now() when it began. */
  start: number;
  duration: number;
}
type Timer = ReturnType<typeof setTimeout>;

/**
 * The engine's handover, fades and Web Audio graph. With a handover asked for (the engine's preload), the end of the
 * playing track is watched closely in its last moments and the spare started then; the track left plays out as
 * "outgoing" (its fade, or its last moment). Levels: after the first sound an AudioContext is made and every element
 * whose bytes come from this origin is routed through a GainNode of its own (a boost above 1, sample-accurate fades);
 * otherwise the level, faded or not, goes on the element's volume.
 */
export class AudioRefinements {
  outgoing: HTMLAudioElement | null = null;
  private fades = new Map<HTMLAudioElement, FadeState>();
  private watch: Timer | null = null;
  private lastClock = -1;
  private releaseTimer: Timer | null = null;
  private fadeTimer: ReturnType<typeof setInterval> | null = null;
  private context: AudioContext | null = null;
  private wired = new WeakMap<HTMLAudioElement, GainNode>();
  private mediaDirect: boolean | Promise<boolean> | null = null;

  constructor(private readonly core: EngineCore) {}

  /** Stops what a listener's pause, seek or new track cuts short: the watch of the end, and the track being left. */
  interrupt(): void {
    this.stopWatch();
    this.releaseOutgoing();
  }

  /** A source given to an element: its level from the start, through Web Audio when it may be. */
  assigned(audio: HTMLAudioElement): void {
    this.fades.delete(audio);
    this.applyLevel(audio);
    this.wire(audio);
  }

  /** A context the browser suspended comes back within the listener's click (the engine's play is called from it). */
  resume(): void {
    if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
  }

  // The handover.

  /** Seconds until the spare should start (negative: it is late), or null when no handover can happen now. */
  private untilHandover(): number | null {
    const audio = this.core.main;
    if (!audio || !this.core.handover || audio.paused || audio.seeking || !this.spareReady()) return null;
    if (!Number.isFinite(audio.duration) || !(audio.duration > 0)) return null;
    return audio.duration - audio.currentTime - this.fadeLength() - GAPLESS_LEAD_SECONDS;
  }

  private spareReady(): boolean {
    const { spare, wantedPreload } = this.core;
    // HAVE_FUTURE_DATA: it can start at once.
    return !!spare && !!wantedPreload && spare.getAttribute('src') === wantedPreload && spare.readyState >= 3;
  }

  private fadeLength(): number {
    return crossfadeLength(this.core.handover?.crossfade ?? 0, this.core.main?.duration ?? NaN, this.core.spare?.duration ?? NaN);
  }

  /** At each timeupdate of the playing element: from WATCH_SECONDS before the join, the clock is read every POLL_MS. */
  watchEnd(): void {
    if (this.watch !== null) return;
    const wait = this.untilHandover();
    if (wait === null || wait > WATCH_SECONDS) return;
    this.lastClock = -1;
    this.checkEnd();
  }

  private checkEnd(): void {
    this.watch = null;
    const audio = this.core.main;
    const wait = this.untilHandover();
    if (!audio || wait === null) return;
    const clock = audio.currentTime;
    // A gapless join also starts when the clock stops short of `duration` (a trimmed MP3: TRIMMED_END_SECONDS).
    const stopped = this.fadeLength() === 0 && clock === this.lastClock && audio.duration - clock < TRIMMED_END_SECONDS;
    this.lastClock = clock;
    if (wait <= 0 || stopped) this.beginHandover(this.fadeLength());
    else this.watch = setTimeout(() => this.checkEnd(), POLL_MS);
  }

  stopWatch(): void {
    if (this.watch !== null) clearTimeout(this.watch);
    this.watch = null;
  }

  /**
   * The playing element ended without a handover (the spare was not ready in time, or a throttled timer missed the
   * join): true when the engine moves on to the spare from here, quicker than through the store.
   */
  handOverAtEnd(): boolean {
    if (!this.core.handover || !this.spareReady()) return false;
    this.beginHandover(0);
    return true;
  }

  private beginHandover(fade: number): void {
    const core = this.core;
    const previous = core.main!;
    const next = core.spare!;
    this.stopWatch();
    this.releaseOutgoing();
    core.main = next;
    core.spare = null;
    this.outgoing = previous;
    next.dataset.player = 'main';
    previous.dataset.player = 'outgoing';
    core.handedOver = next.getAttribute('src');
    if (fade > 0) {
      this.startFade(previous, 'out', fade);
      this.startFade(next, 'in', fade);
    }
    // The sound first, the store after: its load() of this source finds it playing (handedOver).
    void core.start(next);
    // The track left plays out its last moment (or its fade), then goes; its 'ended' may come first.
    const left = Number.isFinite(previous.duration) ? previous.duration - previous.currentTime : 0;
    this.releaseTimer = setTimeout(() => this.releaseOutgoing(), (Math.max(fade, left) + 0.5) * 1000);
    core.listeners.onEnded?.();
  }

  /** Any element's 'ended': the track being left has played out. */
  outgoingEnded(audio: HTMLAudioElement): void {
    if (audio === this.outgoing) this.releaseOutgoing();
  }

  /** Ends the track being left at once (its fade cut short) and gives the playing one its full level. */
  private releaseOutgoing(): void {
    const core = this.core;
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    const old = this.outgoing;
    if (core.main && this.fades.delete(core.main)) this.applyLevel(core.main);
    if (!old) return;
    this.outgoing = null;
    this.fades.delete(old);
    old.pause();
    old.removeAttribute('src');
    old.load();
    if (core.spare) {
      this.wired.get(old)?.disconnect();
      old.remove();
      return;
    }
    core.spare = old;
    old.dataset.player = 'preload';
    if ((core.main?.readyState ?? 0) >= 4) core.applyPreload();
  }

  // Levels and fades.

  private startFade(audio: HTMLAudioElement, fade: Fade, duration: number): void {
    this.fades.set(audio, { fade, start: performance.now(), duration });
    this.applyLevel(audio);
    // Web Audio runs its curve by itself; an element's volume is stepped from here.
    if (!this.wired.has(audio) && this.fadeTimer === null) {
      this.fadeTimer = setInterval(() => {
        const stepped = [...this.fades.keys()].filter((a) => !this.wired.has(a));
        stepped.forEach((a) => this.applyLevel(a));
        if (stepped.length === 0 && this.fadeTimer !== null) {
          clearInterval(this.fadeTimer);
          this.fadeTimer = null;
        }
      }, FADE_STEP_MS);
    }
  }

  applyLevel(audio: HTMLAudioElement): void {
    const level = this.core.levels.get(audio) ?? 1;
    const fade = this.fades.get(audio);
    const elapsed = fade ? (performance.now() - fade.start) / 1000 : 0;
    const node = this.wired.get(audio);
    if (!node || !this.context) {
      audio.volume = elementVolume(level * (fade ? fadeGain(fade.fade, elapsed, fade.duration) : 1));
      return;
    }
    const param = node.gain;
    const now = this.context.currentTime;
    param.cancelScheduledValues(now);
    if (!fade || elapsed >= fade.duration) {
      param.setValueAtTime(level * (fade ? fadeGain(fade.fade, fade.duration, fade.duration) : 1), now);
      return;
    }
    const curve = new Float32Array(CURVE_POINTS);
    for (let i = 0; i < CURVE_POINTS; i += 1) {
      curve[i] = level * fadeGain(fade.fade, elapsed + ((fade.duration - elapsed) * i) / (CURVE_POINTS - 1), fade.duration);
    }
    param.setValueCurveAtTime(curve, now, fade.duration - elapsed);
  }

  // Web Audio.

  /** At each 'playing' (the first one loaded this): the context made once, and every element routed that may be. */
  connect(): void {
    if (!this.context) {
      const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
      if (!Context) return;
      try {
        this.context = new Context();
      } catch {
        return;
      }
      this.context.addEventListener('statechange', () => this.wireAll());
      if (this.context.state !== 'running') void this.context.resume().catch(() => undefined);
    }
    this.wireAll();
  }

  private wireAll(): void {
    for (const audio of [this.core.main, this.core.spare, this.outgoing]) if (audio) this.wire(audio);
  }

  /**
   * Routes an element through a GainNode for good (a MediaElementAudioSourceNode cannot be undone). Only while the
   * context runs (a suspended one would silence it) and only for bytes from this origin: Web Audio hears silence from
   * media fetched across origins without CORS.
   */
  private wire(audio: HTMLAudioElement): void {
    const context = this.context;
    const src = audio.getAttribute('src');
    if (!context || context.state !== 'running' || !src || this.wired.has(audio)) return;
    const direct = this.directness(src);
    if (direct instanceof Promise) void direct.then((ok) => ok && this.wire(audio));
    if (direct !== true) return;
    const gain = context.createGain();
    this.wired.set(audio, gain);
    this.applyLevel(audio);
    context.createMediaElementSource(audio).connect(gain).connect(context.destination);
    audio.volume = 1;
  }

  /**
   * Whether a source's bytes come from this page's origin. A URL on this origin may still be answered with a redirect
   * to object storage (server/http/send-file.ts, MEDIA_STORAGE=s3 without MEDIA_PROXY), for all its media alike: one
   * HEAD that does not follow redirects tells, once per page.
   */
  private directness(src: string): boolean | Promise<boolean> {
    const url = new URL(src, window.location.href);
    if (url.origin !== window.location.origin) return false;
    this.mediaDirect ??= fetch(url.href, { method: 'HEAD', redirect: 'manual', credentials: 'same-origin' }).then(
      (answer) => {
        // An error answer says nothing of redirects: ask again with the next source.
        this.mediaDirect = answer.type === 'opaqueredirect' ? false : answer.ok ? true : null;
        return this.mediaDirect === true;
      },
      () => {
        this.mediaDirect = null;
        return false;
      },
    );
    return this.mediaDirect;
  }

  /** The element to give `src`: a wired one cannot play bytes Web Audio may not read (it would be silent), so a new one. */
  holderFor(audio: HTMLAudioElement, src: string): HTMLAudioElement {
    if (!this.wired.has(audio) || this.directness(src) === true) return audio;
    const fresh = this.core.create(audio.dataset.player as Role);
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    this.wired.get(audio)?.disconnect();
    audio.remove();
    return fresh;
  }
}

// Playing on another device ('Play on…', hooks/player/use-play-on.ts), from the player's controls, which load with this file.

/** The Remote Playback API of the playing element (Chromium: play on another device), or null where there is none. */
export function remotePlayback(engine: EngineCore): RemotePlayback | null {
  return engine.element().remote ?? null;
}

/**
 * Safari's AirPlay: tells whether a device is there (now and on every change) until the returned function is called;
 * null where the browser has no AirPlay.
 */
export function watchAirPlay(engine: EngineCore, onChange: (available: boolean) => void): (() => void) | null {
  const audio = engine.element() as AirPlayElement;
  if (typeof audio.webkitShowPlaybackTargetPicker !== 'function') return null;
  const listener = (event: Event) => onChange((event as Event & { availability?: string }).availability === 'available');
  audio.addEventListener(AIRPLAY_AVAILABILITY, listener);
  return () => audio.removeEventListener(AIRPLAY_AVAILABILITY, listener);
}

/** Opens Safari's AirPlay picker for the playing element. */
export function showAirPlayPicker(engine: EngineCore): void {
  (engine.main as AirPlayElement | null)?.webkitShowPlaybackTargetPicker?.();
}
