import type { GetStaticProps } from 'next';
import { Seo } from '@/components/common/seo';
import { LegalPage } from '@/components/common/legal-page';
import { loadLegalDocument, type LegalDocument } from '@/server/ssr/legal';
import { MuiProvider } from '@/components/common/mui-provider';

export const getStaticProps: GetStaticProps<{ document: LegalDocument }> = async () => ({
  props: { document: await loadLegalDocument('terms-of-use') },
});

export default function TermsOfUsePage({ document }: { document: LegalDocument }) {
  return (
    <MuiProvider>
      <Seo
        title={document.title}
        description="The rules for using LMT Mixtapes: accounts and your library, streaming and downloads, playlists and comments, DMCA notices and ads."
      />
      <LegalPage {...document} />
    </MuiProvider>
  );
}
