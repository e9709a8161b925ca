import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 6 }}>
      <Container maxWidth="xl">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            © {new Date().getUTCFullYear()} LMT Mixtapes. Free mixtapes, updated daily.
          </Typography>
          <Link component={NextLink} href="/term-of-use" variant="body2" color="text.secondary">
            Terms of Use
          </Link>
          <Link component={NextLink} href="/privacy" variant="body2" color="text.secondary">
            Privacy Policy
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
