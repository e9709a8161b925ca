import { useState } from 'react';
import Router from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { PageLink } from '@/components/common/page-link';
import type { Release, ReleaseTrack } from '@/lib/contracts/studio';
import { formatBytes, formatDate } from '@/lib/format';
import { studioErrorMessage, useDeleteRelease, usePublishRelease, useRelease, useStudioAccess, useUpdateRelease } from '@/hooks/studio/use-studio';
import { ChaptersEditor, ReleaseDetailsFields, chapterRows, chaptersBody, detailsBody, detailsOf, type ChapterRow, type ReleaseDetails } from './release-fields';
import { ReleaseStatusChip } from './release-status';
import { StudioFrame } from './studio-frame';
import { WaveformPlayer } from './waveform-player';

const QUALITY_NAMES = { original: 'Original', standard: 'Standard', data_saver: 'Data saver' } as const;

function TrackStatus({ track }: { track: ReleaseTrack }) {
  if (track.status === 'failed') return <Alert severity="error">{track.error}</Alert>;
  if (track.status !== 'ready')
    return (
      <Box>
        <Typography variant="body2" color="textSecondary">
          {track.status === 'queued' ? 'Waiting to be processed…' : `Processing… ${Math.round(track.progress * 100)}%`}
        </Typography>
        <LinearProgress variant={track.status === 'queued' ? 'indeterminate' : 'determinate'} value={track.progress * 100} aria-label={`Processing of ${track.title}`} />
      </Box>
    );
  return (
    <Typography variant="body2" color="textSecondary">
      {track.loudness && `${track.loudness.integrated_lufs} LUFS, played at ${track.loudness.gain_db > 0 ? '+' : ''}${track.loudness.gain_db} dB · `}
      {track.renditions
        .filter((r) => r.quality !== 'original')
        .map((r) => `${QUALITY_NAMES[r.quality]} ${Math.round(r.bitrate / 1000)} kbps, ${formatBytes(r.bytes)}`)
        .join(' · ')}
    </Typography>
  );
}

interface EditState {
  details: ReleaseDetails;
  order: { id: number; title: string }[];
  chapters: ChapterRow[];
}

const editStateOf = (release: Release): EditState => ({
  details: detailsOf(release),
  order: release.tracks.map((t) => ({ id: t.id, title: t.title })),
  chapters: chapterRows(release.chapters),
});

function ReleaseEditor({ release }: { release: Release }) {
  const [edit, setEdit] = useState(() => editStateOf(release));
  const update = useUpdateRelease(release.id);
  const move = (i: number, by: -1 | 1) =>
    setEdit((e) => {
      const order = [...e.order];
      [order[i], order[i + by]] = [order[i + by], order[i]];
      return { ...e, order };
    });
  const save = () =>
    update.mutate({
      ...detailsBody(edit.details),
      tracks: edit.order.map((t) => ({ id: t.id, title: t.title.trim() || undefined })),
      ...(release.tracks.length === 1 && { chapters: chaptersBody(edit.chapters) }),
    });
  return (
    <Stack spacing={3} component="section" aria-labelledby="release-details">
      <Typography id="release-details" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Details
      </Typography>
      <ReleaseDetailsFields value={edit.details} onChange={(details) => setEdit((e) => ({ ...e, details }))} />
      <Typography variant="h6" component="h3">
        Track order
      </Typography>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Track order">
        {edit.order.map((t, i) => (
          <Stack component="li" key={t.id} direction="row" spacing={1} sx={{ alignItems: 'center', listStyle: 'none' }}>
            <TextField size="small" fullWidth label={`Track ${i + 1} title`} value={t.title} onChange={(ev) => setEdit((e) => ({ ...e, order: e.order.map((o) => (o.id === t.id ? { ...o, title: ev.target.value } : o)) }))} />
            <IconButton aria-label={`Move ${t.title} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              <ArrowUpwardRounded />
            </IconButton>
            <IconButton aria-label={`Move ${t.title} down`} disabled={i === edit.order.length - 1} onClick={() => move(i, 1)}>
              <ArrowDownwardRounded />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {release.tracks.length === 1 && <ChaptersEditor rows={edit.chapters} onChange={(chapters) => setEdit((e) => ({ ...e, chapters }))} />}
      {update.error && <Alert severity="error">{studioErrorMessage(update.error)}</Alert>}
      <Box>
        <Button variant="outlined" disabled={update.isPending} onClick={save}>
          Save changes
        </Button>
      </Box>
    </Stack>
  );
}

function DeleteRelease({ release }: { release: Release }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRelease();
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Remove
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="remove-release-title">
        <DialogTitle id="remove-release-title">Remove {release.title}?</DialogTitle>
        <DialogContent>
          <Typography>It leaves the site at once, and its files are deleted. This cannot be undone.</Typography>
          {remove.error && <Alert severity="error" sx={{ mt: 2 }}>{studioErrorMessage(remove.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate(release, { onSuccess: () => void Router.push('/studio') })}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** One release in the studio: how its processing goes, a preview of each track, its details, publishing. */
export function ReleaseScreen({ id }: { id: number }) {
  const creator = useStudioAccess() === 'creator';
  const { data: release, error, isLoading } = useRelease(id, creator && Number.isInteger(id));
  const publish = usePublishRelease(id);
  return (
    <StudioFrame title={release?.title ?? 'Release'} actions={release && <ReleaseStatusChip status={release.status} />}>
      {isLoading && <CircularProgress aria-label="Loading the release" />}
      {error && <Alert severity="error">{studioErrorMessage(error)}</Alert>}
      {release && (
        <Stack spacing={4}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              {release.cover && (
                // eslint-disable-next-line @next/next/no-img-element -- the studio's own cover URL, shown small
                <img src={release.cover} alt={`${release.title} cover`} width={72} height={72} style={{ borderRadius: 4, objectFit: 'cover', flexShrink: 0 }} />
              )}
              <Typography sx={{ flex: 1 }}>
                {release.status === 'processing' && 'Its tracks are being processed: loudness, a data-saver stream and a waveform for each.'}
                {release.status === 'ready' && (release.release_at && new Date(release.release_at) > new Date() ? `Ready. Publish it to show it under Coming Soon until ${formatDate(release.release_at)}.` : 'Ready to publish.')}
                {release.status === 'failed' && (release.error ?? 'A track failed to process.')}
                {release.status === 'scheduled' && `Scheduled: out on ${formatDate(release.release_at!)}, Coming Soon until then.`}
                {release.status === 'published' && 'On the site now.'}
              </Typography>
              <Stack direction="row" spacing={1}>
                {release.slug && (
                  <Button component={PageLink} href={`/mixtape/${release.slug}`}>
                    View on the site
                  </Button>
                )}
                {release.status === 'ready' && (
                  <Button variant="contained" disabled={publish.isPending} onClick={() => publish.mutate()}>
                    Publish
                  </Button>
                )}
                <DeleteRelease release={release} />
              </Stack>
            </Stack>
            {publish.error && <Alert severity="error" sx={{ mt: 2 }}>{studioErrorMessage(publish.error)}</Alert>}
            {release.cover_note && <Alert severity="info" sx={{ mt: 2 }}>{release.cover_note}</Alert>}
          </Paper>
          <Stack component="section" spacing={2} aria-labelledby="release-tracks">
            <Typography id="release-tracks" variant="h2" sx={{ fontSize: '1.4rem' }}>
              Tracks
            </Typography>
            {release.tracks.map((track) => (
              <Paper key={track.id} variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={1}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {track.position}. {track.title}
                  </Typography>
                  <WaveformPlayer src={track.preview} waveformUrl={track.waveform} title={track.title} />
                  <TrackStatus track={track} />
                </Stack>
              </Paper>
            ))}
          </Stack>
          {/* A saved release (a new updated_at) starts the form again from what was saved; polling does not. */}
          <ReleaseEditor key={release.updated_at} release={release} />
        </Stack>
      )}
    </StudioFrame>
  );
}
