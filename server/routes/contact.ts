import { contactReceiptSchema, contactSchema, dmcaSchema } from '@/lib/contracts/contact';
import { method, route, type RouteTable } from '@/server/http/route';
import { sendContactMessage, sendDmcaNotice } from '@/server/contact/contact';

export const contactRoutes: RouteTable = {
  '/api/v3/contact': route({
    POST: method({
      summary: 'Send the contact form: stored, acknowledged by email with its reference (answers 201)',
      body: contactSchema,
      response: contactReceiptSchema,
      status: 201,
      handler: ({ requester, body }) => sendContactMessage(requester, body),
    }),
  }),
  '/api/v3/contact/dmca': route({
    POST: method({
      summary: 'Send a copyright (DMCA) notice: stored, acknowledged by email with its reference (answers 201)',
      body: dmcaSchema,
      response: contactReceiptSchema,
      status: 201,
      handler: ({ requester, body }) => sendDmcaNotice(requester, body),
    }),
  }),
};
