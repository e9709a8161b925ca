import { eq } from 'drizzle-orm';
import type { SpotimLoginReply } from '@/lib/contracts/comments';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { unauthenticated, upstreamFailed, unavailable } from '../core/errors';
import { logger } from '../core/logger';
import { settings } from '../core/config';

// OpenWeb's single sign-on, the server-to-server step (see docs/product.md, Comments): the provider's script hands
// the site a code_a, the site vouches for the member by sending it with the member's id and name to OpenWeb's SSO
// endpoint under the site's secret token, and OpenWeb answers the code_b the script completes the sign-on with.

const DEFAULT_SSO_URL = 'https://www.spot.im/api/sso/v1/register-user';
const DEFAULT_TIMEOUT_MS = 5_000;

export const SSO_NOT_CONFIGURED = 'Single sign-on with the comments provider is not set up on this site.';
export const SSO_FAILED = 'The comments provider could not sign you in. Please try again later.';
export const SSO_TIMED_OUT = 'The comments provider did not answer in time. Please try again later.';

function ssoSettings() {
  const { OPENWEB_SSO_URL, OPENWEB_SSO_TOKEN, OPENWEB_SSO_TIMEOUT_MS } = settings();
  return { url: OPENWEB_SSO_URL ?? DEFAULT_SSO_URL, token: OPENWEB_SSO_TOKEN ?? '', timeoutMs: OPENWEB_SSO_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS };
}

/** The code_b out of OpenWeb's answer: plain text, or JSON holding `code_b`. */
function codeBOf(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('"')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'string') return parsed;
    const code = (parsed as { code_b?: unknown }).code_b;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

export async function openWebLogin(userId: number, codeA: string): Promise<SpotimLoginReply> {
  const { url, token, timeoutMs } = ssoSettings();
  if (!token) throw unavailable(SSO_NOT_CONFIGURED);
  const db = await getDb();
  const [member] = await db.select({ username: users.username, fullname: users.fullname }).from(users).where(eq(users.id, userId));
  if (!member) throw unauthenticated('Please log in to continue.');
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain', 'x-spotim-sso-access-token': token },
      // The member has no picture on this site, so OpenWeb shows its own default avatar (no image_url).
      body: JSON.stringify({ code_a: codeA, primary_key: String(userId), user_name: member.username, display_name: member.fullname }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The abort's reason (a DOMException) is what fetch rejects with when the time is up.
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    logger.error({ error: String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0] }, 'OpenWeb single sign-on call failed');
    throw upstreamFailed(timedOut ? SSO_TIMED_OUT : SSO_FAILED);
  }
  const text = await res.text().catch(() => '');
  const codeB = res.ok ? codeBOf(text) : '';
  if (!codeB) {
    logger.error({ status: res.status }, 'OpenWeb single sign-on answered without a code_b');
    throw upstreamFailed(SSO_FAILED);
  }
  return { code_b: codeB };
}
