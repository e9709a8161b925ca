export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface HttpSmsOptions {
  /** The provider's send endpoint. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /** Sender id or number, passed through as `from`. */
  from?: string;
  timeoutMs?: number;
}

/**
 * A generic webhook-style SMS provider: POST `{ to, text, from }` as JSON to SMS_URL with SMS_TOKEN as a
 * bearer token; any 2xx answer means accepted. Most providers either speak this directly or sit behind a
 * small relay (a serverless function) that maps it to their own API.
 */
export function httpSmsSender({ url, token, from, timeoutMs = 10_000 }: HttpSmsOptions): SmsSender {
  return {
    async send({ to, text }) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, text, from: from ?? null }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
