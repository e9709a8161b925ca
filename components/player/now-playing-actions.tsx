import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import type { ActionItem } from '@/components/common/action-item';
import { BottomSheetMenu } from '@/components/common/bottom-sheet-menu';
import { FavoriteButton } from '@/components/library';
import { shareTrack } from '@/components/player/share-track';
import { trackMenuItems } from '@/components/player/track-menu-items';
import { useIsFavorite } from '@/hooks/library';
import { isEpisode } from '@/lib/queue-item';
import { useAppStore } from '@/store';
import { PlayOnButton } from './play-on-button';
import { SleepTimerButton } from './sleep-timer-button';

export const ADD_TO_PLAYLIST = 'Add to Playlist';
export const SHARE = 'Share';

/**
 * The phone's now-playing screen under its controls: the track's heart, Add to Playlist, Share and menu (the same
 * as a queue row's), the sleep timer and Play on…. A guest's heart or Add to Playlist asks them to log in, as
 * everywhere; an episode has no heart or playlist. `onLeave` closes the screen before a link leads elsewhere.
 * Loaded when the screen first opens (components/player/player-mobile.tsx).
 */
export function NowPlayingActions({ onLeave }: { onLeave: () => void }) {
  const track = useAppStore((s) => (s.isPlayingAd ? null : s.activeTrack));
  const index = useAppStore((s) => s.currentIndex);
  const length = useAppStore((s) => s.queue.length);
  const favorite = useIsFavorite('tracks', useAppStore((s) => s.activeTrack?.id ?? 0));
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);

  const episode = !!track && isEpisode(track);
  const items: ActionItem[] = track
    ? trackMenuItems(track, { queryClient, index, length, favorite }).map((item) =>
        item.href
          ? {
              ...item,
              onClick: () => {
                item.onClick?.();
                onLeave();
              },
            }
          : item,
      )
    : [];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-evenly', flexWrap: 'wrap', gap: 0.5, width: '100%' }}>
      {/* While an ad plays, its track waits: the track's actions come back with it. */}
      {track && !episode && <FavoriteButton kind="tracks" id={track.id} name={track.title} />}
      {track && !episode && (
        <IconButton aria-label={ADD_TO_PLAYLIST} onClick={() => useAppStore.getState().openAddToPlaylist([track.id])}>
          <PlaylistAddRounded />
        </IconButton>
      )}
      {track && (
        <IconButton aria-label={SHARE} onClick={() => void shareTrack(track)}>
          <ShareRounded />
        </IconButton>
      )}
      <SleepTimerButton />
      <PlayOnButton />
      {track && (
        <>
          <IconButton aria-label={`More actions for ${track.title}`} aria-haspopup="menu" onClick={() => setMenuOpen(true)}>
            <MoreVertRounded />
          </IconButton>
          <BottomSheetMenu open={menuOpen} onClose={() => setMenuOpen(false)} title={track.title} items={items} />
        </>
      )}
    </Box>
  );
}
