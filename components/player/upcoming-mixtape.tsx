import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReleaseCountdown } from '@/components/catalog';
import type { Mixtape } from '@/lib/contracts/catalog';
import { BIG_COVER_SX } from './player-full-view';

/** The pop-out's place of the player while its mixtape is not out: the cover, the title and the countdown. */
export function UpcomingMixtape({ mixtape }: { mixtape: Pick<Mixtape, 'title' | 'artist' | 'cover' | 'releaseDate'> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2.5, p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      {mixtape.cover ? <Box component="img" src={mixtape.cover} alt={`${mixtape.title} cover`} sx={BIG_COVER_SX} /> : <Box sx={BIG_COVER_SX} />}
      <div>
        <Typography variant="h5" component="p">
          {mixtape.title}
        </Typography>
        <Typography color="text.secondary">{mixtape.artist.name}</Typography>
        <ReleaseCountdown releaseDate={mixtape.releaseDate} />
      </div>
    </Box>
  );
}
