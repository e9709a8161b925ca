import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '@/lib/contracts/dev-outbox';

/** The development tools' key of the journeys' server (playwright.config.ts passes it as DEV_TOOLS_KEY). */
export const E2E_DEV_TOOLS_KEY = 'e2e-dev-tools-key-0123456789abcdef';
/** An admin by the journeys' server's ADMIN_EMAILS (playwright.config.ts), so a creator: the studio journey's account. */
export const STUDIO_ADMIN = { email: 'studio-admin@example.com', username: 'studioadmin', password: 'publishes-from-the-browser-7' };
/** An admin by the same list: the console journey's account, which turns two-factor codes on as the console asks. */
export const CONSOLE_ADMIN = { email: 'console-admin@example.com', username: 'consoleadmin', password: 'answers-every-notice-9' };
/** The outbox page as the start log gives its address: the key once in the URL, then a cookie. */
export const OUTBOX_PAGE = `/dev/outbox?key=${E2E_DEV_TOOLS_KEY}`;

/** What the built-in outbox kept for `to`, newest first (DEV_OUTBOX=1 in playwright.config.ts). */
export async function outboxMessages(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { 'x-dev-tools-key': E2E_DEV_TOOLS_KEY } });
  expect(response.status(), 'the outbox must be on (DEV_OUTBOX=1)').toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}
