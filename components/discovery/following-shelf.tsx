import { Shelf } from '@/components/catalog';
import { useLatestFeed } from '@/hooks/library';
import { FOLLOWING_LINK } from '@/components/common/menu-links';
import { FeedCard, feedItemKey } from './feed-card';

/** How many of the newest feed items the home page shows. */
const SHELF_ITEMS = 12;

/**
 * The home page's 'Following' shelf for a member: the newest releases of whom they follow, 'See all' leading to
 * /following. Nothing while it loads, when it fails (the page has its other shelves) or when the feed is empty.
 */
export function FollowingShelf() {
  const { data } = useLatestFeed(SHELF_ITEMS);
  if (!data?.data.length) return null;
  return (
    <Shelf title={FOLLOWING_LINK.label} subtitle="New from the artists, DJs and podcasts you follow" seeAllHref={FOLLOWING_LINK.href}>
      {data.data.map((item) => (
        <li key={feedItemKey(item)}>
          <FeedCard item={item} />
        </li>
      ))}
    </Shelf>
  );
}
