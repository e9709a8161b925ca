import { usePlaybackSync } from '@/hooks/player';

/** Saves where a member listens and offers another device's (hooks/player/use-playback-sync.ts); draws nothing. */
export function PlaybackSync({ pathname }: { pathname: string }) {
  usePlaybackSync(pathname);
  return null;
}
