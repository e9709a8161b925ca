import { isAxiosError } from 'axios';
import type { MePatch } from '@/lib/contracts/account';
import {
  loginResultSchema,
  meSchema,
  recoverResultSchema,
  recoveryInfoResultSchema,
  recoveryTokenSchema,
  resetResultSchema,
  signupTokenResultSchema,
  twoFactorRequiredSchema,
  usernameAvailabilitySchema,
  type Contact,
  type LoginResult,
  type Me,
  type RecoverResult,
  type RecoveryInfo,
  type TwoFactorChannel,
} from '@/lib/contracts/auth';
import { api, parseReply } from '@/services/common/api-client';
import { apiV2 } from '@/services/common/api-v2';

// ---- v2.0 sign-up (form-encoded by apiV2) ----

export async function sendSignupCode(contact: Contact): Promise<void> {
  await apiV2.post('/signup/otp', contact);
}

export async function verifySignupCode(body: Contact & { code: string }): Promise<string> {
  return parseReply(signupTokenResultSchema, (await apiV2.post('/signup/verify', body)).data, 'POST /signup/verify (v2.0)').signup_token;
}

export interface RegisterBody {
  fullname: string;
  username: string;
  password: string;
  signup_token: string;
}

export async function register(body: RegisterBody): Promise<LoginResult> {
  return parseReply(loginResultSchema, (await apiV2.post('/signup', body)).data, 'POST /signup (v2.0)');
}

export async function checkUsername(search: string): Promise<boolean> {
  const { data } = await apiV2.get('/user/name', { params: { search } });
  return parseReply(usernameAvailabilitySchema, data, 'GET /user/name (v2.0)').available;
}

// ---- v3 login, 2FA, logout ----

export type LoginOutcome =
  | { kind: 'done'; result: LoginResult }
  | { kind: 'two-factor'; token: string; channel: TwoFactorChannel };

/** A 428 is not a failure but the second step of a login, so it resolves instead of throwing. */
export async function login(body: { user: string; pass: string }): Promise<LoginOutcome> {
  let data: unknown;
  try {
    ({ data } = await api.post('/auth/login', body));
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 428) throw error;
    const pending = parseReply(twoFactorRequiredSchema, error.response.data, 'POST /auth/login (428)');
    return { kind: 'two-factor', token: pending.token, channel: pending.sms ? 'sms' : 'email' };
  }
  return { kind: 'done', result: parseReply(loginResultSchema, data, 'POST /auth/login') };
}

export async function sendTwoFactorCode(body: { token: string; channel: TwoFactorChannel }): Promise<void> {
  await api.post('/auth/2fa', body);
}

export async function verifyTwoFactor(body: { token: string; code: string }): Promise<LoginResult> {
  return parseReply(loginResultSchema, (await api.post('/auth/verify', body)).data, 'POST /auth/verify');
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

export async function recover(body: RecoverBody): Promise<RecoverResult> {
  return parseReply(recoverResultSchema, (await api.post('/auth/recover', body)).data, 'POST /auth/recover');
}

export async function verifyRecoveryCode(body: { sms_token: string; code: string }): Promise<string> {
  return parseReply(recoveryTokenSchema, (await api.post('/auth/recover/verify', body)).data, 'POST /auth/recover/verify').token;
}

export async function getRecoveryInfo(token: string): Promise<RecoveryInfo> {
  return parseReply(recoveryInfoResultSchema, (await api.post('/auth/recover/info', { token })).data, 'POST /auth/recover/info');
}

export async function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return parseReply(resetResultSchema, (await api.post('/auth/recover/reset', body)).data, 'POST /auth/recover/reset');
}

// ---- v3 the logged-in user ----

export async function getMe(): Promise<Me> {
  return parseReply(meSchema, (await api.get('/users/me')).data, 'GET /users/me');
}

/** Two-factor settings go with current_password (see docs/product.md, Account settings). */
export async function updateMe(patch: MePatch): Promise<Me> {
  return parseReply(meSchema, (await api.patch('/users/me', patch)).data, 'PATCH /users/me');
}
