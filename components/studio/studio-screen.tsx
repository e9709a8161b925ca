import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageLink } from '@/components/common/page-link';
import { EmptyState } from '@/components/common/library-frame';
import type { Release } from '@/lib/contracts/studio';
import { formatCounted, formatDate } from '@/lib/format';
import { studioErrorMessage, useReleases, useStudioAccess } from '@/hooks/studio/use-studio';
import { PlaysChart } from './plays-chart';
import { ProfilesPanel } from './profiles-panel';
import { ReleaseStatusChip } from './release-status';
import { StudioFrame } from './studio-frame';


function ReleaseRow({ release }: { release: Release }) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <Box component={PageLink} href={`/studio/${release.id}`} sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center', color: 'inherit', textDecoration: 'none', '&:hover .title': { textDecoration: 'underline' } }}>
        <Box sx={{ width: 64, height: 64, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden', flexShrink: 0 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the studio's own cover URL, shown small */}
          {release.cover && <img src={release.cover} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography className="title" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
              {release.title}
            </Typography>
            <ReleaseStatusChip status={release.status} />
          </Stack>
          <Typography variant="body2" color="textSecondary" noWrap>
            {release.artist} · {release.tracks.length} {release.tracks.length === 1 ? 'track' : 'tracks'} · {formatDate(release.created_at)}
          </Typography>
          <PlaysChart days={release.plays_by_day} />
          <Typography variant="body2" color="textSecondary">
            {[formatCounted(release.stats.plays, 'play'), formatCounted(release.stats.downloads, 'download'), formatCounted(release.stats.likes, 'like')].join(' · ')}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** The creator's releases, newest first, each with its status and how it does; then the profiles they publish under. */
export function StudioScreen() {
  const creator = useStudioAccess() === 'creator';
  const { data, error, isLoading } = useReleases(creator);
  return (
    <StudioFrame
      title="Your studio"
      actions={
        <Button variant="contained" startIcon={<AddRounded />} component={PageLink} href="/studio/new">
          New release
        </Button>
      }
    >
      {isLoading && <CircularProgress aria-label="Loading your releases" />}
      {error && <Alert severity="error">{studioErrorMessage(error)}</Alert>}
      {data?.length === 0 && <EmptyState title="Nothing published yet" message="Upload your tracks or a whole DJ mix, and release it now or at a set time." />}
      {!!data?.length && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {data.map((release) => (
            <ReleaseRow key={release.id} release={release} />
          ))}
        </Stack>
      )}
      <ProfilesPanel />
    </StudioFrame>
  );
}
