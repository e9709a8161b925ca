import {
  accountMessageSchema,
  secondFactorPassedSchema,
  secondFactorSentSchema,
  undoChangeResultSchema,
  type ContactChange,
  type UndoChangeResult,
} from '@/lib/contracts/account';
import { meSchema, type Contact, type Me } from '@/lib/contracts/auth';
import { api, parseReply } from '@/services/common/api-client';

// The logged-in member's account settings that need a password or a code (v3 /users/me/...), the undo of a change of
// email or phone, which needs neither: its link's token, and a team member's session passing a second factor.

export async function changePassword(body: { current: string; password: string }): Promise<string> {
  return parseReply(accountMessageSchema, (await api.post('/users/me/password', body)).data, 'POST /users/me/password').message;
}

export async function sendContactCode(contact: ContactChange): Promise<string> {
  return parseReply(accountMessageSchema, (await api.post('/users/me/contact', contact)).data, 'POST /users/me/contact').message;
}

export async function confirmContact(body: Contact & { code: string }): Promise<Me> {
  return parseReply(meSchema, (await api.post('/users/me/contact/verify', body)).data, 'POST /users/me/contact/verify');
}

export async function logOutEverywhere(): Promise<void> {
  await api.delete('/users/me/sessions');
}

export async function deleteAccount(password: string): Promise<void> {
  await api.delete('/users/me', { data: { password } });
}

export async function undoContactChange(token: string): Promise<UndoChangeResult> {
  return parseReply(undoChangeResultSchema, (await api.post('/auth/undo-change', { token })).data, 'POST /auth/undo-change');
}

/** Sends a two-factor code on the account's own channel, for this session to pass a second factor (team members). */
export async function sendSecondFactorCode() {
  return parseReply(secondFactorSentSchema, (await api.post('/admin/second-factor', {})).data, 'POST /admin/second-factor');
}

/** The code: this session has passed a second factor now. */
export async function confirmSecondFactor(code: string) {
  return parseReply(secondFactorPassedSchema, (await api.post('/admin/second-factor/verify', { code })).data, 'POST /admin/second-factor/verify');
}
