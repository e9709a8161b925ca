import { useQuery } from '@tanstack/react-query';
import { apiErrorStatus } from '@/services/common/api-errors';
import { getOutbox } from '@/services/account/dev-outbox';

/** The outbox's messages; `isOff` when the server says there is no outbox (off, or not this machine). */
export function useDevOutbox() {
  const query = useQuery({ queryKey: ['dev', 'outbox'], queryFn: getOutbox });
  return { query, isOff: apiErrorStatus(query.error) === 404 };
}
