import { Seo } from '@/components/layout/seo';
import { TermsOfUse } from '@/components/legal/terms-of-use';

export default function TermsOfUsePage() {
  return (
    <>
      <Seo
        title="Terms of Use"
        description="The rules for using LMT Mixtapes: accounts, streaming and downloads, playlists and comments, DMCA notices, Premium billing and cancellation."
      />
      <TermsOfUse />
    </>
  );
}
