import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { PLAYLIST_COVER_MAX_BYTES } from '@/lib/contracts/playlists';
import { PlaylistCover } from './playlist-cover';

export const COVER_TYPE_HINT = 'Choose a JPEG, PNG or WebP image.';
export const COVER_SIZE_HINT = 'The cover must be at most 5 MB.';
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What the picker holds: a new file (with its preview URL), the cover to drop, or neither (keep what there is). */
export interface CoverChoice {
  file: File | null;
  preview?: string | null;
  remove: boolean;
}

interface CoverPickerProps {
  /** The playlist as it is (its current cover), or a stand-in for a new one. */
  current: { id: number; name: string; cover: string | null };
  value: CoverChoice;
  onChange: (value: CoverChoice) => void;
  disabled?: boolean;
}

/** Blob URLs of picked files, each let go of when another is picked or the picker goes. */
function usePreviews() {
  const last = useRef<string | null>(null);
  const release = () => {
    if (last.current) URL.revokeObjectURL(last.current);
    last.current = null;
  };
  useEffect(() => release, []);
  return (file: File | null) => {
    release();
    last.current = file ? URL.createObjectURL(file) : null;
    return last.current;
  };
}

/**
 * Picks a cover and shows it before anything is sent. The browser checks the declared type and size to spare a
 * useless upload; the API judges the bytes (see docs/api.md, Playlists).
 */
export function CoverPicker({ current, value, onChange, disabled }: CoverPickerProps) {
  const inputId = useId();
  const [hint, setHint] = useState<string | null>(null);
  const previewOf = usePreviews();
  const shown = { ...current, cover: value.preview ?? (value.remove ? null : current.cover) };
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setHint(COVER_TYPE_HINT);
    if (file.size > PLAYLIST_COVER_MAX_BYTES) return setHint(COVER_SIZE_HINT);
    setHint(null);
    onChange({ file, preview: previewOf(file), remove: false });
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 96, flexShrink: 0 }}>
        <PlaylistCover playlist={shown} size={96} />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <input
          id={inputId}
          type="file"
          accept={TYPES.join(',')}
          hidden
          disabled={disabled}
          aria-label="Cover image"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<ImageRounded />} disabled={disabled}>
            {shown.cover ? 'Change Cover' : 'Choose Cover'}
          </Button>
          {shown.cover && (
            <Button size="small" color="inherit" disabled={disabled} onClick={() => onChange({ file: null, preview: previewOf(null), remove: !!current.cover })}>
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color={hint ? 'error' : 'textSecondary'} role={hint ? 'alert' : undefined}>
          {hint ?? 'JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
