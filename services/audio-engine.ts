import { crossfadeLength, fadeGain, type Fade } from '@/lib/crossfade';
import { elementVolume } from '@/lib/loudness';

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

type Role = 'main' | 'preload' | 'outgoing';
interface FadeState {
  fade: Fade;
  /** performance.now() when it began. */
  start: number;
  duration: number;
}
type Timer = ReturnType<typeof setTimeout>;

/**
 * The only code that touches audio elements. The store decides what should play; the engine makes the elements do it
 * and reports back through its listeners. It keeps two: the one playing (data-player="main") and a spare that loads
 * the next track ahead (data-player="preload"). When the next track starts, the two swap roles, so playback moves on
 * from what is already buffered. With a handover (see preload) the engine starts the spare itself just before the end,
 * or a crossfade before it, and tells the store after: the track it leaves plays out as "outgoing".
 *
 * Levels: each source plays at the factor setGains gives it (volume times loudness, lib/loudness.ts). After the first
 * sound an AudioContext is made and every element whose bytes come from this origin is routed through a GainNode of
 * its own (a boost above 1, sample-accurate fades); otherwise, or until then, the factor goes on the element's volume.
 */
export class AudioEngine {
  private main: HTMLAudioElement | null = null;
  private spare: HTMLAudioElement | null = null;
  private outgoing: HTMLAudioElement | null = null;
  private listeners: Partial<AudioEngineEvents> = {};
  private pendingStart = 0;
  private wantedPreload: string | null = null;
  private handover: Handover | null = null;
  /** The source the engine started by itself, which the store's load() of it then only confirms. */
  private handedOver: string | null = null;
  private gains = new Map<string, number>();
  private levels = new WeakMap<HTMLAudioElement, number>();
  private fades = new Map<HTMLAudioElement, FadeState>();
  private watch: Timer | null = null;
  private lastClock = -1;
  private releaseTimer: Timer | null = null;
  private fadeTimer: ReturnType<typeof setInterval> | null = null;
  private context: AudioContext | null = null;
  private wired = new WeakMap<HTMLAudioElement, GainNode>();
  private mediaDirect: boolean | Promise<boolean> | null = null;

  private create(role: Role): HTMLAudioElement {
    const audio = new Audio();
    audio.preload = 'auto';
    // No crossOrigin: the media answers carry no CORS headers, and object storage (a redirect) may not either; an
    // element asking for CORS would fail to load there. Web Audio only reads what comes from this origin (wire()).
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
      this.watchEnd();
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
      this.connectGraph();
    });
    when('canplaythrough', () => this.applyPreload());
    when('play', () => this.listeners.onPlayingChange?.(true));
    when('pause', () => {
      this.stopWatch();
      this.listeners.onPlayingChange?.(false);
    });
    when('ended', () => this.mainEnded());
    when('error', () => {
      if (audio.getAttribute('src')) this.listeners.onError?.(PLAY_ERROR);
    });
    audio.addEventListener('ended', () => {
      if (audio === this.outgoing) this.releaseOutgoing();
    });
    return audio;
  }

  private element(): HTMLAudioElement {
    this.main ??= this.create('main');
    return this.main;
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
    for (const audio of [this.main, this.spare, this.outgoing]) {
      const src = audio?.getAttribute('src');
      if (!audio || !src || !this.gains.has(src)) continue;
      this.levels.set(audio, this.gains.get(src)!);
      this.applyLevel(audio);
    }
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
    this.stopWatch();
    this.releaseOutgoing();
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
   * the engine starts it by itself as the current one ends (GAPLESS_LEAD_SECONDS before, or `crossfade` seconds before
   * with the two faded), then reports onEnded; the store's load() of that source then finds it playing.
   */
  preload(src: string | null, handover: Handover | null = null): void {
    this.handover = src ? handover : null;
    if (src === this.wantedPreload) {
      if (!this.handover) this.stopWatch();
      return;
    }
    this.stopWatch();
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

  private applyPreload(): void {
    const src = this.wantedPreload;
    if (!src || this.main?.getAttribute('src') === src) return;
    this.spare ??= this.create('preload');
    if (this.spare.getAttribute('src') === src) return;
    this.spare = this.holderFor(this.spare, src);
    this.assign(this.spare, src);
    this.spare.load();
  }

  /** Gives an element a source, at that source's level, through Web Audio when it may be. */
  private assign(audio: HTMLAudioElement, src: string): void {
    audio.src = src;
    this.levels.set(audio, this.gains.get(src) ?? 1);
    this.fades.delete(audio);
    this.applyLevel(audio);
    this.wire(audio);
  }

  async play(): Promise<void> {
    const audio = this.element();
    if (!audio.getAttribute('src')) return;
    // A context the browser suspended comes back within the listener's click (play is called from it).
    if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
    await this.start(audio);
  }

  private async start(audio: HTMLAudioElement): Promise<void> {
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
    this.stopWatch();
    this.releaseOutgoing();
    this.main?.pause();
  }

  seek(seconds: number): void {
    this.stopWatch();
    this.releaseOutgoing();
    const audio = this.element();
    const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Infinity;
    const target = Math.max(0, Math.min(seconds, duration));
    if (audio.readyState >= 1) audio.currentTime = target;
    else this.pendingStart = target;
  }

  stop(): void {
    this.stopWatch();
    this.releaseOutgoing();
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

  // The handover: the end of the playing track is watched closely in its last moments, and the spare started then.

  /** Seconds until the spare should start (negative: it is late), or null when no handover can happen now. */
  private untilHandover(): number | null {
    const audio = this.main;
    if (!audio || !this.handover || audio.paused || audio.seeking || !this.spareReady()) return null;
    if (!Number.isFinite(audio.duration) || !(audio.duration > 0)) return null;
    return audio.duration - audio.currentTime - this.fadeLength() - GAPLESS_LEAD_SECONDS;
  }

  private spareReady(): boolean {
    // HAVE_FUTURE_DATA: it can start at once.
    return !!this.spare && !!this.wantedPreload && this.spare.getAttribute('src') === this.wantedPreload && this.spare.readyState >= 3;
  }

  private fadeLength(): number {
    return crossfadeLength(this.handover?.crossfade ?? 0, this.main?.duration ?? NaN, this.spare?.duration ?? NaN);
  }

  private watchEnd(): void {
    if (this.watch !== null) return;
    const wait = this.untilHandover();
    if (wait === null || wait > WATCH_SECONDS) return;
    this.lastClock = -1;
    this.checkEnd();
  }

  private checkEnd(): void {
    this.watch = null;
    const audio = this.main;
    const wait = this.untilHandover();
    if (!audio || wait === null) return;
    const clock = audio.currentTime;
    // A gapless join also starts when the clock stops short of `duration` (a trimmed MP3: TRIMMED_END_SECONDS).
    const stopped = this.fadeLength() === 0 && clock === this.lastClock && audio.duration - clock < TRIMMED_END_SECONDS;
    this.lastClock = clock;
    if (wait <= 0 || stopped) this.beginHandover(this.fadeLength());
    else this.watch = setTimeout(() => this.checkEnd(), POLL_MS);
  }

  private stopWatch(): void {
    if (this.watch !== null) clearTimeout(this.watch);
    this.watch = null;
  }

  /** The playing element ended without a handover (none was asked for, or the spare was not ready in time). */
  private mainEnded(): void {
    // A join the watch missed (a throttled timer) is still quicker from here than through the store.
    if (this.handover && this.spareReady()) this.beginHandover(0);
    else this.listeners.onEnded?.();
  }

  private beginHandover(fade: number): void {
    const previous = this.main!;
    const next = this.spare!;
    this.stopWatch();
    this.releaseOutgoing();
    this.main = next;
    this.spare = null;
    this.outgoing = previous;
    next.dataset.player = 'main';
    previous.dataset.player = 'outgoing';
    this.handedOver = next.getAttribute('src');
    if (fade > 0) {
      this.startFade(previous, 'out', fade);
      this.startFade(next, 'in', fade);
    }
    // The sound first, the store after: its load() of this source finds it playing (handedOver).
    void this.start(next);
    // The track left plays out its last moment (or its fade), then goes; its 'ended' may come first.
    const left = Number.isFinite(previous.duration) ? previous.duration - previous.currentTime : 0;
    this.releaseTimer = setTimeout(() => this.releaseOutgoing(), (Math.max(fade, left) + 0.5) * 1000);
    this.listeners.onEnded?.();
  }

  /** Ends the track being left at once (its fade cut short) and gives the playing one its full level. */
  private releaseOutgoing(): void {
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    const old = this.outgoing;
    if (this.main && this.fades.delete(this.main)) this.applyLevel(this.main);
    if (!old) return;
    this.outgoing = null;
    this.fades.delete(old);
    old.pause();
    old.removeAttribute('src');
    old.load();
    if (this.spare) {
      this.wired.get(old)?.disconnect();
      old.remove();
      return;
    }
    this.spare = old;
    old.dataset.player = 'preload';
    if ((this.main?.readyState ?? 0) >= 4) this.applyPreload();
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

  private applyLevel(audio: HTMLAudioElement): void {
    const level = this.levels.get(audio) ?? 1;
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

  /** After the first sound (so it never delays it, and the click that asked for it allows the context to run). */
  private connectGraph(): void {
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
    for (const audio of [this.main, this.spare, this.outgoing]) if (audio) this.wire(audio);
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
  private holderFor(audio: HTMLAudioElement, src: string): HTMLAudioElement {
    if (!this.wired.has(audio) || this.directness(src) === true) return audio;
    const fresh = this.create(audio.dataset.player as Role);
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    this.wired.get(audio)?.disconnect();
    audio.remove();
    return fresh;
  }
}

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
