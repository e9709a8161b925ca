import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountErrorMessage } from '@/hooks/account/use-account';

/** One section of the account settings: an outlined panel under its heading, which names it for assistive technology. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} component="section" aria-labelledby={`${id}-heading`} id={id}>
      <Typography variant="h2" id={`${id}-heading`} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** What went wrong with a section's last request, next to its form. */
export function SettingsError({ error }: { error: unknown }) {
  const message = accountErrorMessage(error);
  if (!message) return null;
  return (
    <Typography color="error" variant="body2" sx={{ mt: 1 }}>
      {message}
    </Typography>
  );
}
