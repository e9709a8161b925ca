import { useQuery } from '@tanstack/react-query';
import { getOutbox } from '@/services/dev-outbox';

export const useDevOutbox = () => useQuery({ queryKey: ['dev', 'outbox'], queryFn: getOutbox });
