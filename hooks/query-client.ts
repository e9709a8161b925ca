import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ReplyContractError } from '@/services/api-errors';
import { handleQueryError } from './auth-session';

export const RETRY_COUNT = 3;
export const MAX_RETRY_DELAY = 30_000;

/** 1000 ms doubling to at most 30000 ms (see docs/product.md, Data loading). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 on a user-data query while logged in means the session is dead: log out (see docs/product.md, Accounts and sign-up).
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
