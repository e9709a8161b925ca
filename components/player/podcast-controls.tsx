import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Forward30Rounded from '@mui/icons-material/Forward30Rounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { PODCAST_RATES } from '@/store/player-settings-slice';
import { playbackRate, playingPodcast } from '@/store/playback-rate';

export const BACK_15 = 'Back 15 seconds';
export const FORWARD_30 = 'Forward 30 seconds';
const SPEED_MENU = 'Playback speed';

export const rateText = (rate: number) => `${rate}×`;

/** Replay's arrow with the seconds it goes back, as Forward30 draws its own (MUI has no Replay15). */
function Back15Icon() {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <ReplayRounded />
      <Box component="span" aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pt: '3px', fontSize: 8, fontWeight: 700, lineHeight: 1 }}>
        15
      </Box>
    </Box>
  );
}

/** The speed of the playing podcast, one of PODCAST_RATES, remembered per podcast (store/playback-rate.ts). */
function SpeedButton({ podcast }: { podcast: string }) {
  const rate = useAppStore(playbackRate);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (chosen: number) => {
    useAppStore.getState().setPodcastRate(podcast, chosen);
    setAnchor(null);
  };
  return (
    <>
      {/* Named by what it sets, with the speed shown ('Speed 1.5×'). */}
      <Button
        aria-label={`Speed ${rateText(rate)}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        color={rate === 1 ? 'inherit' : 'primary'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {rateText(rate)}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': SPEED_MENU } }}>
        {PODCAST_RATES.map((r) => (
          <MenuItem key={r} role="menuitemradio" aria-checked={r === rate} selected={r === rate} onClick={() => choose(r)}>
            {rateText(r)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * What a podcast episode adds to the transport: back 15 seconds, its speed, forward 30 seconds (see docs/product.md,
 * Player and queue). Loaded when an episode plays; nothing for music.
 */
export function PodcastControls({ large = false }: { large?: boolean }) {
  const podcast = useAppStore(playingPodcast);
  if (!podcast) return null;
  const size = large ? 'large' : 'medium';
  return (
    <Box role="group" aria-label="Podcast controls" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: large ? 2 : 0.5 }}>
      <IconButton aria-label={BACK_15} size={size} onClick={() => player.seekBy(-15)}>
        <Back15Icon />
      </IconButton>
      <SpeedButton podcast={podcast} />
      <IconButton aria-label={FORWARD_30} size={size} onClick={() => player.seekBy(30)}>
        <Forward30Rounded />
      </IconButton>
    </Box>
  );
}
