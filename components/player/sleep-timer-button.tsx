import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BedtimeRounded from '@mui/icons-material/BedtimeRounded';
import { useSleepTimeLeft } from '@/hooks/use-sleep-timer';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';
import type { SleepChoice } from '@/store/sleep-timer-slice';

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
 * store runs (store/sleep-timer-slice.ts, ticked by hooks/use-sleep-timer.ts).
 */
export function SleepTimerButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useAppStore((s) => s.sleepTimer?.choice ?? null);
  const left = useSleepTimeLeft();
  const menu = { 'aria-haspopup': 'menu' as const, 'aria-expanded': !!anchor, onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget) };
  const choose = (choice: SleepChoice | null) => {
    useAppStore.getState().setSleepTimer(choice);
    setAnchor(null);
  };
  return (
    <>
      {left === null ? (
        <IconButton aria-label={SLEEP_TIMER} {...menu}>
          <BedtimeRounded />
        </IconButton>
      ) : (
        // The name holds the time shown: 'Sleep timer, 14:59 left'.
        <Button aria-label={`${SLEEP_TIMER}, ${formatDuration(left)} left`} color="primary" startIcon={<BedtimeRounded />} sx={{ fontVariantNumeric: 'tabular-nums' }} {...menu}>
          {formatDuration(left)}
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': SLEEP_TIMER } }}>
        {SLEEP_CHOICES.map(({ choice, label }) => (
          <MenuItem key={label} role="menuitemradio" aria-checked={choice === current} selected={choice === current} onClick={() => choose(choice)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
