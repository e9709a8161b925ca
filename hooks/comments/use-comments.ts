import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import type { Comment, CommentArea, CommentPage, CommentSort, CommentThread } from '@/lib/contracts/comments';
import { apiErrorMessage } from '@/services/common/api-errors';
import { commentsService } from '@/services/comments';
import { useAppStore } from '@/store';

export const COMMENTS_PAGE_SIZE = 10;
export const REPORTED_MESSAGE = 'Thanks for telling us. We will review this comment.';

type Pages = InfiniteData<CommentPage, number>;

const nextPage = (last: CommentPage) => (last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined);

/** Every page's threads passed through `change`, and the count moved by `delta`. */
function edit(data: Pages | undefined, change: (threads: CommentThread[], page: number) => CommentThread[], delta = 0): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page, i) => ({ ...page, data: change(page.data, i), count: page.count + delta })) };
}

/** A comment, top-level or reply, changed by `change` wherever it is. */
const editComment = (threads: CommentThread[], id: number, change: (comment: Comment) => Comment): CommentThread[] =>
  threads.map((thread) => ({
    ...(thread.id === id ? { ...thread, ...change(thread) } : thread),
    replies: thread.replies.map((reply) => (reply.id === id ? change(reply) : reply)),
  }));

/** A comment and, for a top-level one, its replies taken out; how many went. */
function withoutComment(threads: CommentThread[], id: number): { threads: CommentThread[]; removed: number } {
  let removed = 0;
  const kept = threads
    .filter((thread) => (thread.id === id ? ((removed = 1 + thread.replies.length), false) : true))
    .map((thread) => {
      const replies = thread.replies.filter((reply) => reply.id !== id);
      if (replies.length !== thread.replies.length) removed = 1;
      return { ...thread, replies };
    });
  return { threads: kept, removed };
}

/** The pages without a comment (and its replies), the count moved to match, and how many went. */
function removeFromPages(data: Pages | undefined, commentId: number): { pages: Pages | undefined; removed: number } {
  let removed = 0;
  const pages = edit(data, (threads) => {
    const result = withoutComment(threads, commentId);
    removed += result.removed;
    return result.threads;
  });
  return { pages: pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, count: page.count - removed })) }, removed };
}

/** The mixtape page's count (its header) follows the comments written and deleted here. */
function moveMixtapeCount(queryClient: QueryClient, area: CommentArea, id: number, delta: number) {
  if (area !== 'mixtapes' || delta === 0) return;
  queryClient.setQueriesData<MixtapeDetail>({ queryKey: ['mixtapes', 'slug'] }, (mixtape) =>
    mixtape?.id === id && mixtape.commentCount !== null ? { ...mixtape, commentCount: mixtape.commentCount + delta } : mixtape,
  );
}

let temporaryId = 0;

/**
 * The built-in comments of a mixtape, playlist or podcast, page after page ('More comments'), keyed by the viewer
 * (whose likes they show). Writing is optimistic: a new comment, a like, a deletion show at once and are undone
 * with an alert if the API refuses (see docs/product.md, Comments).
 */
export function useComments(area: CommentArea, id: number, sort: CommentSort) {
  const queryClient = useQueryClient();
  const authReady = useAppStore((s) => s.authReady);
  const user = useAppStore((s) => (s.isLoggedIn ? s.userInfor : null));
  const queryKey: QueryKey = ['comments', area, id, sort, user?.id ?? null];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => (await commentsService()).getComments(area, id, pageParam, COMMENTS_PAGE_SIZE, sort),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: authReady,
  });
  const set = (change: (data: Pages | undefined) => Pages | undefined) => queryClient.setQueryData<Pages>(queryKey, change);
  const snapshot = () => queryClient.getQueryData<Pages>(queryKey);
  const failed = (what: string) => (error: unknown, _input: unknown, previous?: Pages) => {
    if (previous) set(() => previous);
    console.error(what, error);
    useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
  };

  const post = useMutation({
    mutationFn: async ({ text, parentId }: { text: string; parentId: number | null }) => (await commentsService()).postComment(area, id, text, parentId),
    onMutate: async ({ text, parentId }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = snapshot();
      const pending: Comment = {
        id: --temporaryId,
        text: text.trim(),
        parent_id: parentId,
        user: { id: user?.id ?? 0, username: user?.username ?? '' },
        likes: 0,
        liked: false,
        created_at: new Date().toISOString(),
      };
      set((data) =>
        edit(
          data,
          (threads, page) =>
            parentId !== null
              ? threads.map((t) => (t.id === parentId ? { ...t, replies: [...t.replies, pending] } : t))
              : page === 0
                ? [{ ...pending, replies: [] }, ...threads]
                : threads,
          1,
        ),
      );
      return { previous, pendingId: pending.id };
    },
    onError: (error, input, context) => failed('Could not post the comment')(error, input, context?.previous),
    onSuccess: (saved, _input, context) => {
      set((data) => edit(data, (threads) => editComment(threads, context.pendingId, () => saved)));
      moveMixtapeCount(queryClient, area, id, 1);
    },
  });

  const remove = useMutation({
    mutationFn: async (commentId: number) => (await commentsService()).deleteComment(commentId),
    onMutate: async (commentId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = snapshot();
      const { pages, removed } = removeFromPages(previous, commentId);
      set(() => pages);
      return { previous, removed };
    },
    onError: (error, input, context) => failed('Could not delete the comment')(error, input, context?.previous),
    onSuccess: (_void, _id, context) => moveMixtapeCount(queryClient, area, id, -context.removed),
  });

  const like = useMutation({
    mutationFn: async (comment: Comment) => (await commentsService()).likeComment(comment.id, !comment.liked),
    onMutate: async (comment) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = snapshot();
      set((data) => edit(data, (threads) => editComment(threads, comment.id, (c) => ({ ...c, liked: !c.liked, likes: c.likes + (c.liked ? -1 : 1) }))));
      return { previous };
    },
    onError: (error, input, context) => failed('Could not save the like')(error, input, context?.previous),
    onSuccess: (answer, comment) => set((data) => edit(data, (threads) => editComment(threads, comment.id, (c) => ({ ...c, ...answer })))),
  });

  const report = useMutation({
    mutationFn: async ({ commentId, reason }: { commentId: number; reason: string }) => (await commentsService()).reportComment(commentId, reason),
    onError: failed('Could not report the comment'),
    // The reporter no longer sees what they reported; the others do until enough members report it.
    onSuccess: (_void, { commentId }) => {
      set((data) => removeFromPages(data, commentId).pages);
      useAppStore.getState().showAlert({ message: REPORTED_MESSAGE, severity: 'info' });
    },
  });

  const pages = query.data?.pages;
  return {
    ...query,
    threads: pages?.flatMap((page) => page.data) ?? [],
    count: pages?.[0]?.count,
    post: (text: string, parentId: number | null = null) => post.mutateAsync({ text, parentId }),
    remove: (commentId: number) => remove.mutate(commentId),
    like: (comment: Comment) => like.mutate(comment),
    report: (commentId: number, reason: string) => report.mutateAsync({ commentId, reason }),
  };
}
