import Head from 'next/head';
import Container from '@mui/material/Container';
import { OutboxScreen } from '@/components/account';
import { outboxPageProps } from '@/server/ssr/outbox';
import { MuiProvider } from '@/components/common/mui-provider';

export const getServerSideProps = outboxPageProps;

export default function OutboxPage() {
  return (
    <MuiProvider>
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Head>
          <title>Outbox | Free Mixtapes Updated Daily</title>
          <meta name="robots" content="noindex" />
        </Head>
        <OutboxScreen />
      </Container>
    </MuiProvider>
  );
}
