import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageLink } from '@/components/common/page-link';
import { BrowseMixtapes, LibraryFrame } from '@/components/common/library-frame';
import { FOLLOWING_LINK } from '@/components/common/menu-links';
import { PagedList } from '@/components/library';
import { useFollow } from '@/hooks/library';
import { useFeedPages, useFollowingPages } from '@/hooks/library';
import type { FollowKind } from '@/lib/contracts/following';
import type { Person, Podcast } from '@/lib/contracts/people';
import { formatCounted } from '@/lib/format';
import { personPath } from '@/lib/person-pages';
import { FOLLOW_LABEL } from '@/components/library';
import { FeedCard, feedItemKey } from './feed-card';

const UNFOLLOW_LABEL = 'Unfollow';
const GUEST_FOLLOWING = { title: 'Follow what you love', message: 'Log in or sign up for free to follow artists, DJs and podcasts and find their new releases here.' };
const EMPTY_FEED = { title: 'Nothing new yet', message: 'Follow artists, DJs and podcasts from their pages: their new mixtapes and episodes land here, newest first.' };
const EMPTY_FOLLOWING: Record<FollowKind, { title: string; message: string }> = {
  artists: { title: 'No artists followed yet', message: "Tap Follow on an artist's page to find their new mixtapes here." },
  djs: { title: 'No DJs followed yet', message: "Tap Follow on a DJ's page to find their new mixtapes here." },
  podcasts: { title: 'No podcasts followed yet', message: "Tap Follow on a podcast's page to find its new episodes here." },
};

type Panel = 'feed' | FollowKind;

const PANELS: { value: Panel; label: string }[] = [
  { value: 'feed', label: 'New releases' },
  { value: 'artists', label: 'Artists' },
  { value: 'djs', label: 'DJs' },
  { value: 'podcasts', label: 'Podcasts' },
];

function Feed() {
  const query = useFeedPages();
  return (
    <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_FEED, action: <BrowseMixtapes /> }}>
      <Box
        component="ul"
        aria-label="New from whom you follow"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }, gap: { xs: 2, sm: 3 }, m: 0, p: 0, listStyle: 'none' }}
      >
        {query.items.map((item) => (
          <li key={feedItemKey(item)}>
            <FeedCard item={item} withReason />
          </li>
        ))}
      </Box>
    </PagedList>
  );
}

/** One of whom the member follows: a link to their page, and Unfollow, which turns into Follow to take it back. */
function FollowedRow({ kind, item }: { kind: FollowKind; item: Person | Podcast }) {
  const follow = useFollow(kind, item, true);
  const podcast = 'host' in item;
  const href = podcast ? `/podcast/${item.slug}` : personPath(kind as 'artists' | 'djs', item.slug);
  const made = podcast ? formatCounted(item.counts.episodes, 'episode') : formatCounted(item.counts.mixtapes, 'mixtape');
  const label = follow.following ? UNFOLLOW_LABEL : FOLLOW_LABEL;
  return (
    <ListItem disablePadding sx={{ gap: 1 }}>
      <ListItemButton component={PageLink} href={href} sx={{ borderRadius: 2, minWidth: 0 }}>
        <ListItemAvatar>
          <Avatar variant={podcast ? 'rounded' : 'circular'} src={item.image ?? undefined} alt="" />
        </ListItemAvatar>
        <ListItemText primary={item.name} secondary={`${formatCounted(follow.followers, 'follower')} · ${made}`} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
      <Button variant={follow.following ? 'outlined' : 'contained'} size="small" aria-label={`${label} ${item.name}`} onClick={() => void follow.toggle()} sx={{ flex: 'none' }}>
        {label}
      </Button>
    </ListItem>
  );
}

function Followed({ kind }: { kind: FollowKind }) {
  const query = useFollowingPages(kind);
  return (
    <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_FOLLOWING[kind], action: <BrowseMixtapes /> }}>
      <List aria-label={`${PANELS.find((panel) => panel.value === kind)?.label} you follow`} sx={{ maxWidth: 928 }}>
        {query.items.map((item) => (
          <FollowedRow key={item.id} kind={kind} item={item} />
        ))}
      </List>
    </PagedList>
  );
}

/**
 * /following: the releases of whom the member follows, newest first, and whom they follow, a tab per kind, each with
 * Unfollow (see docs/product.md, Following and alerts). A guest is invited to log in.
 */
export function FollowingScreen() {
  const [panel, setPanel] = useState<Panel>('feed');
  return (
    <LibraryFrame current={FOLLOWING_LINK.href} title={FOLLOWING_LINK.label} guest={GUEST_FOLLOWING}>
      <Tabs value={panel} onChange={(_, value: Panel) => setPanel(value)} aria-label="What you follow" variant="scrollable" scrollButtons={false} sx={{ mb: 2 }}>
        {PANELS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`following-tab-${value}`} aria-controls="following-panel" sx={{ minWidth: 0, px: { xs: 1.25, sm: 2 } }} />
        ))}
      </Tabs>
      <div role="tabpanel" id="following-panel" aria-labelledby={`following-tab-${panel}`}>
        {panel === 'feed' ? <Feed /> : <Followed key={panel} kind={panel} />}
      </div>
    </LibraryFrame>
  );
}
