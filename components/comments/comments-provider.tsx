import { useContext } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SiteUrlContext } from '@/components/common/seo';
import { useCommentsConfig } from '@/hooks/comments/use-comments-config';
import { absoluteUrl } from '@/lib/absolute-url';
import type { CommentArea } from '@/lib/contracts/comments';
import { BuiltinComments } from './builtin-comments';
import { OpenWebComments } from './openweb-comments';

export interface CommentsSectionProps {
  area: CommentArea;
  id: number;
  /** The page's own path, for the provider's canonical URL. */
  path: string;
  /** What the comments are about, for the provider: a mixtape's artist and DJ (the catalog has no genres). */
  tags: string[];
  authorId?: string;
  socialReviews?: boolean;
}

/** A mixtape's post is its id, as on the provider's side from the start; the other kinds are named apart from it. */
const postId = (area: CommentsSectionProps['area'], id: number) => (area === 'mixtapes' ? String(id) : `${area.slice(0, -1)}-${id}`);

/** The configured provider's comments: built in, or OpenWeb's blocks. */
export function CommentsProvider({ area, id, path, tags, authorId, socialReviews }: CommentsSectionProps) {
  const siteUrl = useContext(SiteUrlContext);
  const { data: config } = useCommentsConfig();
  if (!config) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label="Loading comments" />
      </Box>
    );
  }
  if (config.provider === 'openweb') {
    return (
      <OpenWebComments
        spotId={config.spotId}
        postId={postId(area, id)}
        postUrl={absoluteUrl(siteUrl || window.location.origin, path)}
        articleTags={tags}
        authorId={authorId}
        socialReviews={socialReviews}
        categories={tags}
      />
    );
  }
  return <BuiltinComments area={area} id={id} />;
}
