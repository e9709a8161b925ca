// Requests of the cluster's checks: to nginx or straight to one instance, JSON or form bodies, redirects not
// followed (a stream's answer is the app's redirect to the bucket).

export interface Answer {
  status: number;
  /** The JSON body, or {} for another kind. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  headers: Headers;
  /** Through nginx: the instance (address) that gave this answer, the last one tried. */
  upstream: string | null;
}

export interface RequestInit {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Sent as is (an upload's bytes, a webhook's exact payload). */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  token?: string;
}

/** A request's body as it goes on the wire, its content type set in `headers`: JSON, a form, or bytes as they are. */
export function encodeBody(init: Pick<RequestInit, 'json' | 'form' | 'body'>, headers: Record<string, string>): string | Uint8Array<ArrayBuffer> | undefined {
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    return JSON.stringify(init.json);
  }
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(init.form).toString();
  }
  return init.body;
}

export async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = encodeBody(init, headers);
  const res = await fetch(`${base}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : {};
  return { status: res.status, body: json, text, headers: res.headers, upstream: res.headers.get('x-upstream')?.split(', ').at(-1) ?? null };
}
