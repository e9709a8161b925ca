import Head from 'next/head';
import { useRouter } from 'next/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ResetPasswordForm } from '@/components/account';
import { Seo } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';

/** Where the recovery email's link lands: ?token=... ; once reset, home with the login dialog open. */
export default function ResetPasswordPage() {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <MuiProvider>
      <Container maxWidth="xs" sx={{ py: 6 }}>
        <Seo title="Reset your password" description="Choose a new password for your LMT Mixtapes account." />
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Reset your password
        </Typography>
        <Paper variant="outlined" sx={{ p: 3 }}>
          {/* The query is empty until the router is ready on a static page: wait rather than call the token missing. */}
          {router.isReady && <ResetPasswordForm token={token} onDone={() => void router.replace('/')} />}
        </Paper>
      </Container>
    </MuiProvider>
  );
}
