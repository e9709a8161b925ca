export interface AudioEngineEvents {
  onTime: (currentTime: number, duration: number) => void;
  onLoading: (loading: boolean) => void;
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
  onError: (message: string) => void;
}

/**
 * The only code that touches the HTMLAudioElement. The store decides what should play;
 * the engine makes the element do it and reports back through its listeners.
 */
export class AudioEngine {
  private audio: HTMLAudioElement | null = null;
  private listeners: Partial<AudioEngineEvents> = {};

  private element(): HTMLAudioElement {
    if (this.audio) return this.audio;
    const audio = new Audio();
    audio.preload = 'auto';
    // In the document (hidden) rather than detached, so devtools and browser tests can find the one player element.
    audio.hidden = true;
    audio.dataset.player = 'main';
    document.body.appendChild(audio);
    audio.addEventListener('timeupdate', () => this.listeners.onTime?.(audio.currentTime, audio.duration || 0));
    audio.addEventListener('durationchange', () => this.listeners.onTime?.(audio.currentTime, audio.duration || 0));
    audio.addEventListener('waiting', () => this.listeners.onLoading?.(true));
    audio.addEventListener('canplay', () => this.listeners.onLoading?.(false));
    audio.addEventListener('playing', () => this.listeners.onLoading?.(false));
    audio.addEventListener('play', () => this.listeners.onPlayingChange?.(true));
    audio.addEventListener('pause', () => this.listeners.onPlayingChange?.(false));
    audio.addEventListener('ended', () => this.listeners.onEnded?.());
    audio.addEventListener('error', () => {
      if (audio.getAttribute('src')) this.listeners.onError?.('This track could not be played.');
    });
    this.audio = audio;
    return audio;
  }

  setListeners(listeners: Partial<AudioEngineEvents>): () => void {
    this.listeners = listeners;
    return () => {
      if (this.listeners === listeners) this.listeners = {};
    };
  }

  /** Points the element at a source; does nothing if it already plays that source. */
  load(src: string, startAt = 0): void {
    const audio = this.element();
    if (audio.getAttribute('src') === src) return;
    audio.src = src;
    if (startAt > 0) audio.currentTime = startAt;
  }

  async play(): Promise<void> {
    const audio = this.element();
    if (!audio.getAttribute('src')) return;
    try {
      await audio.play();
    } catch (error) {
      // A pause() racing a pending play() rejects with AbortError: that is the listener's wish, not a failure.
      if ((error as DOMException).name === 'AbortError') return;
      this.listeners.onPlayingChange?.(false);
      if ((error as DOMException).name !== 'NotAllowedError') this.listeners.onError?.('This track could not be played.');
    }
  }

  pause(): void {
    this.audio?.pause();
  }

  seek(seconds: number): void {
    const audio = this.element();
    audio.currentTime = Math.max(0, Math.min(seconds, audio.duration || seconds));
  }

  /** Volume on the store's 0..100 scale. */
  setVolume(volume: number): void {
    this.element().volume = Math.min(1, Math.max(0, volume / 100));
  }

  stop(): void {
    const audio = this.audio;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }

  get currentTime(): number {
    return this.audio?.currentTime ?? 0;
  }
}

export const audioEngine = new AudioEngine();
