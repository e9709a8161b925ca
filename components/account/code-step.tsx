import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthError } from './auth-error';
import { CodeField, useCodeForm } from './code-field';

interface CodeStepProps {
  /** Where the code went, in a sentence. */
  intro: ReactNode;
  submitLabel: string;
  onSubmit: (code: string) => void;
  busy: boolean;
  onResend: () => void;
  resending: boolean;
  /** Said before the resend link. */
  resendPrompt?: string;
}

/** A step that asks for a one-time code: the code field, submittable once complete, and a link to send another. */
export function CodeStep({ intro, submitLabel, onSubmit, busy, onResend, resending, resendPrompt }: CodeStepProps) {
  const { form, complete } = useCodeForm();
  return (
    <form onSubmit={form.handleSubmit(({ code }) => onSubmit(code))} noValidate>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      <CodeField control={form.control} />
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={!complete || busy} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        {resendPrompt && (
          <Typography component="span" variant="body2" color="textSecondary">
            {resendPrompt}{' '}
          </Typography>
        )}
        <Link component="button" type="button" variant="body2" disabled={resending} onClick={onResend}>
          Resend code
        </Link>
      </Box>
    </form>
  );
}
