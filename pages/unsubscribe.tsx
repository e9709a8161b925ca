import Head from 'next/head';
import { useRouter } from 'next/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Unsubscribe } from '@/components/account';
import { Seo } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';

/** Where an alert email's unsubscribe link lands: ?token=... */
export default function UnsubscribePage() {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
        <Seo title="Unsubscribe from email alerts" description="Stop a kind of LMT Mixtapes alert email." />
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Email alerts
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {/* The query is empty until the router is ready on a static page: wait rather than call the link incomplete. */}
          {router.isReady && <Unsubscribe token={token} />}
        </Paper>
      </Container>
    </MuiProvider>
  );
}
