export interface AudioEngineEvents {
  onTime: (currentTime: number, duration: number) => void;
  /** How far the current source is downloaded ahead of the playhead, in seconds from its start. */
  onBuffered: (bufferedEnd: number) => void;
  onLoading: (loading: boolean) => void;
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
  onError: (message: string) => void;
}

export const PLAY_ERROR = 'This track could not be played.';

/** Safari's AirPlay, which TypeScript's DOM does not describe. */
type AirPlayElement = HTMLAudioElement & { webkitShowPlaybackTargetPicker?: () => void };
const AIRPLAY_AVAILABILITY = 'webkitplaybacktargetavailabilitychanged';
type Role = 'main' | 'preload';

/**
 * The only code that touches audio elements. The store decides what should play; the engine makes the
 * elements do it and reports back through its listeners. It keeps two: the one playing (data-player="main")
 * and a spare that loads the next track ahead (data-player="preload"). When the next track starts, the two
 * swap roles, so playback moves on from what is already buffered, without a pause.
 */
export class AudioEngine {
  private main: HTMLAudioElement | null = null;
  private spare: HTMLAudioElement | null = null;
  private listeners: Partial<AudioEngineEvents> = {};
  private volume = 0.5;
  private pendingStart = 0;
  private wantedPreload: string | null = null;

  private create(role: Role): HTMLAudioElement {
    const audio = new Audio();
    audio.preload = 'auto';
    audio.volume = this.volume;
    // In the document (hidden) rather than detached, so devtools and browser tests can find the elements.
    audio.hidden = true;
    audio.dataset.player = role;
    document.body.appendChild(audio);
    // Both elements keep their listeners; only the one playing speaks.
    const when = (type: string, handler: () => void) =>
      audio.addEventListener(type, () => {
        if (audio === this.main) handler();
      });
    const time = () => this.listeners.onTime?.(audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : 0);
    when('timeupdate', time);
    when('durationchange', time);
    when('progress', () => this.listeners.onBuffered?.(bufferedEnd(audio)));
    when('loadedmetadata', () => {
      if (this.pendingStart > 0) audio.currentTime = this.pendingStart;
      this.pendingStart = 0;
    });
    when('waiting', () => this.listeners.onLoading?.(true));
    when('canplay', () => this.listeners.onLoading?.(false));
    when('playing', () => this.listeners.onLoading?.(false));
    when('canplaythrough', () => this.applyPreload());
    when('play', () => this.listeners.onPlayingChange?.(true));
    when('pause', () => this.listeners.onPlayingChange?.(false));
    when('ended', () => this.listeners.onEnded?.());
    when('error', () => {
      if (audio.getAttribute('src')) this.listeners.onError?.(PLAY_ERROR);
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

  /** Points the player at a source from `startAt` seconds; the same source again restarts it there. */
  load(src: string, startAt = 0): void {
    const current = this.element();
    if (current.getAttribute('src') === src) {
      this.seek(startAt);
      return;
    }
    if (this.spare?.getAttribute('src') === src) {
      this.swap();
    } else {
      current.src = src;
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

  /** Loads the track expected next into the spare element, once the current one has what it needs. */
  preload(src: string | null): void {
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
    this.spare.src = src;
    this.spare.load();
  }

  async play(): Promise<void> {
    const audio = this.element();
    if (!audio.getAttribute('src')) return;
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
    this.main?.pause();
  }

  seek(seconds: number): void {
    const audio = this.element();
    const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Infinity;
    const target = Math.max(0, Math.min(seconds, duration));
    if (audio.readyState >= 1) audio.currentTime = target;
    else this.pendingStart = target;
  }

  /** Volume on the store's 0..100 scale. */
  setVolume(volume: number): void {
    this.volume = Math.min(1, Math.max(0, volume / 100));
    for (const audio of [this.main, this.spare]) if (audio) audio.volume = this.volume;
  }

  /** Speed of what plays now (1 is normal). Set after each load: loading puts an element back to its default rate. */
  setRate(rate: number): void {
    const audio = this.main;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }

  /** The Remote Playback API of the playing element (Chromium: play on another device), or null where there is none. */
  remotePlayback(): RemotePlayback | null {
    return this.element().remote ?? null;
  }

  /**
   * Safari's AirPlay: tells whether a device is there (now and on every change) until the returned function is called;
   * null where the browser has no AirPlay.
   */
  watchAirPlay(onChange: (available: boolean) => void): (() => void) | null {
    const audio = this.element() as AirPlayElement;
    if (typeof audio.webkitShowPlaybackTargetPicker !== 'function') return null;
    const listener = (event: Event) => onChange((event as Event & { availability?: string }).availability === 'available');
    audio.addEventListener(AIRPLAY_AVAILABILITY, listener);
    return () => audio.removeEventListener(AIRPLAY_AVAILABILITY, listener);
  }

  /** Opens Safari's AirPlay picker for the playing element. */
  showAirPlayPicker(): void {
    (this.main as AirPlayElement | null)?.webkitShowPlaybackTargetPicker?.();
  }

  stop(): void {
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
