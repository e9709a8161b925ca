import { smtpMailer, type MailMessage } from '../adapters/mail';
import { isOutboxEnabled, sendToOutbox } from '../adapters/outbox';
import { httpSmsSender } from '../adapters/sms';
import { upstreamFailed, unavailable } from '../core/errors';
import { settings } from '../core/config';
import type { MessageContent } from './messages';
import { logger } from '../core/logger';

export type Channel = 'email' | 'sms';

const NOT_CONFIGURED: Record<Channel, string> = {
  email: 'Email delivery is not configured',
  sms: 'SMS delivery is not configured',
};

type Route = 'smtp' | 'http-sms' | 'outbox';

/** A real adapter when its variable is set, else the outbox where allowed. Read per call: settings may change in tests. */
function routeFor(channel: Channel): Route | null {
  if (channel === 'email' && settings().SMTP_URL) return 'smtp';
  if (channel === 'sms' && settings().SMS_URL) return 'http-sms';
  return isOutboxEnabled() ? 'outbox' : null;
}

/** Whether a channel has somewhere to go: a real adapter or the outbox. */
export const canDeliver = (channel: Channel): boolean => routeFor(channel) !== null;

/**
 * Fails fast with 503 when a channel has nowhere to go. Called before any state is written, and before
 * anything that depends on whether an account exists, so the answer gives nothing away.
 */
export function assertCanDeliver(channel: Channel): void {
  if (!canDeliver(channel)) throw unavailable(NOT_CONFIGURED[channel]);
}

/** An email as it is, through SMTP or into the outbox (503 when neither): the account's messages and the alerts. */
export async function sendEmail(message: MailMessage): Promise<void> {
  const route = routeFor('email');
  if (route === 'smtp') await smtpMailer(settings().SMTP_URL!, settings().MAIL_FROM).send(message);
  else if (route === 'outbox') await sendToOutbox('email', message.to, message.subject, message.text, message.headers);
  else throw unavailable(NOT_CONFIGURED.email);
}

export async function deliver(channel: Channel, to: string, content: MessageContent): Promise<void> {
  const route = routeFor(channel);
  if (!route) throw unavailable(NOT_CONFIGURED[channel]);
  try {
    if (channel === 'email') {
      await sendEmail({ to, subject: content.subject, text: content.text });
    } else if (route === 'http-sms') {
      const { SMS_URL, SMS_TOKEN, SMS_FROM } = settings();
      const sender = httpSmsSender({ url: SMS_URL!, token: SMS_TOKEN, from: SMS_FROM });
      await sender.send({ to, text: content.sms });
    } else {
      await sendToOutbox('sms', to, null, content.sms);
    }
  } catch (error) {
    // Not the address: logs keep no emails or phone numbers.
    logger.error({ channel, route, error: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'sending a code or link failed');
    throw upstreamFailed(`We could not send the ${channel === 'email' ? 'email' : 'text message'}. Please try again later.`);
  }
}

/**
 * For answers that must not depend on whether an account exists (recovery): the response goes out before
 * the message does, so its timing says nothing. Failures are logged.
 */
export function deliverInBackground(channel: Channel, to: string, content: MessageContent): void {
  deliver(channel, to, content).catch(() => undefined);
}
