import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, apiErrorStatus, isHttpCallError } from '@/services/common/api-errors';
import { paymentsService } from '@/services/payments';

// The payments sandbox's calls, standing in for Stripe.js when no Stripe key is configured (see docs/api.md,
// Payments sandbox): the card kit (components/payments/) confirms an intent with a card, and the sandbox's 3-D Secure
// page answers for the bank.

interface CardEntry {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** A refused payment as the provider put it: Stripe's error code, the bank's decline code, and Stripe's message. */
export interface CardFailure {
  message: string;
  code?: string;
  declineCode?: string;
}

/** What a failed card or 3-D Secure call says: a 402 carries Stripe's codes; anything else is the API's message. */
export function cardFailureOf(error: unknown): CardFailure {
  const body = isHttpCallError(error) && apiErrorStatus(error) === 402 ? (error.response?.data as { code?: unknown; decline_code?: unknown } | undefined) : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { message: apiErrorMessage(error), code: text(body?.code), declineCode: text(body?.decline_code) };
}

export const useSandboxConfirm = () =>
  useMutation({ mutationFn: async ({ clientSecret, card }: { clientSecret: string; card: CardEntry }) => (await paymentsService()).confirmSandboxIntent(clientSecret, card) });

export const useSandboxAuthentication = () =>
  useMutation({
    mutationFn: async ({ intentId, clientSecret, outcome }: { intentId: string; clientSecret: string; outcome: 'complete' | 'fail' }) =>
      (await paymentsService()).finishSandboxAuthentication(intentId, clientSecret, outcome),
  });
