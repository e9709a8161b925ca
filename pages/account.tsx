import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AccountSettings } from '@/components/account';
import { Seo } from '@/components/common/seo';
import { MuiProvider } from '@/components/common/mui-provider';

export default function AccountPage() {
  return (
    <MuiProvider>
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Seo title="Account settings" description="Your LMT Mixtapes account and its security settings." />
        <Typography variant="h1" sx={{ mb: 3 }}>
          Account settings
        </Typography>
        <AccountSettings />
      </Container>
    </MuiProvider>
  );
}
