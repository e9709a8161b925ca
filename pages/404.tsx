import { PageLink } from '@/components/common/page-link';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';

export default function NotFoundPage() {
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
        <Seo title="Page not found" description="This page does not exist." />
        <Typography variant="h1">Page not found</Typography>
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          The mixtape or page you are looking for is not here. It may have moved or been taken down.
        </Typography>
        <Button component={PageLink} href="/" variant="contained" sx={{ mt: 4 }}>
          Back to mixtapes
        </Button>
      </Container>
    </MuiProvider>
  );
}
