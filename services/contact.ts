import { contactReceiptSchema, type ContactMessage, type ContactReceipt, type DmcaNotice } from '@/lib/contracts/contact';
import { api, parseReply } from './api-client';

export async function sendContactMessage(body: ContactMessage): Promise<ContactReceipt> {
  return parseReply(contactReceiptSchema, (await api.post('/contact', body)).data, 'POST /contact');
}

export async function sendDmcaNotice(body: DmcaNotice): Promise<ContactReceipt> {
  return parseReply(contactReceiptSchema, (await api.post('/contact/dmca', body)).data, 'POST /contact/dmca');
}
