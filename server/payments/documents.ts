import PDFDocument from 'pdfkit';
import { formatMoney } from '@/lib/format';
import { fileOfBytes, type BuiltFile } from '../core/files';
import { settings } from '../core/config';

// Invoices and receipts as real PDF documents (pdfkit's built-in Helvetica: no font files to ship).

interface PaymentDocument {
  title: 'Invoice' | 'Receipt';
  number: string;
  customer: { name: string; email: string | null };
  issued: Date;
  lines: { description: string; period?: { start: Date; end: Date }; amount: number }[];
  currency: string;
  status: string;
  /** Money given back since, each on its day (a receipt's refunds). */
  refunds?: { amount: number; date: Date }[];
}

/** Who sells: the site's name and address, from the environment (SELLER_NAME, SELLER_ADDRESS). */
const seller = () => ({ name: settings().SELLER_NAME, address: settings().SELLER_ADDRESS });

const day = (date: Date) => date.toISOString().slice(0, 10);

function render(doc: PDFKit.PDFDocument, d: PaymentDocument): void {
  const from = seller();
  doc.fontSize(22).text(d.title, { align: 'right' });
  doc.fontSize(10).text(`Number: ${d.number}`, { align: 'right' }).text(`Date: ${day(d.issued)}`, { align: 'right' }).text(`Status: ${d.status.toUpperCase()}`, { align: 'right' });
  doc.moveDown();
  doc.fontSize(12).text('From', { underline: true }).fontSize(10).text(from.name);
  if (from.address) doc.text(from.address);
  doc.moveDown();
  doc.fontSize(12).text('Bill to', { underline: true }).fontSize(10).text(d.customer.name);
  if (d.customer.email) doc.text(d.customer.email);
  doc.moveDown(2);
  for (const line of d.lines) {
    const period = line.period ? ` (${day(line.period.start)} to ${day(line.period.end)})` : '';
    doc.fontSize(11).text(`${line.description}${period}`, { continued: true }).text(`  ${formatMoney(line.amount, d.currency)}`, { align: 'right' });
  }
  doc.moveDown();
  const total = d.lines.reduce((sum, l) => sum + l.amount, 0);
  doc.fontSize(13).text(`Total: ${formatMoney(total, d.currency)}`, { align: 'right' });
  doc.fontSize(11).text(d.status === 'paid' || d.refunds?.length ? `Amount paid: ${formatMoney(total, d.currency)}` : `Amount due: ${formatMoney(total, d.currency)}`, { align: 'right' });
  if (!d.refunds?.length) return;
  doc.moveDown();
  for (const refund of d.refunds) doc.fontSize(11).text(`Refunded on ${day(refund.date)}: ${formatMoney(-refund.amount, d.currency)}`, { align: 'right' });
  const refunded = d.refunds.reduce((sum, r) => sum + r.amount, 0);
  doc.fontSize(11).text(`Net paid: ${formatMoney(total - refunded, d.currency)}`, { align: 'right' });
}

/** The document as application/pdf, named after its number, for its owner's eyes only (a page or two: made whole in memory). */
export async function paymentDocument(d: PaymentDocument): Promise<BuiltFile> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${d.title} ${d.number}`, Author: seller().name } });
  const chunks: Buffer[] = [];
  const made = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  render(doc, d);
  doc.end();
  return fileOfBytes(await made, {
    contentType: 'application/pdf',
    cacheControl: 'private, no-store',
    disposition: `inline; filename="${d.title.toLowerCase()}-${d.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf"`,
  });
}
