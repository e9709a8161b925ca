import { randomBytes } from 'node:crypto';
import { ipHash as hashOfIp, type Requester } from '../core/requester';
import { eq } from 'drizzle-orm';
import type { ContactReceipt, ContactRequest, DmcaRequest } from '@/lib/contracts/contact';
import { INFRINGING_URL_MESSAGE } from '@/lib/contracts/contact';
import { assertCanDeliver, deliver } from '../auth/delivery';
import type { MessageContent } from '../auth/messages';
import { config, settings } from '../core/config';
import { getDb } from '../db/client';
import { contactMessages, dmcaNotices } from '../db/schema';
import { invalid } from '../core/errors';
import { enforceRateLimit, envLimit } from '../db/rate-limit';
import { contactAcknowledgement, dmcaAcknowledgement, teamCopy } from './messages';

/** Both forms together, per IP per hour: enough for a person, too few to flood the team's inbox. */
const contactRule = () => ({ limit: envLimit('RATE_LIMIT_CONTACT_PER_HOUR', 5), windowSeconds: 3600 });

// No 0/O or 1/I: references are read aloud and typed back.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(prefix: 'C' | 'D'): string {
  const bytes = randomBytes(8);
  return `${prefix}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * Stored first, then acknowledged: when the mail cannot go, the row is taken back and the sender told to try
 * again, so nobody holds a reference that names nothing (and nothing waits in a transaction on a mail server).
 */
async function storeAndAcknowledge(
  kind: Parameters<typeof teamCopy>[0],
  stored: { id: number; reference: string },
  undo: () => Promise<unknown>,
  sender: Parameters<typeof teamCopy>[2],
  ack: MessageContent,
): Promise<ContactReceipt> {
  try {
    await deliver('email', sender.email, ack);
    const team = settings().CONTACT_TO?.trim();
    if (team) await deliver('email', team, teamCopy(kind, stored.reference, sender, ack));
  } catch (error) {
    await undo();
    throw error;
  }
  return stored;
}

/** What every form passes before anything is stored: mail can go out, and the sender is within the limit. Its IP hash. */
async function admitSender(requester: Requester): Promise<string> {
  assertCanDeliver('email');
  const ipHash = hashOfIp(requester);
  await enforceRateLimit(`contact:${ipHash}`, contactRule());
  return ipHash;
}

export async function sendContactMessage(requester: Requester, body: ContactRequest): Promise<ContactReceipt> {
  const ipHash = await admitSender(requester);
  const db = await getDb();
  const reference = newReference('C');
  const [row] = await db.insert(contactMessages).values({ ...body, reference, ipHash }).returning({ id: contactMessages.id });
  const undo = () => db.delete(contactMessages).where(eq(contactMessages.id, row.id));
  return storeAndAcknowledge('Contact', { id: row.id, reference }, undo, body, contactAcknowledgement(reference, body));
}

/** This site's hosts: the one the request was sent to and APP_URL's. */
function isOwnUrl(requester: Requester, url: string): boolean {
  const host = new URL(url).host.toLowerCase();
  return [requester.host, new URL(config.appUrl).host].some((own) => own?.toLowerCase() === host);
}

export async function sendDmcaNotice(requester: Requester, body: DmcaRequest): Promise<ContactReceipt> {
  const foreign = body.infringing_urls.find((url) => !isOwnUrl(requester, url));
  if (foreign) throw invalid(`infringing_urls: ${INFRINGING_URL_MESSAGE}: ${foreign}`);
  const ipHash = await admitSender(requester);
  const db = await getDb();
  const reference = newReference('D');
  const [row] = await db
    .insert(dmcaNotices)
    .values({
      reference,
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      address: body.address ?? null,
      copyrightedWork: body.copyrighted_work,
      infringingUrls: body.infringing_urls,
      signature: body.signature,
      ipHash,
    })
    .returning({ id: dmcaNotices.id });
  const undo = () => db.delete(dmcaNotices).where(eq(dmcaNotices.id, row.id));
  return storeAndAcknowledge('DMCA', { id: row.id, reference }, undo, body, dmcaAcknowledgement(reference, body));
}
