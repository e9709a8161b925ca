import { advanceSubscriptions } from './sandbox-billing';
import { advanceClock } from './sandbox-store';

// What the sandbox's own routes call (sandboxRoute in server/routes/payments.ts): the card and 3-D Secure steps, and the test clock.
export { confirmIntent, finishAuthentication } from './sandbox-confirm';

const DAY_SECONDS = 24 * 60 * 60;

export async function advanceDays(days: number): Promise<{ now: string }> {
  const now = await advanceClock(days * DAY_SECONDS);
  await advanceSubscriptions(now);
  return { now: new Date(now * 1000).toISOString() };
}
