// What the sandbox's 3-D Secure page (pages/payments/sandbox/3ds/[id].tsx), framed in the payment dialog, tells the
// dialog when the person has answered: as Stripe's own 3-D Secure frame does, by postMessage, which the dialog takes
// only from its own frame on its own origin.

const TYPE = 'lmt-mixtapes:3ds-finished';

export type ThreeDSecureOutcome = { status: 'succeeded' } | { status: 'failed'; message: string; code?: string };

interface ThreeDSecureMessage {
  type: typeof TYPE;
  intentId: string;
  outcome: ThreeDSecureOutcome;
}

export const threeDSecureMessage = (intentId: string, outcome: ThreeDSecureOutcome): ThreeDSecureMessage => ({ type: TYPE, intentId, outcome });

/** The outcome a message carries for this intent, or null for any other message (other frames, extensions, devtools). */
export function readThreeDSecureMessage(data: unknown, intentId: string): ThreeDSecureOutcome | null {
  const message = data as Partial<ThreeDSecureMessage> | null;
  if (typeof message !== 'object' || message === null || message.type !== TYPE || message.intentId !== intentId) return null;
  const outcome = message.outcome;
  if (outcome?.status === 'succeeded') return { status: 'succeeded' };
  if (outcome?.status === 'failed' && typeof outcome.message === 'string') return { status: 'failed', message: outcome.message, code: typeof outcome.code === 'string' ? outcome.code : undefined };
  return null;
}
