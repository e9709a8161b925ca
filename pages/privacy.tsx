import type { GetStaticProps } from 'next';
import { Seo } from '@/components/common/seo';
import { LegalPage } from '@/components/common/legal-page';
import { loadLegalDocument, type LegalDocument } from '@/server/ssr/legal';
import { MuiProvider } from '@/components/common/mui-provider';

export const getStaticProps: GetStaticProps<{ document: LegalDocument }> = async () => ({
  props: { document: await loadLegalDocument('privacy') },
});

export default function PrivacyPage({ document }: { document: LegalDocument }) {
  return (
    <MuiProvider>
      <Seo
        title={document.title}
        description="What LMT Mixtapes collects when you search, stream, download, comment or log in, the cookie and browser storage it uses, who else handles data and your rights."
      />
      <LegalPage {...document} />
    </MuiProvider>
  );
}
