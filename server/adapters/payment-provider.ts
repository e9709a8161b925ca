import type { PaymentProvider } from './payments';
import { settings } from '../core/config';

// Which payments provider this process talks to. Apart from the contract (payments.ts), which both providers
// implement, so that neither imports the module that chooses it.

export const isStripeConfigured = () => !!settings().STRIPE_SECRET_KEY;

let provider: Promise<PaymentProvider> | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the sandbox; chosen once per process, and loaded then. By require, not
 * import(): the compiled server bundle (scripts/build.mjs) and Next's bundle both resolve a require of a module of
 * ours to the copy inside them, where an import() could go to Node's own loader and miss it.
 */
export function paymentProvider(): Promise<PaymentProvider> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  provider ??= Promise.resolve().then(() => {
    if (!isStripeConfigured()) {
      const { sandboxProvider }: typeof import('./payments-sandbox/sandbox-provider') = require('./payments-sandbox/sandbox-provider');
      return sandboxProvider();
    }
    const { stripeProvider }: typeof import('./stripe-payments') = require('./stripe-payments');
    return stripeProvider(settings().STRIPE_SECRET_KEY!);
  });
  /* eslint-enable @typescript-eslint/no-require-imports */
  return provider;
}
