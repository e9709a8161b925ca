import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { useAppStore } from '@/store';
import { AdUpsell } from './ad-upsell';
import { NowPlayingInfo } from './now-playing-info';
import { CloseButton } from './player-actions';
import { ChaptersSection } from './player-chapters';
import { PlayerSettingsButton } from './player-settings-button';
import { QueueButton } from './queue-button';
import { PlayerFullView } from './player-full-view';
import { NextButton, PlayPauseButton } from './transport-controls';
import { useSwipeDown } from './use-swipe-down';
import { PlayerShell } from './player-shell';
import { TOUCH_TARGETS } from './touch-target';
import { MINI_PLAYER_HEIGHT } from '@/theme/constants';
import { loadInBrowser } from '@/components/common/with-mui';
import { TrackPageLink } from './track-page-link';
import hidden from '@/components/common/visually-hidden.module.css';

const EXPAND_PLAYER = 'Expand player';

// The screen's actions and their menus load when it first opens: the slim bar, all most listeners see, goes without.
const loadActions = () => import('./now-playing-actions');
const NowPlayingActions = loadInBrowser(() => loadActions().then((m) => m.NowPlayingActions));

function MiniProgress() {
  const pct = useAppStore((s) => {
    const total = s.progress.duration || s.activeTrack?.duration || 0;
    return total > 0 ? Math.min(100, (s.progress.currentTime / total) * 100) : 0;
  });
  return <LinearProgress variant="determinate" value={pct} aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />;
}

/**
 * The phone's player: a slim bar over the content (play, next, close) that expands to a full-screen view (chevron
 * or swipe down to collapse). Every button is at least 44 px square, for a finger. In the full-screen view, close
 * sits in the top bar beside the collapse chevron, away from the transport controls; closing can be undone from
 * the alert it shows.
 */
export function PlayerMobile() {
  const [expanded, setExpanded] = useState(false);
  const collapse = () => setExpanded(false);
  const swipe = useSwipeDown(collapse);

  return (
    <>
      <PlayerShell>
        <MiniProgress />
        {/* Over the bar while an ad plays: the bar itself is one button (expand), and a link cannot sit inside it. */}
        <Box sx={{ px: 2, pt: 1, '&:empty': { display: 'none' } }}>
          <AdUpsell center />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1, pr: 0.5, height: MINI_PLAYER_HEIGHT, ...TOUCH_TARGETS }}>
          {/* Named by what it shows after what it does: 'Expand player <title> <artist>' (the name holds the visible text). */}
          <ButtonBase onClick={() => setExpanded(true)} onPointerDown={() => void loadActions()} sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', borderRadius: 1, py: 0.5 }}>
            <span className={hidden.visuallyHidden}>{EXPAND_PLAYER}</span>
            <NowPlayingInfo cover={44} />
          </ButtonBase>
          <PlayPauseButton />
          <NextButton size="large" />
          <CloseButton size="large" />
        </Box>
      </PlayerShell>
      <Dialog fullScreen open={expanded} onClose={collapse} slotProps={{ paper: { 'aria-label': 'Now playing' } }}>
        <Box
          {...swipe.handlers}
          style={{ transform: swipe.offset ? `translateY(${swipe.offset}px)` : undefined }}
          sx={{ minHeight: '100%', overflowY: 'auto', transition: swipe.offset ? 'none' : 'transform 200ms ease-out', ...TOUCH_TARGETS }}
        >
          <PlayerFullView
            top={
              <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', gap: 1 }}>
                <IconButton aria-label="Collapse player" onClick={collapse}>
                  <KeyboardArrowDownRounded fontSize="large" />
                </IconButton>
                <Box sx={{ flex: 1 }} />
                <QueueButton />
                <PlayerSettingsButton size="large" />
                <CloseButton size="large" />
              </Box>
            }
            info={<TrackPageLink onFollow={collapse} />}
            actions={<NowPlayingActions onLeave={collapse} />}
            bottom={
              <>
                <AdUpsell onFollow={collapse} center />
                <ChaptersSection />
              </>
            }
          />
        </Box>
      </Dialog>
    </>
  );
}
