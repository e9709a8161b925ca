import { http, HttpResponse } from 'msw';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { getInvoicePdf, getInvoices, newIdempotencyKey, prepayMonths, subscribe } from '@/services/payments/premium';
import { mockServer } from '../../helpers/msw';
import { makeInvoice, subscribed } from '../../helpers/premium';

const V3 = 'http://localhost/api/v3';
const server = mockServer();
beforeEach(() => localStorage.setItem('access_token', 'access-1'));
afterEach(() => localStorage.clear());

it('prepays with the Idempotency-Key given, so a retried call pays once', async () => {
  const seen: { key: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${V3}/premium/payment/upload`, async ({ request }) => {
      seen.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return HttpResponse.json({ ...subscribed(), invoice: makeInvoice(3, { amount: 1497 }) });
    }),
  );
  const answer = await prepayMonths(3, 'prepay-1');
  expect(answer.invoice.amount).toBe(1497);
  expect(seen).toEqual([{ key: 'prepay-1', body: { quantity: 3 } }]);
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  expect(newIdempotencyKey()).toMatch(/^[\x21-\x7e]{1,255}$/);
});

it("subscribing with a refused card fails with the card's reason", async () => {
  server.use(
    http.post(`${V3}/premium/subscribe`, () => HttpResponse.json({ statusCode: 402, message: 'Your card was declined.', error: 'Payment Required' }, { status: 402 })),
  );
  const error = await subscribe('seti_123').catch((e: unknown) => e);
  expect(apiErrorStatus(error)).toBe(402);
  expect(apiErrorMessage(error)).toBe('Your card was declined.');
});

it('pages invoices, filtered by status only when asked', async () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${V3}/premium/invoices`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: [makeInvoice(1)], meta: { page: 1, take: 10, total: 1, pageCount: 1 } });
    }),
  );
  await getInvoices(1, 10);
  await getInvoices(2, 10, 'paid');
  expect(queries).toEqual([{ page: '1', take: '10' }, { page: '2', take: '10', status: 'paid' }]);
});

it("fetches an invoice's PDF with the member's token, and reads a refusal's message", async () => {
  const auth: (string | null)[] = [];
  server.use(
    http.get(`${V3}/premium/invoices/:id/pdf`, ({ request, params }) => {
      auth.push(request.headers.get('Authorization'));
      if (params.id === '9') return HttpResponse.json({ statusCode: 404, message: 'Invoice not found.', error: 'Not Found' }, { status: 404 });
      return new HttpResponse('%PDF-1.7 invoice', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  const pdf = await getInvoicePdf('/api/v3/premium/invoices/1/pdf');
  expect(pdf).toBeInstanceOf(Blob);
  expect(await pdf.text()).toBe('%PDF-1.7 invoice');

  const error = await getInvoicePdf('/api/v3/premium/invoices/9/pdf').catch((e: unknown) => e);
  expect(apiErrorMessage(error)).toBe('Invoice not found.');
  expect(auth).toEqual(['Bearer access-1', 'Bearer access-1']);
});
