import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { logger } from '../core/logger';
import { isStopping, markStopping } from '../core/stopping';
import { recordRequest, recordStreamBytes } from '../core/metrics';
import { HttpError, logServerError } from './errors';
import { requestContext, startRequest } from './request-context';
import { securityHeaders, type SecurityHeaders } from './security-headers';

// The transport in front of every request, in production (scripts/serve.mjs, in front of Next) and in the API
// tests (the same server around the route handlers): answers Node or Next would otherwise give as bare text,
// and the security headers, live here so they are runtime configuration and behave the same in both.

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

const JSON_TYPE = 'application/json; charset=utf-8';
const BAD_ENCODING = new HttpError(400, 'The URL is not valid: bad percent-encoding.');
const BAD_TARGET = new HttpError(400, 'The request target is not a path.');
const INTERNAL = new HttpError(500, 'Something went wrong on our side. Please try again.');

/** /api, /api/... or /api?...: answers there are JSON, whatever goes wrong. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/**
 * The request target in origin-form (a path and query). The absolute-form (`GET http://host/path`) is meant for
 * proxies but valid HTTP: it becomes its path, so the checks below and Next see one shape. Null for the rest ('*').
 */
export function originForm(url: string): string | null {
  if (url.startsWith('/')) return url;
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  if (!authority) return null;
  const rest = url.slice(authority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** '.' or '..', each dot escaped or not ('%2e', '.%2E', ...); group 1 is the second dot of '..'. */
const DOT_SEGMENT = /^(?:\.|%2e)(\.|%2e)?$/i;

/**
 * The target with the dot segments of its path resolved as a URL parser resolves them, and so as Next and browsers
 * do ('/a/b/%2e%2e/c' is '/a/c'). The gateway passes on the resolved target, so every choice made on the path after
 * it (API or page, security headers, build files, cache keys) is made on the path that answers: '/embed/%2e%2e/account'
 * is the account page, with the account page's headers. Backslashes and repeated slashes are left as they are: Next
 * and the API router answer them with a 308 to the clean path, and serve nothing there.
 */
export function resolveDotSegments(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!/\/(?:\.|%2e)/i.test(path)) return url;
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const dots = DOT_SEGMENT.exec(segment);
    if (!dots) {
      kept.push(segment);
      continue;
    }
    if (dots[1]) kept.pop();
    // A dot segment at the end leaves a directory: '/a/b/..' is '/a/'.
    if (i === segments.length - 1) kept.push('');
  }
  return `/${kept.join('/')}${query === -1 ? '' : url.slice(query)}`;
}

/** Puts the request target in the one shape every later step sees (a path, dot segments resolved); null if it is none. */
function normaliseTarget(req: IncomingMessage): string | null {
  const target = originForm(req.url ?? '/');
  if (target === null) return null;
  req.url = resolveDotSegments(target);
  return req.url;
}

/** Whether every %-escape of the path and query decodes (to valid UTF-8, as route params and query values must). */
export function percentDecodes(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function sendJsonError(res: ServerResponse, error: HttpError): void {
  const body = JSON.stringify({ ...error.toBody(), requestId: requestContext(res.req).id });
  res.statusCode = error.statusCode;
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  logServerError(error, req, requestContext(req).id);
  if (res.headersSent) {
    res.destroy();
  } else if (isApiUrl(req.url ?? '/')) {
    sendJsonError(res, INTERNAL);
  } else {
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Internal Server Error');
  }
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0];

// Probes poll every second: their lines would drown the rest, so they are logged only at debug level.
const PROBES = new Set(['/api/health', '/api/ready']);
// Answers whose bytes count as media served (streams, covers, downloads).
const MEDIA_TYPE = /^(audio|image|video)\/|^application\/zip/;

/**
 * The end of every request, whether it finished or the client went away: one log line (method, route, status,
 * duration, request id, user id when known) and the request metrics. Pages are labelled by kind, not path, so
 * the metrics' label sets stay bounded.
 */
function finished(req: IncomingMessage, res: ServerResponse): void {
  const context = requestContext(req);
  const seconds = Number(process.hrtime.bigint() - context.start) / 1e9;
  const path = pathOf(req);
  const route = context.route ?? (path.startsWith('/_next/') ? '/_next/*' : isApiUrl(path) ? '/api/*' : 'page');
  const status = res.writableFinished ? res.statusCode : 499; // 499: the client closed the request first
  recordRequest(route, req.method ?? 'GET', status, seconds);
  if (res.writableFinished && MEDIA_TYPE.test(String(res.getHeader('content-type') ?? ''))) recordStreamBytes(Number(res.getHeader('content-length')) || 0);
  const line = { requestId: context.id, method: req.method, route, path, status, ms: Math.round(seconds * 1e4) / 10, userId: context.userId };
  if (status >= 500) logger.error(line, 'request');
  else if (PROBES.has(path)) logger.debug(line, 'request');
  else logger.info(line, 'request');
}

/** Requests started per turn of the event loop when more are waiting (see admit). */
const REQUESTS_PER_TURN = 8;

/**
 * Starts requests a few per turn of the event loop, in the order they came. libuv accepts one new connection per
 * turn, and a turn that ran every waiting request of 200 busy keep-alive connections lasted ~100 ms: a burst of new
 * visitors then waited in the kernel's queue for seconds (200 connections opened at once against the home page: 10
 * to 45 unanswered after 10 s, a bare Node server alike). A few requests per turn keeps turns short, so the server
 * accepts new connections as fast as it answers the ones it has. A request waits no longer than it did: it only
 * gives way to others in line.
 */
export function createAdmission(perTurn = REQUESTS_PER_TURN): (start: () => void) => void {
  // A queue as an array and the index of its head; started entries are let go at once, the array now and then.
  let waiting: ((() => void) | null)[] = [];
  let head = 0;
  let scheduled = false;
  const turn = () => {
    const end = Math.min(waiting.length, head + perTurn);
    while (head < end) {
      const start = waiting[head]!;
      waiting[head++] = null;
      start();
    }
    if (head === waiting.length) {
      waiting = [];
      head = 0;
      scheduled = false;
      return;
    }
    if (head >= 1024) {
      waiting = waiting.slice(head);
      head = 0;
    }
    setImmediate(turn);
  };
  return (start) => {
    waiting.push(start);
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
}

/** Answers under way, so that they close their connections once the process begins to stop. */
const underway = new Set<ServerResponse>();
/** When the last request came in. */
let lastArrival = 0;
const STOPPING = new HttpError(503, 'This server is stopping: send the request again.', { 'Retry-After': '1' });
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * The process begins to stop: from now on every answer, those under way included, closes its connection once sent
 * (`Connection: close`), so a proxy keeping connections open to this process sends its next requests elsewhere
 * instead of onto a connection about to close, and readiness answers 503 (server/core/stopping.ts). A GET or HEAD
 * that comes in now (the probes aside) is answered 503 at once: a proxy retries it on another instance, and one
 * that checks nothing else (nginx) then holds this one failed and sends it no more, which sees to it that no
 * request waits unaccepted in the queue of the socket when it closes (see stoppedComing). Other methods, which a
 * proxy may not retry, are served.
 */
export function stopKeepingAlive(): void {
  markStopping();
  for (const res of underway) res.shouldKeepAlive = false;
  underway.clear();
}

/** Whether no request has come in for `ms`: the process stopping may stop listening without leaving one behind. */
export const stoppedComing = (ms: number): boolean => Date.now() - lastArrival >= ms;

/** Wraps a request listener (Next's, or the test harness's): security headers, URL checks, a last-resort 500. */
export function withGateway(listener: Listener, headers: SecurityHeaders = securityHeaders()): http.RequestListener {
  const admit = createAdmission();
  return (req, res) => {
    const context = startRequest(req);
    lastArrival = Date.now();
    res.setHeader('X-Request-Id', context.id);
    if (isStopping()) res.shouldKeepAlive = false;
    else underway.add(res);
    res.once('close', () => {
      underway.delete(res);
      finished(req, res);
    });
    const url = normaliseTarget(req);
    headers.apply(req, res);
    if (url === null) return sendJsonError(res, BAD_TARGET);
    if (isStopping() && IDEMPOTENT.has(req.method ?? 'GET') && !PROBES.has(pathOf(req))) return sendJsonError(res, STOPPING);
    if (isApiUrl(url) && !percentDecodes(url)) return sendJsonError(res, BAD_ENCODING);
    admit(() => {
      try {
        const pending = listener(req, res);
        if (pending instanceof Promise) pending.catch((error) => failed(req, res, error));
      } catch (error) {
        failed(req, res, error);
      }
    });
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const CLIENT_ERROR_MESSAGE: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: 'The request took too long to arrive.',
  413: 'The request has too much chunk metadata.',
  431: 'The request headers are too large.',
};
const rawResponses = new Map<number, string>();

/** A whole HTTP response, written straight to the socket: the parser gave up, so there is no ServerResponse. */
function rawResponse(status: number): string {
  let response = rawResponses.get(status);
  if (!response) {
    const body = JSON.stringify(new HttpError(status, CLIENT_ERROR_MESSAGE[status]).toBody());
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      `Content-Type: ${JSON_TYPE}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...securityHeaders().headers.map(([name, value]) => `${name}: ${value}`),
    ];
    response = `${lines.join('\r\n')}\r\n\r\n${body}`;
    rawResponses.set(status, response);
  }
  return response;
}

/**
 * The server's 'clientError' handler: a request Node could not parse (headers too large, a garbage request line,
 * a request that never finished arriving) answers JSON, not Node's bare text. Nothing is written when the peer
 * is gone or a response is already on its way on this socket (writing would corrupt it); the socket closes.
 */
export function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  socket.end(rawResponse(status), () => socket.destroy());
}

/** An HTTP server with the whole gateway: the wrapped listener and the transport-level error handlers. */
export function createGatewayServer(listener: Listener, headers: SecurityHeaders = securityHeaders()): http.Server {
  const server = http.createServer(withGateway(listener, headers));
  server.on('clientError', onClientError);
  // An Expect header other than 100-continue: Node would answer a bare 417.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    normaliseTarget(req);
    headers.apply(req, res);
    res.setHeader('X-Request-Id', startRequest(req).id);
    res.setHeader('Connection', 'close');
    sendJsonError(res, new HttpError(417, 'Only "Expect: 100-continue" is supported.'));
  });
  return server;
}
