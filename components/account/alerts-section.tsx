import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { QueryState } from '@/components/common/query-state';
import { useAlertSettings, useChangeAlertSettings } from '@/hooks/account/use-alert-settings';
import { ALERT_KINDS, ALERT_KIND_LABELS } from '@/lib/contracts/alerts';
import type { Me } from '@/lib/contracts/auth';
import { SettingsError, SettingsSection } from './settings-section';

export const ALERTS_INTRO = 'We email you when something you follow or asked about comes out. Each email has a link to turn its kind off.';
export const NO_EMAIL_FOR_ALERTS = 'Add an email address above to get these emails.';

/** A switch per kind of alert email (see docs/product.md, Release alerts), saved as it is turned. */
export function AlertsSection({ me }: { me: Me }) {
  const settings = useAlertSettings();
  const change = useChangeAlertSettings();
  return (
    <SettingsSection id="alerts" title="Email alerts" intro={me.email ? ALERTS_INTRO : `${ALERTS_INTRO} ${NO_EMAIL_FOR_ALERTS}`}>
      {settings.data ? (
        <FormGroup>
          {ALERT_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={<Switch checked={settings.data[kind]} onChange={(_, on) => change.mutate({ [kind]: on })} />}
              label={ALERT_KIND_LABELS[kind]}
            />
          ))}
        </FormGroup>
      ) : (
        <QueryState isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      <SettingsError error={change.error} />
    </SettingsSection>
  );
}
