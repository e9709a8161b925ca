import { ipHash, type Requester } from '../core/requester';

export interface Reporter {
  /** The signed-in user, when the request carried a valid access token. */
  userId: number | null;
  /** Salted IP hash, stored with each report. */
  clientKey: string;
  /** What rate limits count by: the user when signed in (one person, many devices), else the IP. */
  limitKey: string;
}

/** Who sent a report. Guests report too, so the user is optional: the id route()'s optional auth resolved. */
export function reporter(requester: Requester, userId: number | null = null): Reporter {
  const clientKey = ipHash(requester);
  return { userId, clientKey, limitKey: userId !== null ? `user:${userId}` : `ip:${clientKey}` };
}
