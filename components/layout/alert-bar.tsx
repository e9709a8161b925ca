import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useAppStore } from '@/store';

/** Alerts clear after 3000 ms (see docs/product.md, Themes and layout). */
export const ALERT_DURATION = 3000;

/**
 * The app-wide top-centre alert. An alert's action (the player's 'Undo') runs with a spinner in its
 * place, and the alert stays up while it runs.
 */
export function AlertBar() {
  const alert = useAppStore((s) => s.alert);
  const hideAlert = useAppStore((s) => s.hideAlert);
  const [running, setRunning] = useState(false);

  const runAction = async () => {
    if (!alert?.action) return;
    setRunning(true);
    try {
      await alert.action.onClick();
    } finally {
      setRunning(false);
      hideAlert(alert.id);
    }
  };

  // In a portal on <body>, keyed per alert: each alert mounts after any open dialog, so the dialog's
  // aria-hidden on its siblings does not hide the alert from screen readers.
  return (
    <Portal>
      <Snackbar
        key={alert?.id}
        open={!!alert}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={running ? null : ALERT_DURATION}
        onClose={(_, reason) => {
          // A click elsewhere is not a dismissal: the alert lasts its 3000 ms.
          if (reason !== 'clickaway' && alert) hideAlert(alert.id);
        }}
      >
        {alert ? (
          <Alert
            variant="filled"
            severity={alert.severity}
            onClose={() => hideAlert(alert.id)}
            action={
              alert.action &&
              (running ? (
                <CircularProgress size={20} color="inherit" aria-label="Working" />
              ) : (
                <Button color="inherit" size="small" onClick={runAction}>
                  {alert.action.label}
                </Button>
              ))
            }
            sx={{ alignItems: 'center' }}
          >
            {alert.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
}
