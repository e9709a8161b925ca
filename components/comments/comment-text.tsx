import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitLinks } from '@/lib/comment-text';

/** A comment as plain text (React escapes it), its web addresses as links search engines do not follow. */
export function CommentText({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} href={part.href} rel="nofollow ugc noopener" target="_blank" color="text.accent">
            {part.href}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}
