import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useRouter } from 'next/compat/router';
import { installOfferDue } from '@/hooks/layout/use-install-offer';
import { useShortcutsKey } from '@/hooks/layout/use-shortcuts-key';
import { useAppStore } from '@/store';
import { isStartingSound } from '@/store/player-slice';
import { MINI_PLAYER_HEIGHT, PLAYER_BAR_HEIGHT } from '@/theme/constants';
import styles from './app-layout.module.css';
import { Announcer } from './announcer';
import { Banner } from './banner';
import { Footer } from './footer';
import { Header } from './header';
import { CONTENT_ID, SkipLinks } from '@/components/common/skip-links';
import { loadInBrowser, loadWithMui } from '@/components/common/with-mui';

// The frame of every page is drawn without MUI; what is built with MUI loads when first wanted, with MUI itself
// (see docs/architecture.md, Loading on demand): most visits never open the account dialogs or the queue, and the
// player, the alerts and the forms carry most of the site's JavaScript.
const AuthDialogs = loadWithMui(() => import('@/components/account/auth-dialogs').then((m) => m.AuthDialogs));
const Player = loadWithMui(() => import('@/components/player/player').then((m) => m.Player));
const QueueDialog = loadWithMui(() => import('@/components/player/queue-dialog').then((m) => m.QueueDialog));
const AddToPlaylistDialog = loadWithMui(() => import('@/components/playlists/add-to-playlist-dialog').then((m) => m.AddToPlaylistDialog));
const AgeQuestionDialog = loadWithMui(() => import('@/components/player/age-question-dialog').then((m) => m.AgeQuestionDialog));
const EmbedDialog = loadWithMui(() => import('@/components/catalog/embed-dialog').then((m) => m.EmbedDialog));
const ShortcutsDialog = loadWithMui(() => import('./shortcuts-dialog').then((m) => m.ShortcutsDialog));
// Only a member whose other device saved its playback is offered to continue it, after the page loaded.
const ContinueListeningOffer = loadWithMui(() => import('@/components/player/continue-listening-offer').then((m) => m.ContinueListeningOffer));
// No page load shows an alert: the first one comes after some action.
const AlertBar = loadWithMui(() => import('./alert-bar').then((m) => m.AlertBar));
// Offered once, after something played and the browser offered installing (see docs/product.md, Offline and installing).
const InstallOffer = loadInBrowser(() => import('./install-offer').then((m) => m.InstallOffer));

/** True from the first time `wanted` is: a part loaded on demand then stays mounted, for its closing transition. */
function useWantedOnce(wanted: boolean): boolean {
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return seen || wanted;
}

/** The longest the player bar waits for the first sound before it loads anyway (a slow or stalled stream). */
export const PLAYER_BAR_WAIT_MS = 1_000;

/**
 * Whether the player bar is mounted: once there is something to play, but not while the first sound of a click is on
 * its way. The bar's code (MUI with it) is a long task on a phone; run during that wait it held back the audio
 * element's events, and so the start of the music, by 150 ms. From its first showing it stays through later loads.
 */
function usePlayerBar(withPlayer: boolean): boolean {
  const starting = useAppStore(isStartingSound);
  const [ready, setReady] = useState(false);
  if (withPlayer && !starting && !ready) setReady(true);
  useEffect(() => {
    if (!withPlayer || ready) return;
    const timer = setTimeout(setReady, PLAYER_BAR_WAIT_MS, true);
    return () => clearTimeout(timer);
  }, [withPlayer, ready]);
  return withPlayer && ready;
}

const PLAYER_ROOM = { '--mini-player-height': `${MINI_PLAYER_HEIGHT}px`, '--player-bar-height': `${PLAYER_BAR_HEIGHT}px` } as CSSProperties;

export function AppLayout({ children }: { children: ReactNode }) {
  const isActive = useAppStore((s) => s.isActive || s.handedOff);
  // Buying is a member's dialog too (the purchase loads from the account dialogs' part, on demand).
  const authWanted = useWantedOnce(useAppStore((s) => s.loginOpen || s.forgotOpen || s.showReset || s.memberPrompt !== null || s.buying !== null));
  const queueWanted = useWantedOnce(useAppStore((s) => s.isQueueOpen));
  const playlistWanted = useWantedOnce(useAppStore((s) => s.addingToPlaylist !== null));
  const ageWanted = useWantedOnce(useAppStore((s) => s.pendingExplicitPlay !== null));
  const embedWanted = useWantedOnce(useAppStore((s) => s.embedSlug !== null));
  const alertWanted = useWantedOnce(useAppStore((s) => s.alert !== null));
  const shortcutsWanted = useWantedOnce(useAppStore((s) => s.shortcutsOpen));
  const offered = useAppStore((s) => s.playbackOffer !== null);
  const installDue = useAppStore(installOfferDue);
  useShortcutsKey();
  // The pop-out player (/player/...), the embedded player (/embed/..., framed by other sites) and the payments
  // sandbox's 3-D Secure page (framed by the payment dialog) are bare windows: no header, footer or player bar.
  const pathname = useRouter()?.pathname ?? '';
  const popout = /^\/(player|embed|payments\/sandbox)\//.test(pathname);
  const withPlayer = isActive && !popout;
  const playerBar = usePlayerBar(withPlayer);
  return (
    <div className={withPlayer ? `${styles.root} ${styles.withPlayer}` : styles.root} style={PLAYER_ROOM}>
      {!popout && <SkipLinks player={withPlayer} />}
      {!popout && <Banner />}
      {!popout && <Header />}
      <main id={CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {!popout && <Footer />}
      <Announcer />
      {alertWanted && <AlertBar />}
      {authWanted && <AuthDialogs />}
      {playerBar && <Player />}
      {!popout && offered && <ContinueListeningOffer />}
      {!popout && queueWanted && <QueueDialog />}
      {playlistWanted && <AddToPlaylistDialog />}
      {ageWanted && <AgeQuestionDialog />}
      {embedWanted && <EmbedDialog />}
      {shortcutsWanted && <ShortcutsDialog />}
      {!popout && installDue && <InstallOffer />}
    </div>
  );
}
