import type { ReactNode } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';

interface TokenLinkPageProps {
  /** The page's title and description for search engines and link previews (the page itself is not indexed). */
  seo: { title: string; description: string };
  heading: string;
  /** What the page does with the link's token. */
  children: (token: string) => ReactNode;
}

/** A page an emailed link lands on, ?token=...: its heading, and the step the token is for once the router has read it. */
export function TokenLinkPage({ seo, heading, children }: TokenLinkPageProps) {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
        <Seo title={seo.title} description={seo.description} />
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {heading}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {/* The query is empty until the router is ready on a static page: wait rather than call the link incomplete. */}
          {router.isReady && children(token)}
        </Paper>
      </Container>
    </MuiProvider>
  );
}
