/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { sandbox3dsPageProps } from '@/server/ssr/payments';

// The sandbox's 3-D Secure page exists only with the sandbox as the provider, and only at an address it makes.

const context = (id: string, clientSecret?: string) =>
  ({ params: { id }, query: clientSecret === undefined ? {} : { client_secret: clientSecret } }) as unknown as GetServerSidePropsContext;

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
});

it('serves the page for an intent and its own client secret', async () => {
  expect(await sandbox3dsPageProps(context('pi_123', 'pi_123_secret_abc'))).toEqual({ props: { intentId: 'pi_123', clientSecret: 'pi_123_secret_abc' } });
  expect(await sandbox3dsPageProps(context('seti_9', 'seti_9_secret_x'))).toEqual({ props: { intentId: 'seti_9', clientSecret: 'seti_9_secret_x' } });
});

it('is a 404 for anything else, and whenever Stripe is the provider', async () => {
  expect(await sandbox3dsPageProps(context('pi_123'))).toEqual({ notFound: true });
  expect(await sandbox3dsPageProps(context('pi_123', 'pi_456_secret_abc'))).toEqual({ notFound: true });
  expect(await sandbox3dsPageProps(context('cus_1', 'cus_1_secret_abc'))).toEqual({ notFound: true });
  process.env.STRIPE_SECRET_KEY = 'sk_test_123';
  expect(await sandbox3dsPageProps(context('pi_123', 'pi_123_secret_abc'))).toEqual({ notFound: true });
});
