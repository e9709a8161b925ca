import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type Me, type SignupWay } from '@/lib/contracts/auth';
import { ContactChangeDialog } from './contact-change-dialog';
import { SettingsSection } from './settings-section';

const LABELS: Record<SignupWay, string> = { email: 'Email', phone: 'Phone' };

/** The account's email and phone, each with a way to change (or add) it by a code sent to the new one. */
export function ContactSection({ me }: { me: Me }) {
  const [changing, setChanging] = useState<SignupWay | null>(null);
  return (
    <SettingsSection
      id="contact"
      title="Email and phone"
      intro={`You log in and get codes with these. A new one is confirmed with a ${OTP_LENGTH}-digit code we send to it.`}
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
            <Button variant="outlined" onClick={() => setChanging(way)} aria-label={`${value ? 'Change' : 'Add'} ${way === 'email' ? 'email' : 'phone number'}`}>
              {value ? 'Change' : 'Add'}
            </Button>
          </Box>
        );
      })}
      <ContactChangeDialog way={changing} onClose={() => setChanging(null)} />
    </SettingsSection>
  );
}
