import { DmcaForm } from '@/components/contact';
import { ContactScreen } from '@/components/contact';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';

export default function DmcaPage() {
  return (
    <MuiProvider>
      <Seo title="DMCA Notice" description="Report content on LMT Mixtapes that infringes your copyright, under the DMCA." path="/dmca" />
      <ContactScreen
        title="DMCA Notice"
        intro="If a page of this site infringes your copyright, send us a notice. Name the work, link the pages on this site, and sign it: we review every notice and email you its reference."
      >
        <DmcaForm />
      </ContactScreen>
    </MuiProvider>
  );
}
