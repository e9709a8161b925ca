import { Seo } from '@/components/layout/seo';
import { PrivacyPolicy } from '@/components/legal/privacy-policy';

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="What LMT Mixtapes collects when you stream, download or log in, the cookies and browser storage it uses, who it shares data with and your rights."
      />
      <PrivacyPolicy />
    </>
  );
}
