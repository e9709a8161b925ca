import { PageLink } from '@/components/common/page-link';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { offline } from '@/commands/library/offline';
import { player } from '@/commands/player';
import { QueryState } from '@/components/common/query-state';
import { useOfflineSaves, useStorageEstimate } from '@/hooks/library/use-offline-saves';
import { useHasPremium } from '@/hooks/payments';
import type { SavedCollection } from '@/lib/offline';
import { storagePercent } from '@/lib/offline-rules';
import { formatBytes, formatDate } from '@/lib/format';
import { PREMIUM_ENDED_MESSAGE } from '@/store/offline-slice';
import { EmptyState, LibraryFrame } from '@/components/common/library-frame';

export const EMPTY_DOWNLOADS = {
  title: 'Nothing saved offline yet',
  message: 'With Premium, Save offline on a mixtape or playlist keeps it on this device, to play without a connection.',
};
export const GUEST_DOWNLOADS = { title: 'Your downloads live here', message: 'Log in to play the mixtapes and playlists you saved offline on this device.' };

/** '48.2 MB used of 2.1 GB': the storage the site uses on this device, with its bar. */
export const storageLabel = (usage: number, quota: number) => `${formatBytes(usage)} used of ${formatBytes(quota)}`;

function StorageBar({ saves }: { saves: SavedCollection[] | null }) {
  const estimate = useStorageEstimate(saves);
  if (!estimate || estimate.quota === 0) return null;
  const label = storageLabel(estimate.usage, estimate.quota);
  return (
    <Box sx={{ mb: 3, maxWidth: 480 }}>
      <Typography variant="body2" color="textSecondary" id="storage-label" sx={{ mb: 0.5 }}>
        Storage on this device: {label}
      </Typography>
      {/* How full the device is, not a task under way: a meter (ARIA 1.2), drawn as MUI's bar. */}
      <LinearProgress variant="determinate" role="meter" value={storagePercent(estimate.usage, estimate.quota)} aria-labelledby="storage-label" />
    </Box>
  );
}

function SavedRow({ save }: { save: SavedCollection }) {
  const trackCount = `${save.tracks.length} ${save.tracks.length === 1 ? 'track' : 'tracks'}`;
  return (
    <Box component="li" data-testid="download" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Avatar variant="rounded" src={save.cover ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={PageLink} href={`/${save.kind}/${save.slug}`} color="inherit" underline="hover" noWrap sx={{ display: 'block', fontWeight: 700 }}>
          {save.title}
        </Link>
        <Typography variant="body2" color="textSecondary" noWrap>
          {save.kind === 'playlist' ? `Playlist by ${save.byline}` : save.byline}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {trackCount} · {formatBytes(save.bytes)} · Saved <time dateTime={save.savedAt}>{formatDate(save.savedAt)}</time>
        </Typography>
      </Box>
      {/* Under the text on a phone, beside it from 600 px. */}
      <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' }, pl: { xs: 9, sm: 0 } }}>
        <Button size="small" variant="contained" startIcon={<PlayArrowRounded />} aria-label={`Play ${save.title}`} disabled={save.tracks.length === 0} onClick={() => player.playTracks(save.tracks, 0, { shuffle: false })}>
          Play
        </Button>
        <Button size="small" variant="outlined" startIcon={<DeleteOutlineRounded />} aria-label={`Remove ${save.title}`} onClick={() => void offline.remove(save.kind, save.id)}>
          Remove
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /downloads: the mixtapes and playlists saved offline on this device, each with its size, Play and Remove, and the
 * storage they take (see docs/product.md, Offline and installing). A member whose premium ended is told so: the
 * files stay, unplayable offline until they subscribe again.
 */
export function DownloadsScreen() {
  const saves = useOfflineSaves();
  const premium = useHasPremium();
  return (
    <LibraryFrame current="/downloads" title="Downloads" guest={GUEST_DOWNLOADS}>
      {!premium && !!saves?.length && (
        <Alert
          severity="warning"
          sx={{ mb: 3, maxWidth: 928 }}
          action={
            <Button color="inherit" size="small" component={PageLink} href="/premium">
              Go Premium
            </Button>
          }
        >
          {PREMIUM_ENDED_MESSAGE}
        </Alert>
      )}
      <StorageBar saves={saves} />
      {saves === null ? (
        <QueryState isLoading error={null} onRetry={() => undefined} />
      ) : saves.length === 0 ? (
        <EmptyState {...EMPTY_DOWNLOADS} />
      ) : (
        <Box component="ul" aria-label="Saved offline" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 928 }}>
          {saves.map((save) => (
            <SavedRow key={`${save.kind}:${save.id}`} save={save} />
          ))}
        </Box>
      )}
    </LibraryFrame>
  );
}
