import type { NextApiRequest } from 'next';
import { isStripeConfigured } from '../adapters/payments';
import { routeNotFound } from '../http/route';

type SandboxCalls = typeof import('../adapters/payments-sandbox/sandbox-api');

/** The sandbox's test clock exists only when asked for by name, and never beside Stripe. */
export const isTestClockEnabled = () => process.env.PAYMENTS_TEST_CLOCK === '1' && !isStripeConfigured();

/**
 * The sandbox's own routes exist only while the sandbox is the provider (with Stripe configured they are the 404
 * of a route that does not exist).
 */
export async function sandboxRoute<T>(req: NextApiRequest, call: (calls: SandboxCalls) => Promise<T>): Promise<T> {
  if (isStripeConfigured()) throw routeNotFound(req);
  // Loaded when first called, by require (see paymentProvider in server/adapters/payments.ts for why not import()).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { confirmIntent, finishAuthentication, advanceDays }: SandboxCalls = require('../adapters/payments-sandbox/sandbox-api');
  return call({ confirmIntent, finishAuthentication, advanceDays });
}
