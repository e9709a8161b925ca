import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { continueListening, dismissContinueListening } from '@/commands/player/continue-listening';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';
import type { PlaybackOffer } from '@/store/continue-slice';
import { touchTargetsOnPhones } from './touch-target';

export const CONTINUE_LABEL = 'Continue';
export const DISMISS_LABEL = 'Dismiss';

/** 'Continue listening: Night Drive at 1:05, from Chrome on Android'. */
export const continueListeningText = (offer: PlaybackOffer) =>
  `Continue listening: ${offer.tracks[offer.index]?.title ?? ''} at ${formatDuration(offer.position)}, from ${offer.deviceName}`;

/** Just above the player when it shows (its phone form is lower), else at the bottom of the window. */
const ABOVE_PLAYER = { xs: 'calc(var(--mini-player-height) + 8px + env(safe-area-inset-bottom))', md: 'calc(var(--player-bar-height) + 8px)' };
const AT_BOTTOM = 'calc(16px + env(safe-area-inset-bottom))';

/**
 * Where another of the member's devices left off, offered once (see docs/product.md, Player and queue): a card in a
 * corner above the player, out of the page's way, with Continue and ✕. Loaded with MUI when there is an offer.
 */
export function ContinueListeningOffer() {
  const offer = useAppStore((s) => s.playbackOffer);
  const withPlayer = useAppStore((s) => s.isActive || s.handedOff);
  if (!offer) return null;
  return (
    <Paper
      component="section"
      aria-label="Continue listening"
      elevation={6}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: 'appBar',
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 16 },
        bottom: withPlayer ? ABOVE_PLAYER : AT_BOTTOM,
        width: { sm: 440 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        pl: 2,
        pr: 1,
        border: 1,
        borderColor: 'divider',
        ...touchTargetsOnPhones(theme),
      })}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {continueListeningText(offer)}
      </Typography>
      <Button variant="contained" size="small" onClick={() => continueListening(offer)} sx={{ flexShrink: 0 }}>
        {CONTINUE_LABEL}
      </Button>
      <IconButton aria-label={DISMISS_LABEL} size="small" onClick={() => dismissContinueListening(offer)}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
