import { ContactForm } from '@/components/contact';
import { ContactScreen } from '@/components/contact';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';

export default function ContactPage() {
  return (
    <MuiProvider>
      <Seo title="Contact Us" description="Questions, feedback or partnership ideas: write to the LMT Mixtapes team." path="/contact" />
      <ContactScreen title="Contact Us" intro="Questions, feedback or a mixtape to suggest? Write to us: you get a reference number by email, and we answer within a few days.">
        <ContactForm />
      </ContactScreen>
    </MuiProvider>
  );
}
