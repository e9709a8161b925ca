/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { createMember } from '../helpers/members';

// What a client sees before any route runs: requests Node cannot parse, URLs that do not decode, and the
// security headers. The harness runs the production gateway, so this is the behaviour of `npm start`.

let api: TestApi;
let port: number;

beforeAll(async () => {
  api = await startTestApi();
  port = Number(new URL(api.url).port);
});
afterAll(() => api.stop());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes on a fresh TCP connection and reads until the server closes it. */
function rawRequest(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** A GET with the path sent exactly as written (fetch would normalise some of it). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body }));
    });
    req.on('error', reject);
  });
}

/** The one error shape; a request Node could not parse never became a request, so it has no id to name. */
function expectJsonError(answer: RawAnswer, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  const requestId = answer.headers['x-request-id'];
  expect(body).toEqual({ ...(requestId ? { requestId } : {}), statusCode: status, message: expect.stringMatching(message), error: http.STATUS_CODES[status] });
}

describe('requests Node cannot parse', () => {
  it('answers a JSON 431 to headers larger than the server takes, and closes the connection', async () => {
    const answer = await rawRequest(
      `GET /api/v3/config HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectJsonError(answer, 431, /headers are too large/);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a JSON 400 to a garbage request line', async () => {
    const answer = await rawRequest('this is not http at all\r\n\r\n');
    expectJsonError(answer, 400, /not valid HTTP/);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a JSON 417 to an expectation other than 100-continue', async () => {
    expectJsonError(await get('/api/v3/config', { expect: 'something-else' }), 417, /100-continue/);
  });
});

describe('request targets that are not a plain path', () => {
  it('serve the absolute form (meant for proxies, but valid HTTP) as its path, checks included', async () => {
    const ok = await rawRequest(`GET http://localhost/api/v3/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-security-policy']).toBeDefined();
    const broken = await rawRequest(
      `GET http://localhost/api/v3/mixtapes/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expectJsonError(broken, 400, /bad percent-encoding/);
  });

  it('answer a JSON 400 to the asterisk form', async () => {
    const answer = await rawRequest('OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectJsonError(answer, 400, /not a path/);
  });
});

describe('URLs that do not percent-decode', () => {
  it('answer a JSON 400 for a broken escape in the path, before any route runs', async () => {
    expectJsonError(await get('/api/v3/mixtapes/%E0%A4%A'), 400, /^The URL is not valid: bad percent-encoding\.$/);
  });

  it('answer a JSON 400 for a broken escape in the query', async () => {
    expectJsonError(await get('/api/v3/mixtapes/find?slug=%ZZ'), 400, /bad percent-encoding/);
    expectJsonError(await get('/api/v3/mixtapes?take=%E0%A4'), 400, /bad percent-encoding/);
  });

  it('leave well-formed escapes to the route', async () => {
    const answer = await get('/api/v3/mixtapes/find?slug=no%2Dsuch%2Dmixtape');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).message).not.toMatch(/percent-encoding/);
  });
});

it('sends the security headers with API answers', async () => {
  const answer = await get('/api/v3/config');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(answer.headers['content-security-policy']).toMatch(/object-src 'none'/);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
  // Plain http, no trusted proxy: HSTS would be a promise this answer did not keep.
  expect(answer.headers['strict-transport-security']).toBeUndefined();
});

describe('paths with dot segments', () => {
  const frameAncestors = (answer: RawAnswer) => /frame-ancestors ([^;]+)/.exec(answer.headers['content-security-policy'] ?? '')?.[1];

  it('are answered by the route their resolved path names, API or page', async () => {
    const config = await get('/embed/%2e%2e/api/v3/config');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toHaveProperty('ads');
    const page = await get('/api/v3/.%2E/%2E%2e/account');
    expect(page.status).toBe(404);
    expect(JSON.parse(page.body)).toEqual({ statusCode: 404, message: 'Not found', error: 'Not Found' });
  });

  it('get the security headers of that route: no page but the embed may be framed', async () => {
    for (const path of ['/embed/%2e%2e/account', '/embed/.%2e/account', '/_next/static/%2E%2E/%2e%2e/account', '/_next/data/another-build/account']) {
      const answer = await get(path);
      expect([path, answer.headers['x-frame-options'], frameAncestors(answer)]).toEqual([path, 'DENY', "'none'"]);
    }
  });
});

describe('a body over the limit', () => {
  const BIG = 3 * 1024 * 1024;
  const PIECE = 64 * 1024;
  const bigJson = () => JSON.stringify({ user: 'x'.repeat(BIG), pass: 'y' });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

  /** The body in 64 KB pieces a moment apart, as over a real network: still being sent when the 413 goes out. */
  async function* pieces(body: string) {
    for (let at = 0; at < body.length; at += PIECE) {
      await pause();
      yield new TextEncoder().encode(body.slice(at, at + PIECE));
    }
  }

  /** Sends the whole body, as a client does that reads the answer only once it has sent everything. */
  function postWhole(body: string, headers: Record<string, string | number>): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v3/auth/login', headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: text }));
      });
      req.on('error', reject);
      void (async () => {
        for await (const piece of pieces(body)) if (!req.destroyed) req.write(piece);
        req.end();
      })();
    });
  }

  it('gets its 413 through fetch, which sends all 3 MB before it reads the answer', async () => {
    const next = pieces(bigJson());
    const body = new ReadableStream({
      async pull(controller) {
        const { value, done } = await next.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' };
    const answer = await fetch(`${api.url}/api/v3/auth/login`, init as RequestInit);
    expect([answer.status, answer.headers.get('connection')]).toEqual([413, 'close']);
    expect((await answer.json()).message).toBe('The request body is larger than 64 KB.');
  });

  it('gets its 413 with a declared length and chunked alike, not a reset', async () => {
    const body = bigJson();
    const framings: Record<string, string | number>[] = [{ 'Content-Length': Buffer.byteLength(body) }, { 'Transfer-Encoding': 'chunked' }];
    for (const headers of framings) {
      const answer = await postWhole(body, headers);
      expectJsonError(answer, 413, /^The request body is larger than 64 KB\.$/);
      expect(answer.headers.connection).toBe('close');
    }
  });

  it('gets its 413 from an upload too, naming the file', async () => {
    const member = await createMember(api, 'uploader');
    const form = new FormData();
    form.append('name', 'Too big');
    form.append('cover', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'cover.jpg');
    const answer = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', headers: { Authorization: `Bearer ${member.token}` }, body: form });
    expect([answer.status, answer.headers.get('connection'), (await answer.json()).message]).toEqual([413, 'close', 'The cover must be at most 5 MB.']);
  });
});
