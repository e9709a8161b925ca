import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BedtimeRounded from '@mui/icons-material/BedtimeRounded';
import { useSleepTimeLeft } from '@/hooks/player/use-sleep-timer';
import { formatDuration } from '@/lib/format';
import type { SleepChoice } from '@/lib/sleep-timer';
import { useAppStore } from '@/store';

export const SLEEP_TIMER = 'Sleep timer';

/** The choices, in the order offered (see docs/product.md, Player and queue). */
export const SLEEP_CHOICES: { choice: SleepChoice | null; label: string }[] = [
  { choice: 'end-of-track', label: 'End of track' },
  { choice: 15, label: '15 minutes' },
  { choice: 30, label: '30 minutes' },
  { choice: 60, label: '60 minutes' },
  { choice: null, label: 'Off' },
];

/**
 * 'Sleep timer': a moon while none is set, the time left once one is. Its menu sets or clears the timer, which the
 * store runs (store/sleep-timer-slice.ts, ticked by hooks/player/use-sleep-timer.ts through store/sleep-timer-tick.ts).
 */
export function SleepTimerButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useAppStore((s) => s.sleepTimer?.choice ?? null);
  const left = useSleepTimeLeft();
  const choose = (choice: SleepChoice | null) => {
    useAppStore.getState().setSleepTimer(choice);
    setAnchor(null);
  };
  return (
    <>
      {/* One button in both states, so the focus it had stays on it when its menu closes. Its name holds the time
          shown: 'Sleep timer, 14:59 left'. */}
      <Button
        aria-label={left === null ? SLEEP_TIMER : `${SLEEP_TIMER}, ${formatDuration(left)} left`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        color={left === null ? 'inherit' : 'primary'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 44, px: 1.25, gap: 0.75, fontVariantNumeric: 'tabular-nums', color: left === null ? 'action.active' : undefined }}
      >
        <BedtimeRounded />
        {left !== null && formatDuration(left)}
      </Button>
      {/* Kept inside the now-playing dialog (disablePortal): a menu portalled out of a modal dialog is content outside
          every landmark, to a screen reader's region navigation. */}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} disablePortal slotProps={{ list: { 'aria-label': SLEEP_TIMER } }}>
        {SLEEP_CHOICES.map(({ choice, label }) => (
          <MenuItem key={label} role="menuitemradio" aria-checked={choice === current} selected={choice === current} onClick={() => choose(choice)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
