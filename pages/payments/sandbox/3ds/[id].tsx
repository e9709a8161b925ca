import Head from 'next/head';
import { SITE_TITLE } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';
import { Sandbox3dsScreen, SANDBOX_3DS_TITLE } from '@/components/payments';
import { sandbox3dsPageProps, type Sandbox3dsProps } from '@/server/ssr/payments';

export const getServerSideProps = sandbox3dsPageProps;

// The sandbox's stand-in for a bank's 3-D Secure page, framed by the payment dialog (see docs/api.md, Payments sandbox).
export default function Sandbox3dsPage(props: Sandbox3dsProps) {
  return (
    <MuiProvider>
      <Head>
        <title>{`${SANDBOX_3DS_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Sandbox3dsScreen {...props} />
    </MuiProvider>
  );
}
