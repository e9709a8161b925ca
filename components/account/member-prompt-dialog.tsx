import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';
import type { MemberPromptReason } from '@/store/auth-slice';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';

const PROMPTS: Record<MemberPromptReason, { title: string; message: string }> = {
  download: { title: 'Download Tracks', message: 'Sign up or log in for free to download tracks and mixtapes.' },
  favorite: { title: 'Save Your Favorites', message: 'Sign up or log in for free to keep your favorite mixtapes, tracks and playlists.' },
  playlist: { title: 'Build Playlists', message: 'Sign up or log in for free to create playlists and add tracks to them.' },
  vote: { title: 'Like and Dislike', message: 'Sign up or log in for free to like or dislike mixtapes.' },
  follow: { title: 'Follow Artists', message: 'Sign up or log in for free to follow artists, DJs and podcasts and find their new releases in one place.' },
  library: { title: 'Your Library', message: 'Sign up or log in for free to keep your favorites, playlists and history.' },
  buy: { title: 'Buy Mixtapes', message: 'Sign up or log in for free to buy this mixtape, download it and keep its receipt.' },
  premium: { title: 'Go Premium', message: 'Premium goes with a free account: sign up or log in, then subscribe.' },
  notify: { title: 'Get Notified', message: 'Sign up or log in for free to get an email when this mixtape is out.' },
};

/**
 * The prompt a guest sees on a member's action (a download without guest download, a favorite, a playlist, a
 * vote): what they need, and Log In and Sign Up, which open the account dialog in that mode.
 */
export function MemberPromptDialog() {
  const reason = useAppStore((s) => s.memberPrompt);
  const close = useAppStore((s) => s.closeMemberPrompt);
  const openLogin = useAppStore((s) => s.openLogin);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState<MemberPromptReason>(reason ?? 'download');
  if (reason && reason !== shown) setShown(reason);
  const { title, message } = PROMPTS[shown];
  return (
    <AuthDialogFrame open={reason !== null} onClose={close} title={title}>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 1 }}>
        <Button variant="contained" fullWidth onClick={() => openLogin('login')}>
          Login
        </Button>
        <Button variant="outlined" fullWidth onClick={() => openLogin('signup')}>
          Sign up
        </Button>
      </Stack>
    </AuthDialogFrame>
  );
}
