import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NEXT_KEY, PREVIOUS_KEY, SEEK_STEP_SECONDS, VOLUME_STEP } from '@/hooks/player';
import { SHORTCUTS_KEY } from '@/hooks/layout/use-shortcuts-key';
import { RESTART_AFTER_SECONDS } from '@/lib/chapters';
import { useAppStore } from '@/store';

export const SHORTCUTS_TITLE = 'Keyboard shortcuts';

/**
 * What the keys do, as the code does it: the player's keys (hooks/player/use-player-keyboard.ts, anywhere but in a text
 * field), the search suggestions (components/catalog/header-search.tsx) and dnd-kit's keyboard dragging of the
 * queue's and a playlist's handles. See docs/product.md, Accessibility.
 */
const GROUPS: { title: string; keys: { keys: string[]; does: string }[] }[] = [
  {
    title: 'Player',
    keys: [
      { keys: ['Space'], does: 'Play or pause' },
      { keys: ['←', '→'], does: `Back or forward ${SEEK_STEP_SECONDS} seconds` },
      { keys: ['↑', '↓'], does: `Volume up or down by ${VOLUME_STEP}` },
      { keys: [`Shift+${NEXT_KEY}`], does: 'Next track, or next chapter inside a mix' },
      { keys: [`Shift+${PREVIOUS_KEY}`], does: `Previous track or chapter (after ${RESTART_AFTER_SECONDS} seconds: back to its start)` },
    ],
  },
  {
    title: 'Search',
    keys: [
      { keys: ['↑', '↓'], does: 'Move through the suggestions' },
      { keys: ['Enter'], does: 'Open the suggestion, or every result' },
      { keys: ['Esc'], does: 'Close the suggestions' },
    ],
  },
  {
    title: 'Reordering the queue or a playlist',
    keys: [
      { keys: ['Space'], does: 'On a drag handle: pick the track up, or put it down' },
      { keys: ['↑', '↓'], does: 'Move the picked-up track' },
      { keys: ['Esc'], does: 'Put it back where it was' },
    ],
  },
  {
    title: 'Everywhere',
    keys: [
      { keys: ['Tab'], does: "Next control ('Skip to content' and 'Skip to player' come first)" },
      { keys: [SHORTCUTS_KEY], does: 'Show this list' },
    ],
  },
];

const kbdSx = { px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, font: 'inherit', fontWeight: 600, bgcolor: 'action.hover' };

export function ShortcutsDialog() {
  const open = useAppStore((s) => s.shortcutsOpen);
  const setOpen = useAppStore((s) => s.setShortcutsOpen);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {SHORTCUTS_TITLE}
      </DialogTitle>
      {/* Focusable: on a small screen the list scrolls, and the keyboard must be able to scroll it. */}
      <DialogContent tabIndex={0}>
        {GROUPS.map((group) => (
          <Box component="section" key={group.title} sx={{ mb: 2 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              {group.keys.map((entry) => (
                <Fragment key={entry.does}>
                  <Box component="dt" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                    {entry.keys.map((key) => (
                      <Box component="kbd" key={key} sx={kbdSx}>
                        {key}
                      </Box>
                    ))}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {entry.does}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
