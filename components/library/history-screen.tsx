import { PageLink } from '@/components/common/page-link';
import { Fragment } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { player } from '@/commands/player';
import { useHistoryPages } from '@/hooks/library/use-library-pages';
import type { HistoryEntry } from '@/lib/contracts/library';
import { groupByDay } from './history-days';
import { BrowseMixtapes, LibraryFrame } from '@/components/common/library-frame';
import { PagedList } from './paged-list';

export const EMPTY_HISTORY = { title: 'Nothing here yet', message: 'The tracks you play and the music you download show up here, day by day.' };
const ACTIONS = { play: 'Played', download: 'Downloaded' } as const;

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const track = entry.item_type === 'track' ? entry.item : null;
  const title = entry.item.title;
  const subtitle = entry.item_type === 'track' ? entry.item.artist : `Mixtape · ${entry.item.artist.name}`;
  const href = `/mixtape/${entry.item.slug}`;
  const play = () => (track ? player.playTracks([track], 0, { shuffle: false }) : void player.playMixtape(entry.item.id));
  return (
    <ListItem
      data-testid="history-entry"
      secondaryAction={
        <IconButton edge="end" aria-label={`Play ${title} again`} onClick={play}>
          <PlayArrowRounded />
        </IconButton>
      }
    >
      <ListItemAvatar>
        <Avatar variant="rounded" src={entry.item.cover ?? undefined} alt="" />
      </ListItemAvatar>
      <ListItemText
        primary={
          <PageLink href={href} style={{ color: 'inherit', textDecoration: 'none' }}>
            {title}
          </PageLink>
        }
        secondary={`${ACTIONS[entry.action]} ${time(entry.created_at)} · ${subtitle}`}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItem>
  );
}

/** /history: what the member played and downloaded, by day, newest first (see docs/product.md, Your library). */
export function HistoryScreen() {
  const query = useHistoryPages();
  const groups = groupByDay(query.items);
  return (
    <LibraryFrame current="/history" title="History">
      <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_HISTORY, action: <BrowseMixtapes /> }}>
        {groups.map(({ day, entries }) => (
          // The day's heading stands before its list: a list may hold only list items.
          <Fragment key={day}>
            <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 0.5 }}>
              {day}
            </Typography>
            <List aria-label={day} sx={{ maxWidth: 928, pt: 0 }}>
              {entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </List>
          </Fragment>
        ))}
      </PagedList>
    </LibraryFrame>
  );
}
