import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type Me, type SignupWay } from '@/lib/contracts/auth';
import { SettingsSection } from './settings-section';
import { useDialogState } from './use-dialog-state';

const ContactChangeDialog = dynamic(() => import('./contact-change-dialog').then((m) => m.ContactChangeDialog), { ssr: false });

const LABELS: Record<SignupWay, string> = { email: 'Email', phone: 'Phone' };

/** The account's email and phone, each with a way to change (or add) it with the password and a code sent to the new one. */
export function ContactSection({ me }: { me: Me }) {
  const dialog = useDialogState<SignupWay>();
  return (
    <SettingsSection
      id="contact"
      title="Email and phone"
      intro={`You log in and get codes with these. A new one takes your current password and a ${OTP_LENGTH}-digit code we send to it; the old one is told, with a link that undoes the change.`}
    >
      {(['email', 'phone'] as const).map((way) => {
        const value = me[way];
        return (
          <Box key={way} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="textSecondary">
                {LABELS[way]}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{value ?? 'Not set'}</Typography>
            </Box>
            <Button variant="outlined" onClick={() => dialog.open(way)} aria-label={`${value ? 'Change' : 'Add'} ${way === 'email' ? 'email' : 'phone number'}`}>
              {value ? 'Change' : 'Add'}
            </Button>
          </Box>
        );
      })}
      {dialog.mounted && <ContactChangeDialog way={dialog.value} onClose={dialog.close} />}
    </SettingsSection>
  );
}
