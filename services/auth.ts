import { isAxiosError } from 'axios';
import {
  twoFactorRequiredSchema,
  type Contact,
  type LoginResult,
  type Me,
  type TwoFactorChannel,
} from '@/lib/contracts/auth';
import { api } from './api-client';
import { apiV2 } from './api-v2';

// ---- v2.0 sign-up (form-encoded by apiV2) ----

export async function sendSignupCode(contact: Contact): Promise<void> {
  await apiV2.post('/signup/otp', contact);
}

export async function verifySignupCode(body: Contact & { code: string }): Promise<string> {
  return (await apiV2.post<{ signup_token: string }>('/signup/verify', body)).data.signup_token;
}

export interface RegisterBody {
  fullname: string;
  username: string;
  password: string;
  signup_token: string;
}

export async function register(body: RegisterBody): Promise<LoginResult> {
  return (await apiV2.post<LoginResult>('/signup', body)).data;
}

export async function checkUsername(search: string): Promise<boolean> {
  return (await apiV2.get<{ available: boolean }>('/user/name', { params: { search } })).data.available;
}

// ---- v3 login, 2FA, logout ----

export type LoginOutcome =
  | { kind: 'done'; result: LoginResult }
  | { kind: 'two-factor'; token: string; channel: TwoFactorChannel };

/** A 428 is not a failure but the second step of a login, so it resolves instead of throwing. */
export async function login(body: { user: string; pass: string }): Promise<LoginOutcome> {
  try {
    return { kind: 'done', result: (await api.post<LoginResult>('/auth/login', body)).data };
  } catch (error) {
    const pending = isAxiosError(error) && error.response?.status === 428 && twoFactorRequiredSchema.safeParse(error.response.data);
    if (!pending || !pending.success) throw error;
    return { kind: 'two-factor', token: pending.data.token, channel: pending.data.sms ? 'sms' : 'email' };
  }
}

export async function sendTwoFactorCode(body: { token: string; channel: TwoFactorChannel }): Promise<void> {
  await api.post('/auth/2fa', body);
}

export async function verifyTwoFactor(body: { token: string; code: string }): Promise<LoginResult> {
  return (await api.post<LoginResult>('/auth/verify', body)).data;
}

/**
 * Sends the token explicitly: the caller clears the stored one right after, before axios's request
 * interceptor would have read it.
 */
export async function logout(accessToken: string | null): Promise<void> {
  await api.post('/auth/logout', undefined, accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {});
}

// ---- v3 recovery ----

export type RecoverBody = { email: string } | { phone: string };

export async function recover(body: RecoverBody): Promise<{ message?: string; sms_token?: string }> {
  return (await api.post<{ message?: string; sms_token?: string }>('/auth/recover', body)).data;
}

export async function verifyRecoveryCode(body: { sms_token: string; code: string }): Promise<string> {
  return (await api.post<{ token: string }>('/auth/recover/verify', body)).data.token;
}

export async function getRecoveryInfo(token: string): Promise<{ username: string }> {
  return (await api.post<{ username: string }>('/auth/recover/info', { token })).data;
}

export async function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return (await api.post<{ message: string }>('/auth/recover/reset', body)).data;
}

// ---- v3 the logged-in user ----

export async function getMe(): Promise<Me> {
  return (await api.get<Me>('/users/me')).data;
}

export type MePatch = Partial<Pick<Me, 'fullname' | 'twoFactorEnabled' | 'twoFactorChannel'>>;

export async function updateMe(patch: MePatch): Promise<Me> {
  return (await api.patch<Me>('/users/me', patch)).data;
}
