import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMMENT_MAX_LENGTH } from '@/lib/contracts/comments';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Resolves once saved; the text comes back to the box if it fails. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A box to write a comment or a reply: posted with its button or Ctrl+Enter, cleared at once (the comment shows optimistically). */
export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus }: CommentFormProps) {
  const [text, setText] = useState('');
  const length = text.trim().length;
  const tooLong = length > COMMENT_MAX_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || tooLong) return;
    const sent = text;
    setText('');
    onSubmit(sent).catch(() => setText((current) => current || sent));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        autoFocus={autoFocus}
        error={tooLong}
        helperText={`${length.toLocaleString('en-US')} / ${COMMENT_MAX_LENGTH.toLocaleString('en-US')}${tooLong ? ': too long' : ''}`}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={length === 0 || tooLong}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
