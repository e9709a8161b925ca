import { TokenLinkPage, Unsubscribe } from '@/components/account';

/** Where an alert email's unsubscribe link lands: ?token=... */
export default function UnsubscribePage() {
  return (
    <TokenLinkPage seo={{ title: 'Unsubscribe from email alerts', description: 'Stop a kind of LMT Mixtapes alert email.' }} heading="Email alerts">
      {(token) => <Unsubscribe token={token} />}
    </TokenLinkPage>
  );
}
