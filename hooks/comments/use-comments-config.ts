import { useQuery } from '@tanstack/react-query';
import { commentsService } from '@/services/comments';

/** Which provider fills the comments section (GET /config): the server's configuration, read when a section shows. */
export const useCommentsConfig = () =>
  useQuery({ queryKey: ['config', 'comments'], queryFn: async () => (await commentsService()).getCommentsConfig(), staleTime: Infinity });
