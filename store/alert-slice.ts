import type { SliceCreator } from './types';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

/** A button in the alert (the player's 'Undo'); the bar shows a spinner while a returned promise runs. */
export interface AlertAction {
  label: string;
  onClick: () => void | Promise<unknown>;
}

export interface AppAlert {
  /** Tells one alert from the next, so a new alert restarts the 3000 ms timer even with the same text. */
  id: number;
  message: string;
  severity: AlertSeverity;
  action?: AlertAction;
}

export interface AlertSlice {
  alert: AppAlert | null;
  showAlert: (alert: { message: string; severity?: AlertSeverity; action?: AlertAction }) => void;
  /** Hides the alert; with an id, only if it is still the one showing (a late timer must not hide a newer one). */
  hideAlert: (id?: number) => void;
}

let nextId = 1;

export const createAlertSlice: SliceCreator<AlertSlice> = (set, get) => ({
  alert: null,
  showAlert: ({ message, severity = 'success', action }) => set({ alert: { id: nextId++, message, severity, action } }),
  hideAlert: (id) => {
    if (id === undefined || get().alert?.id === id) set({ alert: null });
  },
});
