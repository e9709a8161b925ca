import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { studioErrorMessage, useFileClaim } from '@/hooks/studio/use-studio';
import { CLAIM_NOTE_MAX, PROFILE_KINDS, PROFILE_KIND_LABELS, type ProfileKind } from '@/lib/profiles';

// The studio's form to claim an artist, DJ or podcast of the site (see docs/product.md, The studio): its kind, its
// name as the site shows it, and a note the site's admins read before they approve or refuse it.

export const CLAIM_HINT = 'Already on the site under a name that is not yours here? Claim it: the site’s team reads your note and answers here.';

const EMPTY_CLAIM = { kind: 'artist' as ProfileKind, name: '', note: '' };

export function ClaimForm() {
  const [form, setForm] = useState(EMPTY_CLAIM);
  const file = useFileClaim();
  const ready = !!form.name.trim() && !!form.note.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) file.mutate({ kind: form.kind, name: form.name.trim(), note: form.note.trim() }, { onSuccess: () => setForm(EMPTY_CLAIM) });
  };
  return (
    <Stack component="form" aria-labelledby="claim-a-profile" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h3" id="claim-a-profile">
        Claim a profile
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {CLAIM_HINT}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          id="claim-kind"
          label="Kind"
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as ProfileKind })}
          // The browser's own list, as the release's genre.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { sm: 160 } }}
        >
          {PROFILE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PROFILE_KIND_LABELS[kind]}
            </option>
          ))}
        </TextField>
        <TextField label="Name on the site" required fullWidth value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Stack>
      <TextField
        label="Why it is yours"
        required
        multiline
        minRows={2}
        value={form.note}
        onChange={(e) => setForm({ ...form, note: e.target.value })}
        helperText="A link to your own site or socials helps the team check."
        slotProps={{ htmlInput: { maxLength: CLAIM_NOTE_MAX } }}
      />
      {file.error && <Alert severity="error">{studioErrorMessage(file.error)}</Alert>}
      <Box>
        <Button type="submit" variant="outlined" disabled={!ready} loading={file.isPending}>
          Send the claim
        </Button>
      </Box>
    </Stack>
  );
}
