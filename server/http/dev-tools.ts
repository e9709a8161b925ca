import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookies, setCookies } from './cookies';
import { config, setSetting, settings } from '../core/config';
import { logger } from '../core/logger';

/**
 * The development tools (the outbox, the payments sandbox's test clock) answer only whoever holds DEV_TOOLS_KEY:
 * a random key the server makes at start and prints, with the outbox's address, in its log (scripts/serve.mjs),
 * as notebook servers do. Being on this machine proves nothing: a reverse proxy on the same host makes every
 * stranger a loopback peer. The key comes once in the page's URL, then as a cookie; scripts send it as a header.
 */
export const DEV_TOOLS_COOKIE = 'dev_tools_key';
export const DEV_TOOLS_HEADER = 'x-dev-tools-key';
/** Shorter keys are refused outright: a guessable key would open every code and reset link. */
const MIN_KEY_LENGTH = 24;

function devToolsKey(): Buffer | null {
  const key = settings().DEV_TOOLS_KEY ?? '';
  return key.length >= MIN_KEY_LENGTH ? Buffer.from(key) : null;
}

/** Whether `given` is the key, compared in constant time; always false while no key is set. */
export function isDevToolsKey(given: unknown): boolean {
  const key = devToolsKey();
  if (!key || typeof given !== 'string') return false;
  const candidate = Buffer.from(given);
  return candidate.length === key.length && timingSafeEqual(candidate, key);
}

/** Whether the request carries the key, in the header or the cookie. */
export function hasDevToolsKey(req: IncomingMessage): boolean {
  const header = req.headers[DEV_TOOLS_HEADER];
  return isDevToolsKey(Array.isArray(header) ? header[0] : header) || isDevToolsKey(readCookies(req)[DEV_TOOLS_COOKIE]);
}

/** Keeps the key as a cookie the browser sends only to this site, and never to a script. */
export function setDevToolsCookie(req: IncomingMessage, res: ServerResponse): void {
  setCookies(req, res, [{ name: DEV_TOOLS_COOKIE, value: settings().DEV_TOOLS_KEY ?? '', path: '/', sameSite: 'Strict' }]);
}

/**
 * At start, before any worker is forked: when a development tool is on (the outbox, or the test clock asked for
 * by PAYMENTS_TEST_CLOCK=1), makes the key unless DEV_TOOLS_KEY sets one, and answers the one log line that
 * gives the person who started the server the outbox's full address. Workers inherit the key from the environment.
 */
export function openDevTools(isOutboxOn: boolean, siteUrl: string): string | null {
  const isClockOn = !!settings().PAYMENTS_TEST_CLOCK;
  if (!isOutboxOn && !isClockOn) return null;
  if (!devToolsKey()) {
    setSetting('DEV_TOOLS_KEY', randomBytes(24).toString('base64url'));
    // Another instance on the database makes a key of its own: behind a load balancer, the outbox would open only
    // when the request happened to reach this one.
    if (config.databaseUrl) logger.warn('DEV_TOOLS_KEY is unset, so this instance made its own key: set one DEV_TOOLS_KEY for every instance on this database');
  }
  const key = encodeURIComponent(settings().DEV_TOOLS_KEY!);
  const tools = [isOutboxOn && `Outbox: ${siteUrl}/dev/outbox?key=${key}`, isClockOn && `test clock: send header ${DEV_TOOLS_HEADER}: ${key}`];
  return `${tools.filter(Boolean).join('; ')} (the key is this server's; keep it to yourself)`;
}
