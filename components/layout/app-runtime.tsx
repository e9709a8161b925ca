import { useAuthSession } from '@/hooks/account';
import { useAudioSync } from '@/hooks/player';
import { useMemberSync } from '@/hooks/account';
import { useNetworkConnection } from '@/hooks/layout/use-network-connection';
import { useOfflineRuntime } from '@/hooks/layout/use-offline-runtime';
import { usePlayerRuntime } from '@/hooks/player';
import { useRehydrateStore } from '@/hooks/common/use-store-hydration';
import { useVisitedRoutes } from '@/hooks/layout/use-visited-routes';
import { isEpisode } from '@/lib/queue-item';
import { useAppStore } from '@/store';
import { loadInBrowser } from '@/components/common/with-mui';

const ActiveChapters = loadInBrowser(() => import('./active-chapters').then((m) => m.ActiveChapters));
const PlaybackSync = loadInBrowser(() => import('./member-playback-sync').then((m) => m.PlaybackSync));

/**
 * The chapters of the mix playing (components/layout/active-chapters.tsx): their code, the mixtape's query and its
 * reading, loads once a track (not a podcast episode) is active; a visit that plays nothing never loads it.
 */
export function TrackChapters() {
  const withTrack = useAppStore((s) => !!s.activeTrack && !isEpisode(s.activeTrack));
  return withTrack ? <ActiveChapters /> : null;
}

/**
 * A member's playback saved for their other devices, and another device's offered (components/layout/member-playback-sync.tsx):
 * its code loads only while a member is signed in, and stops at log-out.
 */
export function MemberPlaybackSync({ pathname }: { pathname: string }) {
  const member = useAppStore((s) => s.isLoggedIn);
  return member ? <PlaybackSync pathname={pathname} /> : null;
}

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
  useOfflineRuntime();
  return (
    <>
      <MemberPlaybackSync pathname={pathname} />
      <TrackChapters />
    </>
  );
}
