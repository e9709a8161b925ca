import { useState } from 'react';
import { cardFailureOf, useSandboxConfirm } from '@/hooks/payments/use-sandbox-payments';
import { cardFailureMessage, DECLINE_MESSAGES } from './card-failure';
import type { CardPaymentProps } from './card-payment-props';
import type { EnteredCard } from './card-form-schema';
import { SandboxCardForm } from './sandbox-card-form';
import { ThreeDSecureStep } from './three-d-secure-step';

export const UNEXPECTED_STATUS_MESSAGE = 'The payment could not be completed. Try again, or use another card.';

/**
 * The card step with the payments sandbox, standing in for Stripe.js: the site's own form confirms the intent
 * (POST /api/payments/sandbox/confirm), then the 3-D Secure page when the card asks for it, in a frame.
 */
export function SandboxCardPayment({ clientSecret, submitLabel, onSucceeded, disabled }: CardPaymentProps) {
  const confirm = useSandboxConfirm();
  const [challenge, setChallenge] = useState<{ intentId: string; url: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [succeeded, setSucceeded] = useState(false);

  const refused = (message: string) => {
    setChallenge(null);
    setFailure(message);
    setAttempt((n) => n + 1);
  };
  const succeed = (intentId: string) => {
    setChallenge(null);
    setSucceeded(true);
    onSucceeded(intentId);
  };

  const submit = (card: EnteredCard) => {
    setFailure(null);
    confirm.mutate(
      { clientSecret, card },
      {
        onSuccess: (intent) => {
          if (intent.status === 'succeeded') return succeed(intent.id);
          if (intent.status === 'requires_action' && intent.next_action) return setChallenge({ intentId: intent.id, url: intent.next_action.redirect_to_url.url });
          refused(UNEXPECTED_STATUS_MESSAGE);
        },
        onError: (error) => {
          const reason = cardFailureOf(error);
          // A refused card clears the form for the next one; a failed call (the network) keeps what was typed.
          if (reason.code) refused(cardFailureMessage(reason));
          else setFailure(reason.message);
        },
      },
    );
  };

  // The form stays mounted (hidden) during the bank's step, so a failed check comes back to the expiry as typed.
  return (
    <>
      {challenge && (
        <ThreeDSecureStep
          url={challenge.url}
          intentId={challenge.intentId}
          onFinished={(outcome) => (outcome.status === 'succeeded' ? succeed(challenge.intentId) : refused(outcome.code ? cardFailureMessage(outcome) : outcome.message))}
          onCancel={() => refused(DECLINE_MESSAGES.authentication)}
        />
      )}
      <div hidden={!!challenge}>
        <SandboxCardForm submitLabel={submitLabel} busy={confirm.isPending || succeeded} disabled={disabled} failure={failure} attempt={attempt} onSubmit={submit} />
      </div>
    </>
  );
}
