import type { OutboxMessage } from '@/lib/contracts/dev-outbox';
import { httpCall } from './http';

/** The development tools' key of the test servers (startTestApi sets it; the outbox and the test clock need it). */
export const DEV_TOOLS_KEY = 'test-dev-tools-key-0123456789abcdef';
export const devToolsHeaders: Record<string, string> = { 'x-dev-tools-key': DEV_TOOLS_KEY };


/** What the built-in outbox kept, newest first (all of it, or what went to `to`). */
export async function readOutbox(baseUrl: string, to?: string): Promise<OutboxMessage[]> {
  const res = await httpCall<{ data: OutboxMessage[] }>(`${baseUrl}/api/dev/outbox`, { query: to === undefined ? {} : { to }, headers: devToolsHeaders });
  if (res.status !== 200) throw new Error(`the outbox answered ${res.status}`);
  return res.body.data;
}
