import {
  alertSettingsSchema,
  reminderStateSchema,
  unsubscribeResultSchema,
  type AlertSettings,
  type AlertSettingsPatch,
  type UnsubscribeResult,
} from '@/lib/contracts/alerts';
import { api, parseReply } from '@/services/common/api-client';

// Release alerts: the member's alert settings, 'Notify me', and the unsubscribe link's call, which needs no log-in
// (see docs/api.md, Release alerts).

export async function getReminder(mixtapeId: number): Promise<boolean> {
  const path = `/users/reminders/${mixtapeId}`;
  return parseReply(reminderStateSchema, (await api.get(path)).data, `GET ${path}`).reminder;
}

export async function setReminder(mixtapeId: number, reminder: boolean): Promise<boolean> {
  const path = `/users/reminders/${mixtapeId}`;
  const { data } = reminder ? await api.post(path) : await api.delete(path);
  return parseReply(reminderStateSchema, data, `${reminder ? 'POST' : 'DELETE'} ${path}`).reminder;
}

export async function getAlertSettings(): Promise<AlertSettings> {
  return parseReply(alertSettingsSchema, (await api.get('/users/me/alerts')).data, 'GET /users/me/alerts');
}

export async function changeAlertSettings(patch: AlertSettingsPatch): Promise<AlertSettings> {
  return parseReply(alertSettingsSchema, (await api.patch('/users/me/alerts', patch)).data, 'PATCH /users/me/alerts');
}

export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return parseReply(unsubscribeResultSchema, (await api.post('/alerts/unsubscribe', undefined, { params: { token } })).data, 'POST /alerts/unsubscribe');
}
