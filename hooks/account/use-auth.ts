import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@/lib/contracts/auth';
import { login, sendTwoFactorCode, verifyTwoFactor } from '@/services/common/auth';
import { startSession } from '@/services/common/auth-session';
import { sendLog } from '@/services/common/logs';
import { useAppStore } from '@/store';
import type { PendingTwoFactor } from '@/store/auth-slice';
import { reportAuthError, trackLoading } from '@/commands/account/auth-feedback';

export const LOGGED_IN_MESSAGE = 'You are successfully logged in';

const LOGIN_FAILED = 'user failed to login';

function loggedIn(result: LoginResult, extra: Record<string, unknown> = {}): void {
  sendLog({ text: 'user did login', level: 'info', subfeature: 'auth', extra: { user_id: result.user?.id, ...extra } });
  if (!result.access_token) return;
  startSession(result);
  useAppStore.getState().showAlert({ message: LOGGED_IN_MESSAGE });
}

/** Sends the code of a pending 2FA login; used right after the 428 and by the dialog's resend link. */
export async function requestTwoFactorCode(pending: PendingTwoFactor): Promise<boolean> {
  try {
    await sendTwoFactorCode(pending);
    return true;
  } catch (error) {
    reportAuthError(error);
    return false;
  }
}

/**
 * Log-in (see docs/product.md, Accounts and sign-up). A 428 opens the 2FA step and sends its code at once, by
 * sms or email as the answer says; the caller's own onSuccess clears the form when the login is complete.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    ...trackLoading('authLoading'),
    onSuccess: (outcome) => {
      if (outcome.kind === 'done') return loggedIn(outcome.result);
      const pending = { token: outcome.token, channel: outcome.channel };
      useAppStore.getState().setTwoFactor(pending);
      void requestTwoFactorCode(pending);
    },
    onError: (error) => reportAuthError(error, { log: LOGIN_FAILED }),
  });
}

/** Completes a 2FA login with the code. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: verifyTwoFactor,
    ...trackLoading('authLoading'),
    onSuccess: (result) => loggedIn(result, { two_factor: true }),
    onError: (error) => reportAuthError(error, { log: LOGIN_FAILED }),
  });
}
