import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@/lib/contracts/common';
import type { invoiceQuerySchema, invoiceSchema } from '@/lib/contracts/payments';
import { getDb } from '../db/client';
import { invoices, users } from '../db/schema';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import type { BuiltFile } from '../core/files';
import { paymentDocument } from './documents';

type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceAnswer = z.infer<typeof invoiceSchema>;

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found.';

export const toInvoice = (row: InvoiceRow): InvoiceAnswer => ({
  id: row.id,
  number: row.number,
  amount: row.amount,
  currency: row.currency,
  status: row.status as InvoiceAnswer['status'],
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  created_at: row.createdAt.toISOString(),
  pdf_url: `/api/v3/premium/invoices/${row.id}/pdf`,
});

export async function findInvoiceByProviderId(invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await (await getDb()).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  return row;
}

/** GET /premium/invoices: the member's own, newest first, optionally of one status. */
export async function listInvoices(userId: number, { page, take, status }: z.infer<typeof invoiceQuerySchema>): Promise<Paged<InvoiceAnswer>> {
  const db = await getDb();
  const where = and(eq(invoices.userId, userId), status ? eq(invoices.status, status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(invoices).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(take).offset((page - 1) * take),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { data: rows.map(toInvoice), meta: pageMeta(page, take, total) };
}

/** GET /premium/invoices/{id}/pdf: someone else's invoice is a 404, as if it did not exist. */
export async function invoicePdf(userId: number, id: number): Promise<BuiltFile> {
  const db = await getDb();
  const [row] = await db
    .select({ invoice: invoices, name: users.fullname, email: users.email })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  const { invoice } = row;
  return paymentDocument({
    title: 'Invoice',
    number: invoice.number,
    customer: { name: row.name, email: row.email },
    issued: invoice.createdAt,
    lines: [{ description: invoice.description, period: { start: invoice.periodStart, end: invoice.periodEnd }, amount: invoice.amount }],
    currency: invoice.currency,
    status: invoice.status,
  });
}
