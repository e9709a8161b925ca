import { PageLink } from '@/components/common/page-link';
import Button from '@mui/material/Button';
import { SettingsSection } from './settings-section';

/** Where the member's purchases and their receipts are (see docs/product.md, Buying). */
export function PurchasesSection() {
  return (
    <SettingsSection id="purchases" title="Purchases" intro="The mixtapes you bought, to download again, each with its PDF receipt.">
      <Button variant="outlined" component={PageLink} href="/purchases">
        See Your Purchases
      </Button>
    </SettingsSection>
  );
}
