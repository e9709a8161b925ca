import { QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ReplyContractError, isUnauthorized } from '@/services/common/api-errors';
import { endSession } from '@/services/common/auth-session';

export const RETRY_COUNT = 3;
export const MAX_RETRY_DELAY = 30_000;

/** 1000 ms doubling to at most 30000 ms (see docs/product.md, Data loading). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);
}

/**
 * A 401 on a user-data query (keyed under 'users', as their paths are under /users) while logged in means the
 * server ended the session: log out once (see docs/product.md, Accounts and sign-up).
 */
export function handleQueryError(error: unknown, query: Pick<Query, 'queryKey'>): void {
  if (query.queryKey[0] === 'users' && isUnauthorized(error)) endSession();
}

// Queries keyed last by the viewer, whose answer is what that member sees: their vote on a mixtape
// (['mixtapes', id, 'vote', userId]), comments with their own marked (['comments', area, id, sort, userId]), a
// playlist as its owner sees it (['playlists', 'slug', slug, viewerId]).
const VIEWER_KEYED = new Set<unknown>(['mixtapes', 'comments', 'playlists']);

/**
 * Whether a query holds a member's own data: anything under 'users', a member's premium (['premium', userId],
 * where 0 is a guest's plans), or a query keyed last by `userId` as the viewer.
 */
export function isMemberQuery(queryKey: QueryKey, userId: number | null): boolean {
  const [root, second] = queryKey;
  if (root === 'users') return true;
  if (root === 'premium') return second !== 0;
  return userId !== null && VIEWER_KEYED.has(root) && queryKey.length > 3 && queryKey.at(-1) === userId;
}

/**
 * After a log-out, forgets the member's queries: removing a query cancels its fetch in flight without an error
 * (nothing reports it, nothing retries it), and nothing is kept that the next person on this browser could see.
 */
export function forgetMemberQueries(client: QueryClient, userId: number | null): void {
  client.removeQueries({ predicate: (query) => isMemberQuery(query.queryKey, userId) });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleQueryError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          // A 4xx is the server's final answer, and an answer off its contract comes back the same each time:
          // only network and server errors are worth retrying.
          if (error instanceof ReplyContractError) return false;
          const status = (error as { response?: { status?: number } }).response?.status;
          if (status && status >= 400 && status < 500) return false;
          return failureCount < RETRY_COUNT;
        },
        retryDelay,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
