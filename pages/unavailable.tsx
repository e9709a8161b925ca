import type { GetServerSideProps } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { withheldMixtape } from '@/server/ssr/page-gate';

interface UnavailablePageProps {
  reference: string;
}

/**
 * What a mixtape's page shows once it is taken down under a copyright notice, with 451 Unavailable For Legal Reasons:
 * the production server renders it in place of the page (server/ssr/page-gate.ts).
 */
export default function UnavailablePage({ reference }: UnavailablePageProps) {
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
        <Seo title="Unavailable for legal reasons" description="This mixtape was taken down following a copyright notice." />
        <Typography variant="h1">Unavailable for legal reasons</Typography>
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          This mixtape was taken down following a copyright notice. Its reference is <strong>{reference}</strong>.
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          If you uploaded it and believe this is a mistake, send us a counter-notice quoting that reference.
        </Typography>
        <Button component={PageLink} href="/" variant="contained" sx={{ mt: 4, mr: 1 }}>
          Back to mixtapes
        </Button>
        <Button component={PageLink} href="/contact" variant="outlined" sx={{ mt: 4 }}>
          Contact us
        </Button>
      </Container>
    </MuiProvider>
  );
}

export const getServerSideProps: GetServerSideProps<UnavailablePageProps> = async ({ query, res }) => {
  const reference = typeof query.slug === 'string' ? await withheldMixtape(query.slug) : null;
  if (!reference) return { notFound: true };
  res.statusCode = 451;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return { props: { reference } };
};
