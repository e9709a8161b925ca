import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { loadInBrowser } from '@/components/common/with-mui';
import { useAppStore } from '@/store';
import { playingPodcast } from '@/store/playback-rate';
import { PLAYER_BAR_HEIGHT } from '@/theme/constants';
import { AdUpsell } from './ad-upsell';
import { NowPlayingInfo } from './now-playing-info';
import { CloseButton, PopoutButton } from './player-actions';
import { ChaptersButton } from './player-chapters';
import { PlayerSettingsButton } from './player-settings-button';
import { QueueButton } from './queue-button';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';
import { PlayerShell } from './player-shell';

// Only while a podcast plays (music never loads it): skips and speed.
const PodcastControls = loadInBrowser(() => import('./podcast-controls').then((m) => m.PodcastControls));

/** The desktop player: what plays on the left, the transport and seek bar in the middle, the rest on the right. */
export function PlayerBar() {
  const loading = useAppStore((s) => s.progress.loading && s.isPlaying);
  const podcast = useAppStore((s) => playingPodcast(s) !== null);
  return (
    <PlayerShell>
      {loading && <LinearProgress aria-label="Loading track" sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr) auto',
          alignItems: 'center',
          gap: 3,
          px: 2,
          height: PLAYER_BAR_HEIGHT,
        }}
      >
        <NowPlayingInfo extra={<AdUpsell />} />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', maxWidth: 680, width: '100%', mx: 'auto' }}>
          <TransportControls />
          <SeekBar />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
          {podcast && <PodcastControls />}
          <VolumeControl />
          <ChaptersButton />
          <QueueButton hintPlacement="top" />
          <PlayerSettingsButton />
          <PopoutButton />
          <CloseButton />
        </Box>
      </Box>
    </PlayerShell>
  );
}
