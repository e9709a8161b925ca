import { contactReceiptSchema, type ContactRequest, type ContactReceipt, type DmcaRequest } from '@/lib/contracts/contact';
import { api, parseReply } from '@/services/common/api-client';

export async function sendContactMessage(body: ContactRequest): Promise<ContactReceipt> {
  return parseReply(contactReceiptSchema, (await api.post('/contact', body)).data, 'POST /contact');
}

export async function sendDmcaNotice(body: DmcaRequest): Promise<ContactReceipt> {
  return parseReply(contactReceiptSchema, (await api.post('/contact/dmca', body)).data, 'POST /contact/dmca');
}
