import type { AlertKind } from '@/lib/contracts/alerts';
import type { MailMessage } from '../adapters/mail';

// The words of an alert email (see docs/product.md, Release alerts): plain text, what came out and the link to its
// page, why it was sent, and the way to stop that kind.

const BRAND = 'LMT Mixtapes';

/** What came out, as its email names it; `url` is its page's absolute address. */
export type AlertRelease =
  | { release: 'mixtape'; title: string; url: string; artist: string; dj: string | null }
  | { release: 'episode'; title: string; url: string; podcast: string };

interface Words {
  subject: string;
  lead: string;
  why: string;
}

function wordsFor(kind: AlertKind, item: AlertRelease): Words {
  if (item.release === 'episode') {
    return {
      subject: `New episode of ${item.podcast}: ${item.title}`,
      lead: `A new episode of ${item.podcast} is out: ${item.title}.`,
      why: `You get this email because you follow ${item.podcast} on ${BRAND}.`,
    };
  }
  const hosted = item.dj ? `, hosted by ${item.dj}` : '';
  if (kind === 'coming_soon')
    return {
      subject: `${item.title} is out now`,
      lead: `${item.title} by ${item.artist}${hosted} is out now.`,
      why: 'You get this email because you asked us to tell you when this mixtape came out.',
    };
  if (kind === 'djs' && item.dj)
    return {
      subject: `New from ${item.dj}: ${item.title}`,
      lead: `${item.dj} hosts a new mixtape, out now: ${item.title} by ${item.artist}.`,
      why: `You get this email because you follow ${item.dj} on ${BRAND}.`,
    };
  return {
    subject: `New from ${item.artist}: ${item.title}`,
    lead: `${item.artist} has a new mixtape out: ${item.title}${hosted}.`,
    why: `You get this email because you follow ${item.artist} on ${BRAND}.`,
  };
}

/**
 * One member's alert of `item`, under `kind` (the reason it is sent, whose unsubscribe links it carries). Its
 * headers let mail apps offer their own unsubscribe button, which posts to `oneClick` (RFC 8058).
 */
export function alertEmail(to: string, kind: AlertKind, item: AlertRelease, unsubscribe: { page: string; oneClick: string }): MailMessage {
  const { subject, lead, why } = wordsFor(kind, item);
  return {
    to,
    subject,
    text: `Hi,\n\n${lead}\n\nListen now: ${item.url}\n\n${why}\nUnsubscribe from these emails: ${unsubscribe.page}\n\n— ${BRAND}\n`,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
