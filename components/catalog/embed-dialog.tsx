import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';

export const EMBED_TITLE = 'Embed this mixtape';
export const COPIED_LABEL = 'Copied';
/** Tall enough for the compact player's cover, title, controls and a few tracks. */
const EMBED_HEIGHT = 360;

/** The snippet another site pastes to show the compact player of a mixtape (its page under /embed/). */
export function embedSnippet(origin: string, slug: string): string {
  return `<iframe src="${origin}/embed/${slug}" width="100%" height="${EMBED_HEIGHT}" style="border:0;border-radius:12px" allow="autoplay" loading="lazy" title="LMT Mixtapes player"></iframe>`;
}

/** The embed dialog of the mixtape page: the `<iframe>` code to copy (see docs/product.md, Embedding). */
export function EmbedDialog() {
  const slug = useAppStore((s) => s.embedSlug);
  const close = useAppStore((s) => s.closeEmbed);
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const snippet = slug ? embedSnippet(window.location.origin, slug) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // No clipboard permission: the code stays selected in the field to copy by hand.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={slug !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setCopied(false) } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {EMBED_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Paste this code into your site to show a player for this mixtape.
        </Typography>
        <TextField
          label="Embed code"
          value={snippet}
          multiline
          fullWidth
          minRows={3}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Close</Button>
        <Button variant="contained" onClick={copy}>
          {copied ? COPIED_LABEL : 'Copy code'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
