import { useRef, useState, type DragEvent } from 'react';
import Router from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { formatBytes, formatDuration } from '@/lib/format';
import { studioErrorMessage, useCreateRelease, useFileUploads, type FileUpload } from '@/hooks/studio/use-studio';
import { ChaptersEditor, EMPTY_DETAILS, ReleaseDetailsFields, chaptersBody, detailsBody, type ChapterRow } from './release-fields';
import { StudioFrame } from './studio-frame';

const AUDIO_ACCEPT = 'audio/*,.mp3,.m4a,.aac,.flac,.wav,.ogg,.opus';

const fileTitle = (name: string) => name.replace(/\.[^.]+$/, '').replace(/^\d+\s*[-_.]\s*/, '').trim() || name;

function stateText(file: FileUpload): string {
  if (file.state === 'failed') return file.error ?? 'The upload failed.';
  if (file.state === 'paused') return `Paused at ${Math.round(file.progress * 100)}%`;
  if (file.state === 'done') return file.result?.audio ? `Uploaded · ${formatDuration(file.result.audio.duration)}` : 'Uploaded';
  return `Uploading ${Math.round(file.progress * 100)}% of ${formatBytes(file.size)}`;
}

interface TrackRowProps {
  file: FileUpload;
  position: number;
  count: number;
  title: string;
  onTitle: (title: string) => void;
  uploads: ReturnType<typeof useFileUploads>;
}

function TrackRow({ file, position, count, title, onTitle, uploads }: TrackRowProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ width: 24, textAlign: 'right', color: 'text.secondary' }}>{position}</Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField size="small" fullWidth label={`Track ${position} title`} value={title} onChange={(e) => onTitle(e.target.value)} />
          <Typography variant="caption" component="p" color={file.state === 'failed' ? 'error' : 'textSecondary'} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {file.name} · {stateText(file)}
          </Typography>
          {file.result?.note && (
            <Typography variant="caption" component="p" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {file.result.note}
            </Typography>
          )}
          {file.state !== 'done' && file.state !== 'failed' && <LinearProgress variant="determinate" value={file.progress * 100} aria-label={`Upload of ${file.name}`} sx={{ mt: 0.5 }} />}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          {file.state === 'uploading' && (
            <IconButton aria-label={`Pause the upload of ${file.name}`} onClick={() => uploads.pause(file.key)}>
              <PauseRounded />
            </IconButton>
          )}
          {(file.state === 'paused' || (file.state === 'failed' && !file.result)) && (
            <IconButton aria-label={`Resume the upload of ${file.name}`} onClick={() => uploads.resume(file.key)}>
              <PlayArrowRounded />
            </IconButton>
          )}
          <IconButton aria-label={`Move ${title || file.name} up`} disabled={position === 1} onClick={() => uploads.move(file.key, -1)}>
            <ArrowUpwardRounded />
          </IconButton>
          <IconButton aria-label={`Move ${title || file.name} down`} disabled={position === count} onClick={() => uploads.move(file.key, 1)}>
            <ArrowDownwardRounded />
          </IconButton>
          <IconButton aria-label={`Remove ${file.name}`} onClick={() => uploads.remove(file.key)}>
            <CloseRounded />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Drop files here, or choose them. */
function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 2, p: { xs: 3, sm: 5 }, textAlign: 'center', bgcolor: over ? 'action.hover' : 'transparent' }}
    >
      <CloudUploadRounded sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography sx={{ mt: 1 }}>Drop your tracks here, or one long DJ mix.</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        MP3, AAC/M4A, FLAC, WAV or OGG, up to 1 GB each. Uploads resume if your connection drops.
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()}>
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={AUDIO_ACCEPT}
        hidden
        aria-label="Audio files"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}

function CoverPicker({ uploads, preview, onPreview }: { uploads: ReturnType<typeof useFileUploads>; preview: string | null; onPreview: (url: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const cover = uploads.files[0];
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 96, height: 96, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden', flexShrink: 0 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local file the browser holds, not an optimizable URL */}
        {preview && <img src={preview} alt="The cover you chose" width={96} height={96} style={{ objectFit: 'cover' }} />}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {cover ? 'Change the cover' : 'Choose a cover'}
        </Button>
        <Typography variant="body2" color={cover?.state === 'failed' ? 'error' : 'textSecondary'} sx={{ mt: 0.5 }}>
          {cover ? stateText(cover) : 'JPEG, PNG or WebP, made square. Without one, the first track’s artwork or a generated cover is used.'}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label="Cover image"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (cover) uploads.remove(cover.key);
            onPreview(URL.createObjectURL(file));
            void uploads.add([file]);
          }}
        />
      </Box>
    </Stack>
  );
}

/** A new release: its files uploaded as they are dropped, its details, then made (and processed) in one go. */
export function NewReleaseScreen() {
  const tracks = useFileUploads();
  const cover = useFileUploads();
  const [coverPreview, setCoverPreview] = useState<string | null>(null);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [chapters, setChapters] = useState<ChapterRow[]>([]);
  const create = useCreateRelease();

  const audio = tracks.files;
  // What the tags say fills what was not typed: each track's title, and the release's artist.
  const titleOf = (file: FileUpload) => titles[file.key] ?? file.result?.audio?.title ?? fileTitle(file.name);
  const [artistTyped, setArtistTyped] = useState(false);
  const shown = artistTyped ? details : { ...details, artist: audio.find((f) => f.result?.audio?.artist)?.result?.audio?.artist ?? '' };
  const coverFile = cover.files[0];
  const waiting = audio.some((f) => f.state !== 'done') || (coverFile && coverFile.state !== 'done');
  const ready = audio.length > 0 && !waiting && !!shown.title.trim() && !!shown.artist.trim();
  const submit = () =>
    create.mutate(
      {
        ...detailsBody(shown),
        tracks: audio.map((f) => ({ upload_id: f.result!.id, title: titleOf(f).trim() || fileTitle(f.name) })),
        ...(coverFile?.result && { cover_upload_id: coverFile.result.id }),
        ...(audio.length === 1 && chaptersBody(chapters).length > 0 && { chapters: chaptersBody(chapters) }),
      },
      { onSuccess: ({ id }) => void Router.push(`/studio/${id}`) },
    );

  return (
    <StudioFrame title="New release">
      <Stack spacing={3}>
        <DropZone onFiles={(files) => void tracks.add(files)} />
        {audio.length > 0 && (
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Tracks">
            {audio.map((file, i) => (
              <TrackRow key={file.key} file={file} position={i + 1} count={audio.length} title={titleOf(file)} onTitle={(t) => setTitles((all) => ({ ...all, [file.key]: t }))} uploads={tracks} />
            ))}
          </Stack>
        )}
        <CoverPicker uploads={cover} preview={coverPreview} onPreview={setCoverPreview} />
        <ReleaseDetailsFields
          value={shown}
          onChange={(next) => {
            if (next.artist !== shown.artist) setArtistTyped(true);
            setDetails(next);
          }}
        />
        {audio.length === 1 && <ChaptersEditor rows={chapters} onChange={setChapters} />}
        {create.error && <Alert severity="error">{studioErrorMessage(create.error)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Button variant="contained" size="large" disabled={!ready || create.isPending} onClick={submit} sx={{ flexShrink: 0 }}>
            Make the release
          </Button>
          <Typography variant="body2" color="textSecondary">
            {audio.length === 0 ? 'Add a track to begin.' : waiting ? 'Waiting for the uploads to finish.' : 'Its tracks are processed next; you publish it once they are ready.'}
          </Typography>
        </Stack>
      </Stack>
    </StudioFrame>
  );
}
