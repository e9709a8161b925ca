import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BottomSheet } from '@/components/common/bottom-sheet';
import type { StreamQuality } from '@/lib/stream-quality';
import { useAppStore } from '@/store';
import { CROSSFADE_MAX_SECONDS } from '@/store/player-settings-slice';
import { PLAYER_SETTINGS } from './player-settings-button';
import { TOUCH_TARGETS } from './touch-target';

// The player's settings (see docs/product.md, Player and queue): a popover by the gear on wide screens, a sheet from
// the bottom on a phone. Loaded on the gear's first press (components/player/player-settings-button.tsx).

const SETTINGS_TEXT = {
  normalize: 'Normalize volume',
  crossfade: 'Crossfade',
  quality: 'Quality',
  autoHint: 'Saves data on slow or metered connections',
  done: 'Done',
} as const;
const QUALITY_LABELS: Record<StreamQuality, string> = { auto: 'Auto', high: 'High', data_saver: 'Data saver' };

/** The crossfade as said and shown: 'Off' at 0 (gapless), else '4 s'. */
const crossfadeText = (seconds: number) => (seconds === 0 ? 'Off' : `${seconds} s`);

function SettingsPanel({ titleId }: { titleId: string }) {
  const normalizeVolume = useAppStore((s) => s.normalizeVolume);
  const crossfadeSeconds = useAppStore((s) => s.crossfadeSeconds);
  const streamQuality = useAppStore((s) => s.streamQuality);
  const { setNormalizeVolume, setCrossfadeSeconds, setStreamQuality } = useAppStore.getState();
  const crossfadeId = useId();
  const qualityId = useId();
  const hintId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2.5 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {PLAYER_SETTINGS}
      </Typography>
      <FormControlLabel
        control={<Switch checked={normalizeVolume} onChange={(_, on) => setNormalizeVolume(on)} />}
        label={SETTINGS_TEXT.normalize}
        labelPlacement="start"
        sx={{ mx: 0, justifyContent: 'space-between' }}
      />
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography id={crossfadeId}>{SETTINGS_TEXT.crossfade}</Typography>
          {/* The slider says its value itself (aria-valuetext): shown here for the eye only. */}
          <Typography aria-hidden color="text.secondary">
            {crossfadeText(crossfadeSeconds)}
          </Typography>
        </Box>
        <Slider
          aria-labelledby={crossfadeId}
          min={0}
          max={CROSSFADE_MAX_SECONDS}
          step={1}
          value={crossfadeSeconds}
          getAriaValueText={crossfadeText}
          onChange={(_, value) => setCrossfadeSeconds(value as number)}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
      </Box>
      <Box>
        <Typography id={qualityId}>{SETTINGS_TEXT.quality}</Typography>
        <RadioGroup aria-labelledby={qualityId} name="stream-quality" value={streamQuality} onChange={(_, value) => setStreamQuality(value as StreamQuality)}>
          <FormControlLabel value="auto" control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />} label={QUALITY_LABELS.auto} />
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: -1, ml: 4, mb: 0.5 }}>
            {SETTINGS_TEXT.autoHint}
          </Typography>
          <FormControlLabel value="high" control={<Radio />} label={QUALITY_LABELS.high} />
          <FormControlLabel value="data_saver" control={<Radio />} label={QUALITY_LABELS.data_saver} />
        </RadioGroup>
      </Box>
    </Box>
  );
}

interface PlayerSettingsMenuProps {
  id: string;
  open: boolean;
  /** The gear that opens it. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Opens above a gear in the lower half of the window (the player bar), below one in the upper half (the pop-out's). */
function popoverOrigins(anchor: HTMLElement | null) {
  const above = !anchor || anchor.getBoundingClientRect().top > window.innerHeight / 2;
  return {
    anchorOrigin: { vertical: above ? 'top' : 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: above ? 'bottom' : 'top', horizontal: 'right' },
  } as const;
}

/** The settings: a popover by the gear on wide screens, a bottom sheet below the theme's md. */
export function PlayerSettingsMenu({ id, open, anchor, onClose }: PlayerSettingsMenuProps) {
  const titleId = useId();
  const sheet = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const dialog = { id, role: 'dialog', 'aria-labelledby': titleId };
  if (sheet) {
    return (
      <BottomSheet open={open} onClose={onClose} paper={dialog} paperSx={TOUCH_TARGETS} closeLabel={SETTINGS_TEXT.done}>
        <SettingsPanel titleId={titleId} />
      </BottomSheet>
    );
  }
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      {...popoverOrigins(anchor)}
      slotProps={{ paper: { ...dialog, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <SettingsPanel titleId={titleId} />
    </Popover>
  );
}
