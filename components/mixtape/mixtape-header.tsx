import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import { Tag } from '@/components/common/tag';
import { player } from '@/hooks/player';
import { useMixtapeQueue } from '@/hooks/use-mixtape-queue';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { formatDate } from '@/lib/format';
import { useAppStore } from '@/store';
import { MixtapeStats } from './mixtape-stats';

export function MixtapeHeader({ mixtape }: { mixtape: MixtapeDetail }) {
  const playingThis = useAppStore((s) => s.isPlaying && s.activeTrack?.mixtapeId === mixtape.id);
  // The queue endpoint says what to queue; the tracklist already on the page stands in until it answers.
  const { data: queue } = useMixtapeQueue(mixtape.id);
  const tracks = queue?.length ? queue : mixtape.tracks;
  const [now] = useState(Date.now);
  const upcoming = Date.parse(mixtape.releaseDate) > now;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2, sm: 4 }, alignItems: { sm: 'flex-end' } }}>
      <Box
        component="img"
        src={mixtape.cover ?? undefined}
        alt={`${mixtape.title} cover`}
        sx={{ width: { xs: '100%', sm: 240, md: 280 }, maxWidth: 360, aspectRatio: '1', objectFit: 'cover', borderRadius: 3, boxShadow: 8, alignSelf: { xs: 'center', sm: 'auto' } }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          {mixtape.premiere && <Tag color="primary" label="Premiere" />}
          {mixtape.featured && <Tag variant="outlined" label="Featured" />}
          {upcoming && <Tag color="warning" label={`Drops ${formatDate(mixtape.releaseDate)}`} />}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' }, wordBreak: 'break-word' }}>
          {mixtape.title}
        </Typography>
        <Typography sx={{ mt: 0.5, fontSize: '1.05rem', fontWeight: 600 }}>{mixtape.artist.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {mixtape.dj && <>Hosted by {mixtape.dj.name} · </>}
          <time dateTime={mixtape.releaseDate}>{formatDate(mixtape.releaseDate)}</time> · {mixtape.trackCount} tracks
        </Typography>
        <Box sx={{ mt: 2 }}>
          <MixtapeStats stats={mixtape.stats} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            disabled={tracks.length === 0}
            startIcon={playingThis ? <PauseRounded /> : <PlayArrowRounded />}
            onClick={() => (playingThis ? player.toggle() : player.playTracks(tracks, 0, { shuffle: false }))}
          >
            {playingThis ? 'Pause' : 'Play All'}
          </Button>
          <Button variant="outlined" size="large" disabled={tracks.length === 0} startIcon={<ShuffleRounded />} onClick={() => player.playTracks(tracks, 0, { shuffle: true })}>
            Shuffle
          </Button>
          <Button variant="outlined" size="large" disabled={tracks.length === 0} startIcon={<QueueMusicRounded />} onClick={() => player.addToQueue(tracks)}>
            Add to Queue
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
