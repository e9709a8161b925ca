import type { ContactRequest, DmcaRequest } from '@/lib/contracts/contact';
import type { MessageContent } from '../auth/messages';

const BRAND = 'LMT Mixtapes';
const SIGNATURE = `\n\n— ${BRAND}\n`;

/** The acknowledgement a sender gets: the reference to quote, and what they sent. */
export function contactAcknowledgement(reference: string, body: ContactRequest): MessageContent {
  return {
    subject: `${BRAND}: we received your message (${reference})`,
    text:
      `Hi ${body.name},\n\nThank you for writing to us. Your message has reference ${reference}: quote it if you ` +
      `write again about the same thing.\n\nSubject: ${body.subject}\n\n${body.message}${SIGNATURE}`,
    sms: `${BRAND}: message ${reference} received.`,
  };
}

export function dmcaAcknowledgement(reference: string, body: DmcaRequest): MessageContent {
  return {
    subject: `${BRAND}: we received your copyright notice (${reference})`,
    text:
      `Hi ${body.name},\n\nWe received your copyright (DMCA) notice. Its reference is ${reference}; we review every ` +
      `notice and will reply to this address.\n\nCopyrighted work:\n${body.copyrighted_work}\n\nInfringing URLs:\n` +
      `${body.infringing_urls.join('\n')}\n\nSigned: ${body.signature}${SIGNATURE}`,
    sms: `${BRAND}: notice ${reference} received.`,
  };
}

/** The team's copy: the same text, with who sent it and how to reach them. */
export function teamCopy(kind: 'Contact' | 'DMCA', reference: string, from: { name: string; email: string; phone?: string; address?: string }, ack: MessageContent): MessageContent {
  const contact = [`From: ${from.name} <${from.email}>`, from.phone && `Phone: ${from.phone}`, from.address && `Address: ${from.address}`]
    .filter(Boolean)
    .join('\n');
  return { subject: `[${kind} ${reference}] ${ack.subject}`, text: `${contact}\n\n${ack.text}`, sms: ack.sms };
}

/** The team's reply to a contact message, from the console: its text, then the message it answers. */
export function contactReply(message: { reference: string; name: string; subject: string; message: string }, text: string): MessageContent {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `Re: ${message.subject} (${message.reference})`,
    text: `Hi ${message.name},\n\n${text}\n\nYou wrote (${message.reference}):\n${quoted}${SIGNATURE}`,
    sms: `${BRAND}: we replied to your message ${message.reference} by email.`,
  };
}

/** To an uploader: what of theirs was taken down under a copyright notice, and how to answer it. */
export function takedownNotice(uploader: { username: string; titles: string[] }, reference: string): MessageContent {
  return {
    subject: `${BRAND}: your upload was taken down (${reference})`,
    text:
      `Hi ${uploader.username},\n\nFollowing a copyright notice (reference ${reference}), we took down ${uploader.titles.join(', ')} ` +
      `or tracks of it: it no longer plays, downloads or shows on the site. Your files are kept.\n\nIf you believe this ` +
      `is a mistake, send us a counter-notice through the contact form quoting ${reference}.${SIGNATURE}`,
    sms: `${BRAND}: an upload of yours was taken down (${reference}).`,
  };
}

/** To an uploader: what was taken down under a notice is back, after their counter-notice. */
export function restoredNotice(uploader: { username: string; titles: string[] }, reference: string): MessageContent {
  return {
    subject: `${BRAND}: your upload is back (${reference})`,
    text: `Hi ${uploader.username},\n\nAfter your counter-notice, ${uploader.titles.join(', ')} is available again on the site (reference ${reference}).${SIGNATURE}`,
    sms: `${BRAND}: your upload is back (${reference}).`,
  };
}
