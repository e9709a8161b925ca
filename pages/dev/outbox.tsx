import Head from 'next/head';
import Container from '@mui/material/Container';
import { OutboxScreen } from '@/components/dev/outbox-screen';

export default function OutboxPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head>
        <title>Outbox | Free Mixtapes Updated Daily</title>
        <meta name="robots" content="noindex" />
      </Head>
      <OutboxScreen />
    </Container>
  );
}
