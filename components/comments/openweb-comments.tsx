import { useOpenWeb } from '@/hooks/comments/use-openweb';
import { useThemeMode } from '@/hooks/common/use-theme-mode';

export interface OpenWebCommentsProps {
  /** NEXT_PUBLIC_OPENWEB_SPOT_ID, as GET /config reports it. */
  spotId: string | null;
  postId: string;
  /** The canonical URL of what is commented on. */
  postUrl: string;
  /** Joined with commas, as the provider takes them (a mixtape's artist and DJ). */
  articleTags: string[];
  authorId?: string;
  socialReviews?: boolean;
  /** The categories of the pitch block (popular in the community), joined with commas. */
  categories?: string[];
  onError?: (error: unknown) => void;
}

/** Where a notification link points: ?scrollToComment=...&scrollToReply=... in the page's URL. */
function scrollTargets() {
  const params = new URLSearchParams(window.location.search);
  return { comment: params.get('scrollToComment') ?? '', reply: params.get('scrollToReply') ?? '' };
}

/**
 * OpenWeb's conversation block and its pitch block, filled by the provider's launcher script (useOpenWeb loads it,
 * once per page). Without a spot id it renders nothing and tells the page through an `ow-event` (see docs/product.md, Comments).
 */
export function OpenWebComments({ spotId, postId, postUrl, articleTags, authorId, socialReviews = false, categories = [], onError }: OpenWebCommentsProps) {
  const { mode } = useThemeMode();
  useOpenWeb(spotId, onError);
  if (!spotId) return null;
  const scrollTo = scrollTargets();
  return (
    <>
      <div
        data-spotim-module="conversation"
        data-post-id={postId}
        data-post-url={postUrl}
        data-article-tags={articleTags.filter(Boolean).join(',')}
        data-social-reviews={String(socialReviews)}
        data-theme={mode}
        data-author-id={authorId ?? ''}
        data-scroll-to-comment={scrollTo.comment}
        data-scroll-to-reply={scrollTo.reply}
      />
      <div data-spotim-module="pitc" data-is-sidebar="false" data-categories={categories.filter(Boolean).join(',')} />
    </>
  );
}
