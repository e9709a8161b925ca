import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden sx={{ display: 'block', flexShrink: 0 }}>
      <rect width="64" height="64" rx="16" fill="#3C97ED" />
      <rect x="10" y="18" width="44" height="28" rx="5" fill="#fff" />
      <circle cx="23" cy="32" r="6" fill="#3C97ED" />
      <circle cx="41" cy="32" r="6" fill="#3C97ED" />
      <rect x="23" y="29" width="18" height="6" fill="#3C97ED" />
    </Box>
  );
}

/** The site's name and mark, leading home. */
export function Logo() {
  return (
    <Box
      component={NextLink}
      href="/"
      aria-label="LMT Mixtapes home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <LogoMark />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        LMT<Box component="span" sx={{ color: 'primary.main' }}>mixtapes</Box>
      </Typography>
    </Box>
  );
}
