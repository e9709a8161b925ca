export interface HttpInit {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  token?: string;
  /** Value of the refresh_token cookie to send. */
  cookie?: string | null;
  headers?: Record<string, string>;
}

export interface HttpAnswer<T> {
  status: number;
  body: T & { message: string; statusCode: number };
  headers: Headers;
  setCookie: string | null;
  /** The refresh_token value the answer set, if any. */
  cookie: string | null;
}

/** One request to a test server: a form or JSON body, a Bearer token, the refresh cookie; the answer parsed. */
export async function httpCall<T = Record<string, unknown>>(url: string, init: HttpInit = {}): Promise<HttpAnswer<T>> {
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
  }
  const res = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie');
  const cookie = /^refresh_token=([^;]*)/.exec(setCookie ?? '')?.[1] ?? null;
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers, setCookie, cookie };
}
