/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  contentSecurityPolicy,
  createSecurityHeaders,
  HSTS,
  securityConfigOf,
  type SecurityConfig,
} from '@/server/http/security-headers';
import { parseSettings } from '@/server/core/config';
import { COLOR_SCHEME_SCRIPT } from '@/lib/color-scheme-script';

/** A page's inline scripts, here the color scheme's alone; an API answer's, none. */
const PAGE_SCRIPTS = [COLOR_SCHEME_SCRIPT];
const PRODUCTION: SecurityConfig = { production: true, inlineScripts: (pathname) => (pathname.startsWith('/api/') ? [] : PAGE_SCRIPTS) };
const env = (vars: Record<string, string>) => securityConfigOf(parseSettings(vars), () => []);
const PAGE_POLICY = contentSecurityPolicy(PRODUCTION, PAGE_SCRIPTS);

/** The directives of a policy by name, e.g. { 'img-src': ["'self'", 'data:'] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function answer(config: SecurityConfig, req: { url?: string; headers?: Record<string, string>; encrypted?: boolean } = {}) {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) } as unknown as ServerResponse;
  const request = { url: req.url ?? '/', headers: req.headers ?? {}, socket: { encrypted: req.encrypted } } as unknown as IncomingMessage;
  createSecurityHeaders(config).apply(request, res);
  return headers;
}

describe('Content-Security-Policy', () => {
  it('allows scripts from the site itself and the hash of the color-scheme script, and no eval, in production', () => {
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    const csp = directives(PAGE_POLICY);
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("allows OpenWeb's launcher and hosts only when COMMENTS_PROVIDER is openweb", () => {
    const builtin = contentSecurityPolicy(env({ NODE_ENV: 'production' }));
    expect(builtin).not.toMatch(/spot\.im|openweb/);
    const openWeb = directives(contentSecurityPolicy(env({ NODE_ENV: 'production', COMMENTS_PROVIDER: 'openweb' })));
    const hosts = ['https://launcher.spot.im', 'https://*.spot.im', 'https://*.openweb.com'];
    expect(openWeb['script-src']).toEqual(["'self'", ...hosts]);
    for (const name of ['connect-src', 'img-src', 'style-src', 'frame-src']) expect(openWeb[name]).toEqual(expect.arrayContaining(hosts));
    expect(openWeb['default-src']).toEqual(["'self'"]);
  });

  it('allows Stripe.js, its frames and its API only when NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set', () => {
    const sandbox = contentSecurityPolicy(env({ NODE_ENV: 'production' }));
    expect(sandbox).not.toMatch(/stripe/);
    expect(directives(sandbox)['frame-src']).toBeUndefined();
    const stripe = directives(contentSecurityPolicy(env({ NODE_ENV: 'production', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })));
    expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(stripe['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(stripe['default-src']).toEqual(["'self'"]);
    expect(stripe['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("keeps the site's own frames (the sandbox's 3-D Secure page) allowed when a provider's frames are", () => {
    const openWeb = directives(contentSecurityPolicy(env({ NODE_ENV: 'production', COMMENTS_PROVIDER: 'openweb' })));
    expect(openWeb['frame-src'][0]).toBe("'self'");
  });

  it("adds 'unsafe-eval' outside production, for Next's development refresh", () => {
    expect(directives(contentSecurityPolicy({ ...PRODUCTION, production: false }, PAGE_SCRIPTS))['script-src']).toContain("'unsafe-eval'");
    expect(env({ NODE_ENV: 'development' }).production).toBe(false);
    expect(env({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('allows images and audio from the origin of an absolute MEDIA_URL, not from a relative one', () => {
    const cdn = directives(contentSecurityPolicy({ ...PRODUCTION, mediaUrls: ['https://cdn.example.com/mixtapes/media'] }));
    expect(cdn['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(cdn['media-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    // Saving a mixtape offline fetches its streams, which the media origin may answer.
    expect(cdn['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);

    const schemeRelative = directives(contentSecurityPolicy({ ...PRODUCTION, mediaUrls: ['//media.example.com:8443/m'] }));
    expect(schemeRelative['img-src']).toContain('media.example.com:8443');

    const relative = directives(contentSecurityPolicy({ ...PRODUCTION, mediaUrls: ['/api/v3/media'] }));
    expect(relative['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets the browser call the origins of absolute API URLs, once each', () => {
    const csp = contentSecurityPolicy({
      ...PRODUCTION,
      apiUrls: ['https://api.example.com/api/v3', 'https://api.example.com/api/v2.0', undefined],
    });
    expect(directives(csp)['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    const config = env({ NEXT_PUBLIC_API_URL: 'https://api.example.com/api/v3', MEDIA_URL: 'https://cdn.example.com/m' });
    expect(directives(contentSecurityPolicy(config))).toMatchObject({
      'connect-src': ["'self'", 'https://api.example.com', 'https://cdn.example.com'],
      'media-src': ["'self'", 'data:', 'blob:', 'https://cdn.example.com'],
    });
  });
});

describe('the headers of an answer', () => {
  it('let the service worker control the whole site, and make browsers ask for a new one each time', () => {
    const headers = answer(PRODUCTION, { url: '/sw.js' });
    expect(headers.get('service-worker-allowed')).toBe('/');
    expect(headers.get('cache-control')).toBe('no-cache');
    // Its fetches answer to the site's policy: the same sources as a page's.
    expect(headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(answer(PRODUCTION, { url: '/mixtape/sw.js' }).has('service-worker-allowed')).toBe(false);
  });

  it('forbid framing, sniffing and unused browser features on every answer', () => {
    const headers = answer(PRODUCTION, { url: '/api/v3/config' });
    // An API answer runs no script: its policy allows no inline one.
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(PRODUCTION));
    expect(directives(headers.get('content-security-policy')!)['script-src']).toEqual(["'self'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/autoplay=\(self\)/);
    expect(headers.get('permissions-policy')).toMatch(/fullscreen=\(self\)/);
  });

  it("keep a document's policies off the build's scripts and style sheets, which are never documents", () => {
    for (const url of ['/_next/static/chunks/app.js', '/_next/static/css/site.css']) {
      const headers = answer(PRODUCTION, { url });
      expect(headers.has('content-security-policy')).toBe(false);
      expect(headers.has('x-frame-options')).toBe(false);
      expect(headers.has('permissions-policy')).toBe(false);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(answer(PRODUCTION, { url: '/_next/static/chunks/app.js', encrypted: true }).get('strict-transport-security')).toBe(HSTS);
    expect(answer(PRODUCTION, { url: '/_next/image?url=x' }).get('content-security-policy')).toBe(PAGE_POLICY);
    // Next answers a /_next/data/ path that names no page's data (another build's id) with its 404 page.
    expect(answer(PRODUCTION, { url: '/_next/data/other-build/account' }).get('x-frame-options')).toBe('DENY');
  });

  it('add Strict-Transport-Security only to an answer that goes out over https', () => {
    expect(answer(PRODUCTION).has('strict-transport-security')).toBe(false);
    expect(answer(PRODUCTION, { encrypted: true }).get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('believe X-Forwarded-Proto only behind a trusted proxy, and only the entry that proxy wrote', () => {
    const forwarded = (proto: string) => ({ headers: { 'x-forwarded-proto': proto } });
    expect(answer(PRODUCTION, forwarded('https')).has('strict-transport-security')).toBe(false);
    const behindProxy = { ...PRODUCTION, trustProxy: true };
    expect(answer(behindProxy, forwarded('https')).get('strict-transport-security')).toBe(HSTS);
    expect(answer(behindProxy, forwarded('https, http')).has('strict-transport-security')).toBe(false);
    expect(answer(behindProxy, forwarded('http')).has('strict-transport-security')).toBe(false);
    expect(env({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(env({}).trustProxy).toBe(false);
  });

  it("keep the console's pages and their props out of every cache and every search index, and no other page", () => {
    for (const url of ['/admin', '/admin/dmca/3', '/admin?section=reports', '/_next/data/build-1/admin/reports.json']) {
      const headers = answer(PRODUCTION, { url });
      expect([headers.get('cache-control'), headers.get('x-robots-tag')]).toEqual(['private, no-store', 'noindex, nofollow']);
    }
    for (const url of ['/', '/administrators', '/mixtape/admin', '/_next/data/build-1/mixtape/admin.json']) expect(answer(PRODUCTION, { url }).has('x-robots-tag')).toBe(false);
  });

  it("let only this site frame the payments sandbox's 3-D Secure page", () => {
    const framed = answer(PRODUCTION, { url: '/payments/sandbox/3ds/pi_123?client_secret=pi_123_secret_abc' });
    expect(framed.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directives(framed.get('content-security-policy')!)['frame-ancestors']).toEqual(["'self'"]);
    expect(answer(PRODUCTION, { url: '/payments/other' }).get('x-frame-options')).toBe('DENY');
  });

  it('let any site frame a path meant for embedding, and nothing else', () => {
    const config = { ...PRODUCTION, embeddablePrefixes: ['/embed/'] };
    const embed = answer(config, { url: '/embed/player/3' });
    expect(embed.has('x-frame-options')).toBe(false);
    expect(directives(embed.get('content-security-policy')!)['frame-ancestors']).toEqual(['*']);
    expect(answer(config, { url: '/mixtape/x' }).get('x-frame-options')).toBe('DENY');
  });
});
