import Head from 'next/head';
import { useRouter } from 'next/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UndoChange } from '@/components/account';
import { Seo } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';

/** Where the link sent to the old email or phone after a change lands: ?token=... */
export default function UndoChangePage() {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
        <Seo title="Undo a change to your account" description="Put back the old email address or phone number of your LMT Mixtapes account." />
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Undo a change to your account
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {/* The query is empty until the router is ready on a static page: wait rather than call the link incomplete. */}
          {router.isReady && <UndoChange token={token} />}
        </Paper>
      </Container>
    </MuiProvider>
  );
}
