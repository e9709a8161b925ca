import { useMutation } from '@tanstack/react-query';
import { SECOND_FACTOR_CODES, type SecondFactorReason } from '@/lib/second-factor';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { useAppStore } from '@/store';

// A call the server refused for want of a two-factor code (a console call, or a team account's change of email,
// phone or codes) waits while the code dialog (components/account/second-factor-dialog.tsx) asks for one, then runs
// again. See docs/product.md, The console, and docs/product.md, Account settings.

/**
 * The step-up calls, loaded with the dialog's first send: the console loads nothing of the account's settings until
 * it needs a code.
 */
const accountService = () => import('@/services/account/account');

/** Why a call was refused for want of a two-factor code (a 403 whose `code` says so), or null. */
function secondFactorReason(error: unknown): SecondFactorReason | null {
  if (apiErrorStatus(error) !== 403) return null;
  const code = apiErrorCode(error);
  return (Object.keys(SECOND_FACTOR_CODES) as SecondFactorReason[]).find((reason) => SECOND_FACTOR_CODES[reason] === code) ?? null;
}

/**
 * Runs a call. Refused for want of a two-factor code, it waits while the code dialog asks for one and, once a code is
 * confirmed, runs again; closed without one, the refusal stands.
 */
export async function withSecondFactor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = secondFactorReason(error);
    if (!reason || !(await useAppStore.getState().askSecondFactor(reason))) throw error;
    return run();
  }
}

/** What a failed send or confirmation says, or null. */
export const secondFactorErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

/**
 * The code dialog's calls: `send` a code on the account's two-factor channel (its answer says where), and `confirm`
 * it, which marks this session as having passed a second factor.
 */
export function useSecondFactorCode() {
  const send = useMutation({ mutationFn: async () => (await accountService()).sendSecondFactorCode() });
  const confirm = useMutation({ mutationFn: async (code: string) => (await accountService()).confirmSecondFactor(code) });
  return { send, confirm };
}
