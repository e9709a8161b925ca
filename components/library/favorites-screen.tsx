import { useState } from 'react';
import { PageLink } from '@/components/common/page-link';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import { MixtapeCard } from '@/components/common/mixtape-card';
import { useQueryClient } from '@tanstack/react-query';
import { library } from '@/commands/library/library';
import { useFavoritePages } from '@/hooks/library/use-library-pages';
import { useFavoriteIds } from '@/hooks/library/use-member-marks';
import type { FavoriteKind } from '@/lib/contracts/library';
import { FavoriteTrackList } from './favorite-tracks';
import { BrowseMixtapes, LibraryFrame } from '@/components/common/library-frame';
import { PagedList } from './paged-list';

const KINDS: { kind: FavoriteKind; label: string }[] = [
  { kind: 'mixtapes', label: 'Mixtapes' },
  { kind: 'tracks', label: 'Tracks' },
  { kind: 'playlists', label: 'Playlists' },
];

export const EMPTY_FAVORITES: Record<FavoriteKind, { title: string; message: string }> = {
  mixtapes: { title: 'No favorite mixtapes yet', message: 'Tap the heart on a mixtape to keep it here.' },
  tracks: { title: 'No favorite tracks yet', message: 'Tap the heart on a track, in a tracklist or the queue, to keep it here.' },
  playlists: { title: 'No favorite playlists yet', message: 'Tap the heart on a playlist to keep it here.' },
};

/**
 * One kind of favorites, page by page. The member's list of ids is the live truth (a heart tapped here or elsewhere):
 * an item no longer in it leaves the page at once, before the server's list is asked again.
 */
function useShownFavorites<K extends FavoriteKind>(kind: K) {
  const query = useFavoritePages(kind);
  const kept = useFavoriteIds(kind);
  return { query, items: query.items.filter((item) => kept.includes(item.id)) };
}

function FavoriteMixtapes() {
  const { query, items } = useShownFavorites('mixtapes');
  return (
    <PagedList query={query} count={items.length} empty={{ ...EMPTY_FAVORITES.mixtapes, action: <BrowseMixtapes /> }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }, gap: { xs: 2, sm: 3 } }}>
        {items.map((mixtape) => (
          <MixtapeCard key={mixtape.id} mixtape={mixtape} />
        ))}
      </Box>
    </PagedList>
  );
}

function FavoriteTracks() {
  const { query, items } = useShownFavorites('tracks');
  return (
    <PagedList query={query} count={items.length} empty={{ ...EMPTY_FAVORITES.tracks, action: <BrowseMixtapes /> }}>
      <FavoriteTrackList tracks={items} />
    </PagedList>
  );
}

function FavoritePlaylists() {
  const { query, items } = useShownFavorites('playlists');
  const queryClient = useQueryClient();
  return (
    <PagedList query={query} count={items.length} empty={EMPTY_FAVORITES.playlists}>
      <List aria-label="Favorite playlists" sx={{ maxWidth: 928 }}>
        {items.map((playlist) => (
          <ListItem key={playlist.id} disablePadding>
            <ListItemButton component={PageLink} href={`/playlist/${playlist.slug}`} sx={{ borderRadius: 2 }}>
              <ListItemAvatar>
                <Avatar variant="rounded" src={playlist.cover ?? undefined} alt="">
                  <QueueMusicRounded />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={playlist.name} secondary={`${playlist.trackCount} tracks · by ${playlist.user.username}`} />
            </ListItemButton>
            <IconButton aria-label={`Favorite ${playlist.name}`} aria-pressed color="primary" onClick={() => void library.toggleFavorite(queryClient, 'playlists', playlist.id)}>
              <FavoriteRounded />
            </IconButton>
          </ListItem>
        ))}
      </List>
    </PagedList>
  );
}

const PANELS = { mixtapes: FavoriteMixtapes, tracks: FavoriteTracks, playlists: FavoritePlaylists };

/** /favorites: the member's favorite mixtapes, tracks and playlists, a tab each (see docs/product.md, Your library). */
export function FavoritesScreen() {
  const [kind, setKind] = useState<FavoriteKind>('mixtapes');
  const Panel = PANELS[kind];
  return (
    <LibraryFrame current="/favorites" title="Favorites">
      <Tabs value={kind} onChange={(_, value: FavoriteKind) => setKind(value)} aria-label="Kinds of favorites" sx={{ mb: 2 }}>
        {KINDS.map(({ kind: value, label }) => (
          <Tab key={value} value={value} label={label} id={`favorites-tab-${value}`} aria-controls="favorites-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="favorites-panel" aria-labelledby={`favorites-tab-${kind}`}>
        <Panel />
      </div>
    </LibraryFrame>
  );
}
