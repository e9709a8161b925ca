import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, type Playlist, type PlaylistFields } from '@/lib/contracts/playlists';
import { CoverPicker, type CoverChoice } from './cover-picker';

export const NAME_REQUIRED = 'Give your playlist a name.';

interface PlaylistFormProps {
  /** The playlist being edited; none for a new one. */
  playlist?: Playlist;
  /** 'short' (name and cover, for creating in place) or 'full' (description and visibility too). */
  variant?: 'short' | 'full';
  submitLabel: string;
  pending: boolean;
  /** What the last attempt's failure said, shown above the buttons. */
  error?: string | null;
  onSubmit: (fields: PlaylistFields) => void;
  onCancel?: () => void;
}

/** Name, description, public and cover of a playlist: sends only what changed when editing. */
export function PlaylistForm({ playlist, variant = 'full', submitLabel, pending, error, onSubmit, onCancel }: PlaylistFormProps) {
  const [name, setName] = useState(playlist?.name ?? '');
  const [description, setDescription] = useState(playlist?.description ?? '');
  const [isPublic, setPublic] = useState(playlist?.public ?? true);
  const [cover, setCover] = useState<CoverChoice>({ file: null, remove: false });
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? NAME_REQUIRED : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    const fields: PlaylistFields = {};
    if (!playlist || name.trim() !== playlist.name) fields.name = name.trim();
    if (variant === 'full' && (!playlist || description.trim() !== playlist.description)) fields.description = description.trim();
    if (variant === 'full' && (!playlist || isPublic !== playlist.public)) fields.public = isPublic;
    if (cover.file) fields.cover = cover.file;
    if (cover.remove) fields.removeCover = true;
    onSubmit(fields);
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        autoFocus
        error={!!nameError}
        helperText={nameError ?? `${name.trim().length}/${PLAYLIST_NAME_MAX}`}
        slotProps={{ htmlInput: { maxLength: PLAYLIST_NAME_MAX } }}
        disabled={pending}
      />
      {variant === 'full' && (
        <>
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            helperText={`${description.trim().length}/${PLAYLIST_DESCRIPTION_MAX}`}
            slotProps={{ htmlInput: { maxLength: PLAYLIST_DESCRIPTION_MAX } }}
            disabled={pending}
          />
          <FormControlLabel
            control={<Switch checked={isPublic} onChange={(event) => setPublic(event.target.checked)} disabled={pending} />}
            label={isPublic ? 'Public: anyone with the link can see it' : 'Private: only you can see it'}
          />
        </>
      )}
      <CoverPicker current={playlist ?? { id: 0, name: name || 'New playlist', cover: null }} value={cover} onChange={setCover} disabled={pending} />
      {error && !pending && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending} color="inherit">
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
