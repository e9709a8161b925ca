import { useActiveChapters } from '@/hooks/use-active-chapters';
import { useAuthSession } from '@/hooks/use-auth-session';
import { useAudioSync } from '@/hooks/use-audio-sync';
import { useMemberSync } from '@/hooks/use-member-sync';
import { useNetworkConnection } from '@/hooks/use-network-connection';
import { usePlaybackSync } from '@/hooks/use-playback-sync';
import { useOfflineRuntime } from '@/hooks/use-offline-runtime';
import { usePlayerRuntime } from '@/hooks/use-player-runtime';
import { useRehydrateStore } from '@/hooks/use-store-hydration';
import { useVisitedRoutes } from '@/hooks/use-visited-routes';

/**
 * What runs for the whole app and draws nothing: the store read back, the session, the member's library and premium, the audio,
 * the playback saved for the member's other devices, the chapters of the mix playing, the service worker and the install offer.
 * Its own component, so that what these hooks read (the session turning ready, the member changing) re-renders
 * only it, never the layout and page beside it.
 */
export function AppRuntime({ pathname }: { pathname: string }) {
  useRehydrateStore();
  useAuthSession();
  useMemberSync();
  useVisitedRoutes();
  useNetworkConnection();
  useAudioSync();
  usePlayerRuntime(pathname);
  usePlaybackSync(pathname);
  useActiveChapters();
  useOfflineRuntime();
  return null;
}
