import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import { loadInBrowser } from '@/components/common/with-mui';
import { CHAPTERS_LABEL } from '@/components/catalog';
import { useAppStore } from '@/store';
import { activeChapters } from '@/store/chapters-slice';

// Only while the active track is a mix with chapters; the list itself loads when first shown (see
// docs/architecture.md, Loading on demand).
const ChaptersPanel = loadInBrowser(() => import('./chapters-panel').then((m) => m.ChaptersPanel));
const ChaptersPopover = loadInBrowser(() => import('./chapters-panel').then((m) => m.ChaptersPopover));

const useHasChapters = () => useAppStore((s) => activeChapters(s).length > 0);

/** The desktop bar's and the pop-out's Chapters: a popover with the mix's chapters. */
export function ChaptersButton() {
  const hasChapters = useHasChapters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!hasChapters) return null;
  return (
    <>
      <Tooltip title={CHAPTERS_LABEL}>
        <IconButton
          aria-label={CHAPTERS_LABEL}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          onClick={(event) => {
            setOpened(true);
            setAnchor(event.currentTarget);
          }}
        >
          <FormatListNumberedRounded />
        </IconButton>
      </Tooltip>
      {opened && <ChaptersPopover anchorEl={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}

/** The phone's expanded player: the mix's chapters under the controls. */
export function ChaptersSection() {
  return useHasChapters() ? <ChaptersPanel /> : null;
}
