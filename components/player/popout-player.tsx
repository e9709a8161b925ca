import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/common/query-state';
import { QueueEmpty } from '@/components/player/queue-empty';
import { QueueList } from '@/components/player/queue-list';
import { player } from '@/commands/player/player';
import { useMixtape } from '@/hooks/catalog';
import { useMixtapeQueue } from '@/hooks/catalog';
import { usePlayerKeyboard } from '@/hooks/player/use-player-keyboard';
import { useReleased } from '@/hooks/catalog';
import { useStoreHydrated } from '@/hooks/common/use-store-hydration';
import { useAppStore } from '@/store';
import { PlayerFullView } from './player-full-view';
import { ChaptersButton } from './player-chapters';
import { PlayerSettingsButton } from './player-settings-button';
import { UpcomingMixtape } from './upcoming-mixtape';
import hidden from '@/components/common/visually-hidden.module.css';

const POPOUT_HEADING = 'LMT Mixtapes player';

/**
 * The pop-out window's whole page: the big player beside the queue. With a mixtape id it plays that
 * mixtape; without, it plays the queue the main window handed over (see hooks/player/use-player-handoff.ts).
 */
export function PopoutPlayer({ mixtapeId }: { mixtapeId?: number }) {
  const hydrated = useStoreHydrated();
  // A mixtape not out yet shows its countdown, and its queue (which refuses until then) is asked for at its release.
  const mixtape = useMixtape(mixtapeId);
  const released = useReleased(mixtape.data);
  const queue = useMixtapeQueue(mixtape.data && released ? mixtapeId : undefined);
  const data = queue.data;
  const empty = useAppStore((s) => s.queue.length === 0);
  const started = useRef(false);
  usePlayerKeyboard();

  useEffect(() => {
    // After hydration, or the saved queue read back later would replace the mixtape.
    if (!mixtapeId || !data?.length || !hydrated || started.current) return;
    started.current = true;
    player.playTracks(data, 0);
  }, [mixtapeId, data, hydrated]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(380px, 1fr) minmax(0, 1.3fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-label="Player" sx={{ position: { md: 'sticky' }, top: 0, py: { md: 4 } }}>
        {/* The window's heading, for screen readers: the big title shown is the track's. */}
        <h1 className={hidden.visuallyHidden}>{POPOUT_HEADING}</h1>
        {mixtape.data && !released ? <UpcomingMixtape mixtape={mixtape.data} /> : <PlayerFullView showVolume top={<Box sx={{ alignSelf: 'flex-end' }}><PlayerSettingsButton /></Box>} bottom={<ChaptersButton />} />}
      </Box>
      <Box component="section" aria-labelledby="popout-queue-title" sx={{ p: { xs: 2, md: 4 }, borderLeft: { md: 1 }, borderColor: { md: 'divider' }, minHeight: { md: '100vh' } }}>
        <Typography id="popout-queue-title" variant="h2" sx={{ mb: 2 }}>
          Queue
        </Typography>
        {mixtapeId && released && !data && (
          <QueryState isLoading={mixtape.isLoading || queue.isLoading} error={mixtape.error ?? queue.error} onRetry={() => void (mixtape.error ? mixtape.refetch() : queue.refetch())} />
        )}
        {(!mixtapeId || data) && (empty ? <QueueEmpty /> : <QueueList popout />)}
      </Box>
    </Box>
  );
}
