import { z } from 'zod';

// POST /contact and POST /contact/dmca: the same rules for the site's forms and the API (see docs/api.md,
// Contact). Each message names its field and is fit to show beside it.

const name = z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters');
const email = z.string().trim().min(1, 'Please enter your email').max(254, 'Email is too long').pipe(z.email('Please enter a valid email address'));

export const contactSchema = z.object({
  name,
  email,
  subject: z.string().trim().min(1, 'Please enter a subject').max(150, 'Subject must be at most 150 characters'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessage = z.infer<typeof contactSchema>;

/** A page of this site named in a notice: an absolute http(s) URL (the API checks it is on this site). */
const infringingUrl = z.string().trim().max(2000, 'A URL is too long').pipe(z.url({ protocol: /^https?$/, error: 'Each infringing URL must be a full link to a page of this site' }));

export const dmcaSchema = z.object({
  name,
  email,
  phone: z.string().trim().max(30, 'Phone must be at most 30 characters').optional(),
  address: z.string().trim().max(300, 'Address must be at most 300 characters').optional(),
  copyrighted_work: z.string().trim().min(10, 'Please describe the copyrighted work (at least 10 characters)').max(5000, 'The description must be at most 5000 characters'),
  infringing_urls: z.array(infringingUrl, { error: 'Please list the infringing URLs' }).min(1, 'Please list at least one infringing URL').max(50, 'At most 50 URLs per notice'),
  good_faith: z.literal(true, { error: 'Please confirm your good-faith belief' }),
  accurate: z.literal(true, { error: 'Please confirm the notice is accurate, under penalty of perjury' }),
  signature: z.string().trim().min(2, 'Please sign with your full legal name').max(100, 'Signature must be at most 100 characters'),
});
export type DmcaNotice = z.infer<typeof dmcaSchema>;

/** The answer to both: the stored message and the reference mailed to the sender. */
export const contactReceiptSchema = z.object({ id: z.number().int(), reference: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
