import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { PaymentsScreen } from '@/components/console';

export default function ConsolePaymentsPage() {
  return (
    <MuiProvider>
      <Seo title="Payments · Console" description="Purchases and subscriptions: refunds and cancellations." noindex />
      <PaymentsScreen />
    </MuiProvider>
  );
}
