/**
 * The lock screen, headset keys and OS media overlays, through the Media Session API where the browser has it.
 * Loaded by hooks/player/use-media-session.ts once the player first has something to play and its first sound has come.
 */

import { playingTitle } from '@/lib/chapters';
import { COVER_SIZES } from '@/lib/cover-sizes';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore, type AppState } from '@/store';
import { currentChapter } from '@/store/chapters-slice';
import { apiBaseUrl } from '@/services/common/api-urls';

/** A picture for the lock screen: its URL (relative ones are made absolute), its sizes and its type. */
export interface Artwork {
  src: string;
  sizes: string;
  type?: string;
}

export interface NowPlaying {
  title: string;
  artist: string;
  album?: string;
  artwork?: readonly Artwork[];
}

export interface MediaSessionCommands {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
  seekTo: (seconds: number) => void;
  seekBy: (deltaSeconds: number) => void;
}

const DEFAULT_SEEK_OFFSET = 10;
// The OS extrapolates the position from the last report; a jump (seek, new track) is what needs reporting.
const POSITION_JUMP_SECONDS = 2;

function session(): MediaSession | null {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return null;
  return navigator.mediaSession;
}

function artworkType(url: string): string | undefined {
  if (/\.svg(\?|$)/i.test(url)) return 'image/svg+xml';
  if (/\.png(\?|$)/i.test(url)) return 'image/png';
  if (/\.jpe?g(\?|$)/i.test(url)) return 'image/jpeg';
  return undefined;
}

/**
 * A track's cover for the lock screen: the API's square JPEGs at every size it makes, so the OS picks the one that
 * fits (lock screens and car displays take no SVG). Something that is not a catalog track (a podcast episode) has
 * no such renditions: its own picture, as it is. Nothing without a cover.
 */
export function trackArtwork(track: Pick<Track, 'id' | 'cover' | 'stream'>): Artwork[] {
  if (!track.cover) return [];
  if (track.stream !== undefined || track.id <= 0) return [{ src: track.cover, sizes: '512x512', type: artworkType(track.cover) }];
  return COVER_SIZES.map((size) => ({ src: `${apiBaseUrl()}/tracks/${track.id}/cover?size=${size}`, sizes: `${size}x${size}`, type: 'image/jpeg' }));
}

export function setNowPlaying(info: NowPlaying | null): void {
  const media = session();
  if (!media) return;
  if (!info || typeof MediaMetadata === 'undefined') {
    media.metadata = null;
    return;
  }
  const artwork = (info.artwork ?? []).map((image) => ({ ...image, src: new URL(image.src, window.location.href).href }));
  media.metadata = new MediaMetadata({ title: info.title, artist: info.artist, album: info.album ?? '', artwork });
}

export function setPlaybackState(state: 'playing' | 'paused' | 'none'): void {
  const media = session();
  if (media) media.playbackState = state;
}

export function setPositionState(position: number, duration: number): void {
  const media = session();
  if (!media?.setPositionState || !(duration > 0)) return;
  try {
    media.setPositionState({ duration, position: Math.min(Math.max(0, position), duration), playbackRate: 1 });
  } catch {
    // A position past a duration the browser already knows throws: the next update corrects it.
  }
}

/** Wires the OS media keys to the player; returns a function that unwires them. */
export function setMediaCommands(commands: MediaSessionCommands): () => void {
  const media = session();
  if (!media) return () => undefined;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => commands.play()],
    ['pause', () => commands.pause()],
    ['previoustrack', () => commands.previous()],
    ['nexttrack', () => commands.next()],
    ['seekto', (details) => details.seekTime !== undefined && commands.seekTo(details.seekTime)],
    ['seekbackward', (details) => commands.seekBy(-(details.seekOffset ?? DEFAULT_SEEK_OFFSET))],
    ['seekforward', (details) => commands.seekBy(details.seekOffset ?? DEFAULT_SEEK_OFFSET)],
  ];
  const set = (handler: (entry: [MediaSessionAction, MediaSessionActionHandler]) => MediaSessionActionHandler | null) => {
    for (const entry of handlers) {
      try {
        media.setActionHandler(entry[0], handler(entry));
      } catch {
        // Browsers throw for actions they do not support (older Safari and seekto): the others still work.
      }
    }
  };
  set(([, handler]) => handler);
  return () => set(() => null);
}

/**
 * Keeps the lock screen's title, artist (a mix's: its chapter's), artwork and position in step with the store, and
 * wires its buttons to the player's commands; returns a function that stops both.
 */
export function followPlayer(commands: MediaSessionCommands): () => void {
  const unwire = setMediaCommands(commands);
  let reported = { at: 0, position: -1 };

  const apply = (state: AppState, previous?: AppState) => {
    const chapter = currentChapter(state);
    if (state.activeTrack !== previous?.activeTrack || state.isPlayingAd !== previous?.isPlayingAd || state.handedOff !== previous?.handedOff || chapter !== (previous ? currentChapter(previous) : null)) {
      const track = state.activeTrack;
      if (!track || state.handedOff) setNowPlaying(null);
      else if (state.isPlayingAd) setNowPlaying({ title: 'Ad', artist: `Up next: ${track.title}`, artwork: trackArtwork(track) });
      // Inside a mix: the chapter playing, from the mix (see docs/product.md, Player and queue).
      else if (chapter) setNowPlaying({ ...playingTitle(track, chapter), album: track.title, artwork: trackArtwork(track) });
      else setNowPlaying({ title: track.title, artist: track.artist, album: track.album, artwork: trackArtwork(track) });
    }
    if (state.isPlaying !== previous?.isPlaying || state.activeTrack !== previous?.activeTrack) {
      setPlaybackState(state.activeTrack && !state.handedOff ? (state.isPlaying ? 'playing' : 'paused') : 'none');
    }
    const { currentTime, duration } = state.progress;
    const expected = reported.position + (state.isPlaying ? (Date.now() - reported.at) / 1000 : 0);
    if (duration !== previous?.progress.duration || Math.abs(currentTime - expected) > POSITION_JUMP_SECONDS) {
      setPositionState(currentTime, duration);
      reported = { at: Date.now(), position: currentTime };
    }
  };
  apply(useAppStore.getState());
  const unsubscribe = useAppStore.subscribe((state, previous) => apply(state, previous));
  return () => {
    unsubscribe();
    unwire();
  };
}
