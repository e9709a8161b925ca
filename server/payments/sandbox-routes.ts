import type { NextApiRequest } from 'next';
import { isStripeConfigured } from '../adapters/payments';
import { isOutboxEnabled } from '../adapters/outbox';
import { isLocalRequest } from '../http/local-request';
import { routeNotFound } from '../http/route';

type SandboxCalls = typeof import('../adapters/payments-sandbox/sandbox-api');

/**
 * The sandbox's own routes exist only while the sandbox is the provider (with Stripe configured they are the 404
 * of a route that does not exist); the test clock also keeps the outbox's rules (this machine, outbox on).
 */
export async function sandboxRoute<T>(req: NextApiRequest, call: (calls: SandboxCalls) => Promise<T>, options: { devOnly?: boolean } = {}): Promise<T> {
  const open = !isStripeConfigured() && (!options.devOnly || (isOutboxEnabled() && isLocalRequest(req)));
  if (!open) throw routeNotFound(req);
  // Loaded when first called, by require (see paymentProvider in server/adapters/payments.ts for why not import()).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { confirmIntent, finishAuthentication, advanceDays }: SandboxCalls = require('../adapters/payments-sandbox/sandbox-api');
  return call({ confirmIntent, finishAuthentication, advanceDays });
}
