import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What the gateway and the API learn about a request while it runs: one log line and one metric come from it. */
export interface RequestContext {
  id: string;
  /** process.hrtime.bigint() when the gateway saw the request. */
  start: bigint;
  /** The route pattern ('/api/v3/mixtapes/:id'), set by the API router; pages stay undefined. */
  route?: string;
  userId?: number;
}

const contexts = new WeakMap<IncomingMessage, RequestContext>();

// A caller's own id is kept when it looks like one (a proxy or load balancer that already names requests),
// so one request can be followed across both logs; anything else gets a fresh id.
const CALLER_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function startRequest(req: IncomingMessage): RequestContext {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
  const context: RequestContext = { id, start: process.hrtime.bigint() };
  contexts.set(req, context);
  return context;
}

/** The request's context; a request that did not come through the gateway (`next dev`) gets one now. */
export function requestContext(req: IncomingMessage): RequestContext {
  return contexts.get(req) ?? startRequest(req);
}
