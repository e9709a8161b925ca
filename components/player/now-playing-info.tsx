import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RadioRounded from '@mui/icons-material/RadioRounded';
import type { ReactNode } from 'react';
import { playingTitle } from '@/lib/chapters';
import { useAppStore } from '@/store';
import { currentChapter } from '@/store/chapters-slice';

interface NowPlayingInfoProps {
  /** Cover size in px; 0 leaves the cover out (the full view shows its own big one). */
  cover?: number;
  large?: boolean;
  /** Under the artist line (the desktop bar's way to premium during an ad). */
  extra?: ReactNode;
}

/** Cover, title and artist (a mix's chapter playing, with the mix), with what plays instead while an ad runs, and the radio badge. */
export function NowPlayingInfo({ cover = 56, large = false, extra }: NowPlayingInfoProps) {
  const track = useAppStore((s) => s.activeTrack);
  const isPlayingAd = useAppStore((s) => s.isPlayingAd);
  const isRadioPlay = useAppStore((s) => s.isRadioPlay);
  // Inside a mix with chapters: the chapter playing, then the mix it is part of.
  const chapter = useAppStore(currentChapter);
  const playing = track ? playingTitle(track, chapter) : { title: 'Nothing playing', artist: 'Pick a track from the queue' };
  const title = isPlayingAd ? 'Ad' : playing.title;
  const subtitle = isPlayingAd ? 'Your music continues after this ad' : chapter && track ? `${playing.artist} · ${track.title}` : playing.artist;
  const coverSx = { width: cover, height: cover, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 } as const;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, textAlign: large ? 'center' : 'left', justifyContent: large ? 'center' : 'flex-start' }}>
      {/* An img must have a src: with no cover (nothing playing yet) an empty square stands in its place. */}
      {cover > 0 && (track?.cover ? <Box component="img" src={track.cover} alt="" sx={coverSx} /> : <Box sx={coverSx} />)}
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 700, fontSize: large ? '1.35rem' : undefined }} data-testid="player-title">
          {title}
        </Typography>
        <Typography noWrap variant={large ? 'body1' : 'body2'} color="textSecondary" data-testid="player-artist">
          {subtitle}
        </Typography>
        {extra}
        {isRadioPlay && !isPlayingAd && (
          <Chip icon={<RadioRounded />} label="LMT Radio" size="small" color="primary" variant="outlined" sx={{ mt: 0.5, height: 20 }} data-testid="radio-badge" />
        )}
      </Box>
    </Box>
  );
}
