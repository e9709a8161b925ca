import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Headers of its own, such as an alert's `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** Sends email: plain text only, account messages (codes, reset links) and alerts. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const transports = new Map<string, Promise<Transporter>>();

/**
 * SMTP through nodemailer. `url` is a connection URL such as `smtps://user:pass@smtp.example.com:465`
 * or `smtp://127.0.0.1:2525`; one transport per URL is reused across messages.
 */
export function smtpMailer(url: string, from: string): Mailer {
  return {
    async send({ to, subject, text, headers }) {
      let transport = transports.get(url);
      if (!transport) {
        transport = import('nodemailer').then((m) => m.createTransport(url));
        transports.set(url, transport);
      }
      await (await transport).sendMail({ from, to, subject, text, headers });
    },
  };
}
