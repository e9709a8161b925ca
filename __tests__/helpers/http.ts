export interface HttpInit {
  method?: string;
  /** Added to the url's query string. */
  query?: Record<string, string | number>;
  form?: Record<string, string>;
  json?: unknown;
  /** A body sent as it is written, such as malformed JSON; its Content-Type, if any, is `type`. */
  body?: string;
  /** The body's Content-Type, in place of the one a form or JSON body gets. */
  type?: string;
  token?: string;
  /** Value of the refresh_token cookie to send. */
  cookie?: string | null;
  headers?: Record<string, string>;
  /** Leave the answer unparsed (`body` is `{}`): for audio, images, HTML; read `text` or `bytes` instead. */
  raw?: boolean;
}

export interface HttpAnswer<T> {
  status: number;
  body: T & { message: string; statusCode: number };
  /** The answer as text, and as bytes. */
  text: string;
  bytes: Buffer;
  headers: Headers;
  setCookie: string | null;
  /** The refresh_token value the answer set, if any. */
  cookie: string | null;
}

/** One request to a test server: a form, JSON or raw body, a Bearer token, the refresh cookie; the answer read whole and parsed. */
export async function httpCall<T = Record<string, unknown>>(url: string, init: HttpInit = {}): Promise<HttpAnswer<T>> {
  const target = new URL(url);
  for (const [name, value] of Object.entries(init.query ?? {})) target.searchParams.append(name, String(value));
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = `refresh_token=${init.cookie}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.body !== undefined) {
    body = init.body;
  }
  if (init.type) headers['content-type'] = init.type;
  const res = await fetch(target, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const setCookie = res.headers.get('set-cookie');
  const cookie = /^refresh_token=([^;]*)/.exec(setCookie ?? '')?.[1] ?? null;
  return { status: res.status, body: text && !init.raw ? JSON.parse(text) : {}, text, bytes, headers: res.headers, setCookie, cookie };
}

/** What two answers must share to be "alike" to a caller: all but what names each request (its id). */
export function alike({ status, body, cookie, setCookie }: HttpAnswer<unknown>) {
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  delete rest.requestId;
  return { status, body: rest, cookie, setCookie };
}

/** GET from the test API's v3: the body of the answer, which must have `status` (200 unless told). */
export const getV3 =
  (api: { url: string }) =>
  async <T>(path: string, status = 200): Promise<T> => {
    const res = await httpCall<T>(`${api.url}/api/v3${path}`);
    expect(res.status).toBe(status);
    return res.body;
  };

/**
 * Hands `use` a new client address `prefix`.x.y before each test (x.y counting up): a test that calls from its own
 * address keeps the per-IP limits of one test from spilling into the next.
 */
export function addressPerTest(prefix: string, use: (ip: string) => void): void {
  let count = 0;
  beforeEach(() => {
    count += 1;
    use(`${prefix}.${count >> 8}.${count & 255}`);
  });
}
