import { useState, type ReactNode } from 'react';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Comment } from '@/lib/contracts/comments';
import { formatAgo } from '@/lib/relative-time';
import { CommentText } from './comment-text';
import { ReportDialog } from './report-dialog';
import hidden from '@/components/common/visually-hidden.module.css';

export const POSTING_LABEL = 'Posting…';

interface CommentItemProps {
  comment: Comment;
  /** The viewer's id, null for a guest. */
  viewerId: number | null;
  onLike: () => void;
  onDelete: () => void;
  onReport: (reason: string) => void;
  /** Top-level comments only: opens the reply box. */
  onReply?: () => void;
  children?: ReactNode;
}

/** One comment: who and when, the text, its likes, and what the viewer may do with it. */
export function CommentItem({ comment, viewerId, onLike, onDelete, onReport, onReply, children }: CommentItemProps) {
  const [reporting, setReporting] = useState(false);
  // An optimistic comment has no id on the server yet: nothing can be done with it until it has.
  const pending = comment.id < 0;
  const mine = viewerId !== null && comment.user.id === viewerId;
  const date = new Date(comment.created_at);
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', gap: 1.5 }} aria-label={`Comment by ${comment.user.username}`}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        {comment.user.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span">
            {comment.user.username}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="span">
            {pending ? POSTING_LABEL : <time dateTime={comment.created_at} title={date.toLocaleString('en-US')}>{formatAgo(date)}</time>}
          </Typography>
        </Stack>
        <CommentText text={comment.text} />
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, ml: -1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            color="inherit"
            onClick={onLike}
            disabled={pending}
            aria-pressed={comment.liked}
            startIcon={comment.liked ? <ThumbUpIcon fontSize="small" color="primary" /> : <ThumbUpOutlinedIcon fontSize="small" />}
          >
            {/* Named 'Like 3' by its text, so what is seen ('3') is part of what is heard, as voice control needs. */}
            <span className={hidden.visuallyHidden}>Like </span>
            {comment.likes}
          </Button>
          {onReply && (
            <Button size="small" color="inherit" onClick={onReply} disabled={pending}>
              Reply
            </Button>
          )}
          {mine ? (
            <Button size="small" color="inherit" onClick={onDelete} disabled={pending}>
              Delete
            </Button>
          ) : (
            <Button size="small" color="inherit" onClick={() => setReporting(true)} disabled={pending}>
              Report
            </Button>
          )}
        </Stack>
        {children}
      </Box>
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        onReport={(reason) => {
          setReporting(false);
          onReport(reason);
        }}
      />
    </Box>
  );
}
