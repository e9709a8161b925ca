import { useId } from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { ChapterList, CHAPTERS_LABEL } from '@/components/catalog';
import { playAt } from '@/commands/player/chapters';
import { useAppStore } from '@/store';
import { activeChapters, currentChapterIndex } from '@/store/chapters-slice';

// The player's chapters of the mix playing (see docs/product.md, Player and queue), loaded when first shown
// (components/player/player-chapters.tsx): a panel in the phone's expanded player, a popover from the bar's and the
// pop-out's Chapters button.

/** The active mix's chapters: a click seeks the mix to one (and plays it); the one playing is marked. */
function ActiveChapterList() {
  const track = useAppStore((s) => s.activeTrack);
  const chapters = useAppStore(activeChapters);
  const current = useAppStore(currentChapterIndex);
  const playing = useAppStore((s) => s.isPlaying);
  if (!track || chapters.length === 0) return null;
  return <ChapterList chapters={chapters} current={current} playing={playing} onPlay={(chapter) => playAt([track], 0, chapter.start)} share={{ slug: track.slug, title: track.album }} />;
}

export function ChaptersPanel() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2 }}>
        {CHAPTERS_LABEL}
      </Typography>
      <ActiveChapterList />
    </Box>
  );
}

export function ChaptersPopover({ anchorEl, onClose }: { anchorEl: HTMLElement | null; onClose: () => void }) {
  return (
    <Popover
      open={!!anchorEl}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': CHAPTERS_LABEL, sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: '60vh' } } }}
    >
      <ActiveChapterList />
    </Popover>
  );
}
