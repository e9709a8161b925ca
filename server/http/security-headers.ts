import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { pageInlineScripts } from './inline-scripts';
import type { CommentsProvider } from '@/lib/contracts/comments';
import { s3PublicOrigin, s3SettingsOf } from '../adapters/s3-settings';
import { commentsConfig, OPENWEB_LAUNCHER_ORIGIN } from '../comments/config';
import { settings, type Settings } from '../core/config';

/**
 * Path prefixes meant to be framed by other sites: the embeddable player of a mixtape (pages/embed/[slug].tsx).
 * A prefix listed here drops X-Frame-Options and lets any ancestor frame it; every other page refuses frames.
 */
export const EMBEDDABLE_PATH_PREFIXES: readonly string[] = ['/embed/'];

/**
 * Path prefixes this site frames itself, and no one else: the payments sandbox's 3-D Secure page, shown inside the
 * payment dialog as a bank's page is (pages/payments/sandbox/3ds/[id].tsx).
 */
export const SELF_FRAMED_PATH_PREFIXES: readonly string[] = ['/payments/sandbox/3ds/'];

/**
 * Path prefixes of the build's own files: scripts, style sheets and fonts under /_next/static/. None is ever a
 * document (Next answers an unknown one with a plain-text 404), so a document's policies (CSP, framing, permissions)
 * mean nothing there; left off, they take 2–3 KB of headers off each of the dozen scripts a page loads (a phone's
 * first load). Not /_next/data/: Next answers a path there that names no page's data (another build's id, say)
 * with the 404 page, a document, which must not be framed.
 */
export const BUILD_ASSET_PATH_PREFIXES: readonly string[] = ['/_next/static/'];

/**
 * The service worker (sw/sw.ts, built to public/sw.js): its scope is the whole site, and every browser asks for it
 * again rather than keep a copy, so a new build's worker is found on the next visit (see docs/architecture.md, Offline).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
const SERVICE_WORKER_HEADERS = [
  ['Service-Worker-Allowed', '/'],
  ['Cache-Control', 'no-cache'],
] as const;

export const HSTS = 'max-age=31536000; includeSubDomains';

// Denied outright: nothing on the site asks for them. Audio autoplay (the radio, the pop-out player) and
// fullscreen stay allowed for the site itself.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export interface SecurityConfig {
  /** Without it the policy allows 'unsafe-eval', which Next's development refresh needs. */
  production: boolean;
  /** MEDIA_URL, and object storage that media requests are redirected to: covers and audio come from their origins. */
  mediaUrls?: readonly (string | undefined)[];
  /** NEXT_PUBLIC_API_URL and NEXT_PUBLIC_API_V2_URL: the browser calls their origins when absolute. */
  apiUrls?: readonly (string | undefined)[];
  /** The inline scripts an answer at a path may run, each allowed by its sha256 hash (pageInlineScripts). */
  inlineScripts: (pathname: string) => readonly string[];
  /** TRUST_PROXY: believe X-Forwarded-Proto from the one reverse proxy in front. */
  trustProxy?: boolean;
  embeddablePrefixes?: readonly string[];
  /** COMMENTS_PROVIDER: with `openweb`, the provider's launcher script and what it loads are allowed. */
  commentsProvider?: CommentsProvider;
  /** NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set: the site takes cards with Stripe.js, which these sources serve. */
  stripe?: boolean;
  selfFramedPrefixes?: readonly string[];
}

export type HeaderList = readonly (readonly [string, string])[];

export interface SecurityHeaders {
  /** The headers of an answer that runs no script, like the API's (frame-ancestors 'none'). */
  readonly headers: HeaderList;
  /** Sets the headers that fit this request on its response, by its path as the gateway passes it on (resolved). */
  apply(req: IncomingMessage, res: ServerResponse): void;
}

export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source for an absolute URL (its origin; only the host for a scheme-relative one), null when relative. */
export function sourceOf(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('//')) {
    const host = URL.canParse(`https:${url}`) ? new URL(`https:${url}`).host : '';
    return host || null;
  }
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return null;
  return new URL(url).origin;
}

const sources = (urls: readonly (string | undefined)[]) => [
  ...new Set(urls.map(sourceOf).filter((s): s is string => s !== null)),
];

/**
 * OpenWeb's comments: the launcher script (keyed by the spot id), and the scripts, styles, calls, pictures and
 * frames it brings from the provider's hosts. Allowed only while OpenWeb is the comments provider.
 */
const OPENWEB_SOURCES = [OPENWEB_LAUNCHER_ORIGIN, 'https://*.spot.im', 'https://*.openweb.com'];

/**
 * Stripe.js and its Payment Element (Stripe's guide to CSP): the script and its frames from js.stripe.com, the
 * 3-D Secure frames from hooks.stripe.com, calls to api.stripe.com. Allowed only while cards go to Stripe.
 */
const STRIPE_SCRIPT_SOURCES = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME_SOURCES = [...STRIPE_SCRIPT_SOURCES, 'https://hooks.stripe.com'];
const STRIPE_CONNECT_SOURCES = ['https://api.stripe.com'];

/** The policy of an answer that may run `inlineScripts` (none: an API answer), framed by `frameAncestors`. */
export function contentSecurityPolicy(config: SecurityConfig, inlineScripts: readonly string[] = [], frameAncestors = "'none'"): string {
  const media = sources(config.mediaUrls ?? []);
  const openWeb = config.commentsProvider === 'openweb' ? OPENWEB_SOURCES : [];
  const stripe = config.stripe ?? false;
  // Frames: the site's own (the sandbox's 3-D Secure page) and the providers'.
  const frames = [...openWeb, ...(stripe ? STRIPE_FRAME_SOURCES : [])];
  const directives = [
    ["default-src 'self'"],
    [
      "script-src 'self'",
      ...inlineScripts.map(scriptHash),
      ...(config.production ? [] : ["'unsafe-eval'"]),
      ...openWeb,
      ...(stripe ? STRIPE_SCRIPT_SOURCES : []),
    ],
    // Emotion (MUI's styling) writes <style> elements at run time.
    ["style-src 'self' 'unsafe-inline'", ...openWeb],
    ["img-src 'self' data: blob:", ...media, ...openWeb],
    ["media-src 'self' data: blob:", ...media],
    ["font-src 'self' data:", ...openWeb],
    // Media too: saving a mixtape offline fetches its streams, which may be redirected to object storage; the
    // service worker, which answers to this same policy, follows the same redirects.
    ["connect-src 'self'", ...sources(config.apiUrls ?? []), ...media, ...openWeb, ...(stripe ? STRIPE_CONNECT_SOURCES : [])],
    ["worker-src 'self'"],
    ...(frames.length ? [["frame-src 'self'", ...frames]] : []),
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    [`frame-ancestors ${frameAncestors}`],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The answer went out over TLS: to this process, or (behind a trusted proxy) to the proxy in front. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  if (typeof proto !== 'string') return false;
  // The last entry is the one our proxy wrote, as for X-Forwarded-For.
  const comma = proto.lastIndexOf(',');
  return (comma === -1 ? proto : proto.slice(comma + 1)).trim().toLowerCase() === 'https';
}

/** The operator console's pages (and their props): kept by no cache, indexed by no search engine. */
const PRIVATE_PAGE = /^(?:\/_next\/data\/[^/]+)?\/admin(?:[/?.]|$)/;
const PRIVATE_PAGE_HEADERS = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
] as const;

interface HeaderLists {
  /** A page or an API answer: frames refused. */
  page: HeaderList;
  /** A path meant for embedding (EMBEDDABLE_PATH_PREFIXES): any site may frame it. */
  embeddable: HeaderList;
  /** A page this site frames itself (SELF_FRAMED_PATH_PREFIXES). */
  selfFramed: HeaderList;
}

export function createSecurityHeaders(config: SecurityConfig): SecurityHeaders {
  const common = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ] as const;
  const listsFor = (scripts: readonly string[]): HeaderLists => ({
    page: [['Content-Security-Policy', contentSecurityPolicy(config, scripts)], ['X-Frame-Options', 'DENY'], ...common],
    embeddable: [['Content-Security-Policy', contentSecurityPolicy(config, scripts, '*')], ...common],
    selfFramed: [['Content-Security-Policy', contentSecurityPolicy(config, scripts, "'self'")], ['X-Frame-Options', 'SAMEORIGIN'], ...common],
  });
  // Made once for each list of scripts (inlineScripts answers the same array for the same page).
  const made = new WeakMap<readonly string[], HeaderLists>();
  const lists = (scripts: readonly string[]) => {
    let found = made.get(scripts);
    if (!found) made.set(scripts, (found = listsFor(scripts)));
    return found;
  };
  const buildAsset: HeaderList = common.filter(([name]) => name !== 'Permissions-Policy');
  const prefixes = config.embeddablePrefixes ?? EMBEDDABLE_PATH_PREFIXES;
  const selfFramedPrefixes = config.selfFramedPrefixes ?? SELF_FRAMED_PATH_PREFIXES;
  const trustProxy = config.trustProxy ?? false;

  return {
    headers: listsFor([]).page,
    apply(req, res) {
      const url = req.url ?? '/';
      const pathname = url.split('?')[0];
      let list: HeaderList;
      if (BUILD_ASSET_PATH_PREFIXES.some((prefix) => url.startsWith(prefix))) list = buildAsset;
      else {
        const forPath = lists(config.inlineScripts(pathname));
        if (prefixes.some((prefix) => url.startsWith(prefix))) list = forPath.embeddable;
        else if (selfFramedPrefixes.some((prefix) => url.startsWith(prefix))) list = forPath.selfFramed;
        else list = forPath.page;
      }
      for (const [name, value] of list) res.setHeader(name, value);
      if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
      if (PRIVATE_PAGE.test(url)) for (const [name, value] of PRIVATE_PAGE_HEADERS) res.setHeader(name, value);
      if (pathname === SERVICE_WORKER_PATH) for (const [name, value] of SERVICE_WORKER_HEADERS) res.setHeader(name, value);
    },
  };
}

/** With media in S3 served by redirect (not MEDIA_PROXY), the origin of the signed URLs. */
function redirectedMediaOrigin(from: Settings): string | undefined {
  if (from.MEDIA_STORAGE !== 's3' || from.MEDIA_PROXY) return undefined;
  return s3PublicOrigin(s3SettingsOf(from));
}

/** The configuration of this process: its settings, and the inline scripts of the build in .next. */
export function securityConfigOf(from: Settings = settings(), inlineScripts = pageInlineScripts()): SecurityConfig {
  return {
    production: from.NODE_ENV === 'production',
    inlineScripts,
    mediaUrls: [from.MEDIA_URL, redirectedMediaOrigin(from)],
    apiUrls: [from.NEXT_PUBLIC_API_URL, from.NEXT_PUBLIC_API_V2_URL],
    trustProxy: from.TRUST_PROXY ?? false,
    commentsProvider: commentsConfig(from).provider,
    stripe: !!from.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  };
}

let fromEnv: SecurityHeaders | undefined;

/** This process's headers, built from the environment on first use: runtime configuration, not build time. */
export function securityHeaders(): SecurityHeaders {
  fromEnv ??= createSecurityHeaders(securityConfigOf());
  return fromEnv;
}
