import { usePlaybackSync } from '@/hooks/use-playback-sync';

/** Saves where a member listens and offers another device's (hooks/use-playback-sync.ts); draws nothing. */
export function PlaybackSync({ pathname }: { pathname: string }) {
  usePlaybackSync(pathname);
  return null;
}
