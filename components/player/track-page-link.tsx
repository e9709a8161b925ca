import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import hidden from '@/components/common/visually-hidden.module.css';
import { isEpisode, trackPageLink } from '@/lib/queue-item';
import { useAppStore } from '@/store';

/**
 * The line under the artist in the phone's now-playing screen: the mixtape (or an episode's podcast) as a link to
 * its page. `onFollow` closes the screen, which would otherwise cover the page it leads to.
 */
export function TrackPageLink({ onFollow }: { onFollow?: () => void }) {
  const track = useAppStore((s) => (s.isPlayingAd ? null : s.activeTrack));
  if (!track) return null;
  return (
    <Typography variant="body2" noWrap sx={{ textAlign: 'center' }}>
      {/* A finger's 44 px high, though it reads as a line of text. */}
      <Link component={PageLink} href={trackPageLink(track)} onClick={onFollow} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, maxWidth: '100%' }}>
        <span className={hidden.visuallyHidden}>{isEpisode(track) ? 'Podcast: ' : 'Mixtape: '}</span>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {track.album}
        </Box>
      </Link>
    </Typography>
  );
}
