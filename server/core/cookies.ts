// Cookies as the domains see them: a description of one to set or clear, which the transport writes as Set-Cookie
// (server/http/cookies.ts: HttpOnly always, Secure over https). A domain never touches a response.

export interface CookieChange {
  name: string;
  /** The new value; null clears the cookie. */
  value: string | null;
  /** The paths it is sent to. */
  path: string;
  /** Seconds the browser keeps it; without it, until the browser closes. */
  maxAge?: number;
  sameSite: 'Lax' | 'Strict';
}

/** A domain's answer that also sets cookies: the transport (server/http/route.ts) sets them and answers with `body`. */
export class WithCookies<T> {
  constructor(
    readonly body: T,
    readonly cookies: readonly CookieChange[],
  ) {}
}

export const withCookies = <T>(body: T, ...cookies: CookieChange[]) => new WithCookies(body, cookies);
