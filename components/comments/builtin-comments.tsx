import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Comment, CommentArea, CommentSort, CommentThread } from '@/lib/contracts/comments';
import { formatCount } from '@/lib/format';
import { useComments } from '@/hooks/comments/use-comments';
import { useAppStore } from '@/store';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export const LOG_IN_TO_COMMENT = 'Log in to comment';
export const NO_COMMENTS_MESSAGE = 'No comments yet. Be the first to say something.';
export const MORE_COMMENTS = 'More comments';

const countLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'comment' : 'comments'}`;

/** The site's own comments (see docs/product.md, Comments): count, sort, a box to write, threads, 'More comments'. */
export function BuiltinComments({ area, id }: { area: CommentArea; id: number }) {
  const [sort, setSort] = useState<CommentSort>('newest');
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const comments = useComments(area, id, sort);
  const viewerId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const openLogin = useAppStore((s) => s.openLogin);
  // Guests may read; anything else opens the log-in.
  const asMember = (action: () => void) => () => (viewerId === null ? openLogin('login') : action());
  const actions = (comment: Comment) => ({
    comment,
    viewerId,
    onLike: asMember(() => comments.like(comment)),
    onDelete: () => comments.remove(comment.id),
    onReport: (reason: string) => void comments.report(comment.id, reason).catch(() => undefined),
  });

  const item = (thread: CommentThread) => (
    <CommentItem key={thread.id} {...actions(thread)} onReply={asMember(() => setReplyTo(thread.id))}>
      {thread.replies.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, mt: 2, mb: 0 }} aria-label={`Replies to ${thread.user.username}`}>
          {thread.replies.map((reply) => (
            <CommentItem key={reply.id} {...actions(reply)} />
          ))}
        </Stack>
      )}
      {replyTo === thread.id && (
        <Box sx={{ mt: 2 }}>
          <CommentForm
            label={`Reply to ${thread.user.username}`}
            submitLabel="Reply"
            autoFocus
            onCancel={() => setReplyTo(null)}
            onSubmit={(text) => {
              setReplyTo(null);
              return comments.post(text, thread.id);
            }}
          />
        </Box>
      )}
    </CommentItem>
  );

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" aria-live="polite">
          {comments.count === undefined ? '' : countLabel(comments.count)}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={sort} onChange={(_event, value: CommentSort | null) => value && setSort(value)} aria-label="Sort comments">
          <ToggleButton value="newest">Newest</ToggleButton>
          <ToggleButton value="top">Top</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {viewerId !== null ? (
        <CommentForm label="Add a comment" submitLabel="Post" onSubmit={(text) => comments.post(text)} />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => openLogin('login')}>
            {LOG_IN_TO_COMMENT}
          </Button>
        </Box>
      )}
      {comments.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading comments" />
        </Box>
      ) : comments.error && !comments.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void comments.refetch()}>
              Retry
            </Button>
          }
        >
          The comments could not be loaded.
        </Alert>
      ) : comments.threads.length === 0 ? (
        <Typography color="text.secondary">{NO_COMMENTS_MESSAGE}</Typography>
      ) : (
        <Stack component="ul" spacing={3} sx={{ p: 0, m: 0 }} aria-label="Comments">
          {comments.threads.map(item)}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Box>
          <Button onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage} variant="text">
            {MORE_COMMENTS}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
