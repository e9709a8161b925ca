import { z } from 'zod';
import { emailSchema } from './auth';

/** Shared by the /contact and /dmca forms and by POST /contact and /contact/dmca: the same rules, the same messages. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const email = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema);

export const contactSchema = z.object({
  name: text('Name', 100),
  email,
  subject: text('Subject', 200),
  message: text('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactSchema>;

export const INFRINGING_URL_MESSAGE = 'Each infringing URL must be a link to a page of this site (http or https)';
export const MAX_INFRINGING_URLS = 50;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

const siteUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, INFRINGING_URL_MESSAGE);

export const dmcaSchema = z.object({
  name: text('Name', 100),
  email,
  phone: optionalText('Phone', 40),
  address: optionalText('Address', 500),
  copyrighted_work: text('Copyrighted work', 5000),
  infringing_urls: z
    .array(siteUrl, { error: 'Infringing URLs are required' })
    .min(1, 'List at least one infringing URL')
    .max(MAX_INFRINGING_URLS, `List at most ${MAX_INFRINGING_URLS} infringing URLs`),
  good_faith: z.literal(true, { error: 'Confirm your good-faith belief that the use is not authorized' }),
  accurate: z.literal(true, { error: 'Confirm that the notice is accurate, under penalty of perjury' }),
  signature: text('Signature', 100),
});
export type DmcaRequest = z.infer<typeof dmcaSchema>;

export const contactReceiptSchema = z.object({ id: z.number().int(), reference: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
