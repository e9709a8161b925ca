import { useActiveChapters } from '@/hooks/player';

/** Gives the store the chapters of the active track (hooks/player/use-active-chapters.ts) and draws nothing. */
export function ActiveChapters() {
  useActiveChapters();
  return null;
}
