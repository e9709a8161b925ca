import { useRef } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useStudioProfiles } from '@/hooks/studio/use-studio';
import type { ProfileKind } from '@/lib/profiles';
import type { Chapter, Release } from '@/lib/contracts/studio';
import { parseCueSheet } from '@/lib/cue-sheet';
import { GENRES, MAX_MOODS, MOODS, type GenreSlug, type MoodSlug } from '@/lib/genres';

// The fields of a release, as the new-release and release screens both edit them.

export interface ReleaseDetails {
  title: string;
  artist: string;
  dj: string;
  description: string;
  /** A datetime-local value, '' for "when published". */
  releaseAt: string;
  explicit: boolean;
  /** Dollars as typed, '' for free. */
  price: string;
  /** '' for none. */
  genre: GenreSlug | '';
  moods: MoodSlug[];
}

export const EMPTY_DETAILS: ReleaseDetails = { title: '', artist: '', dj: '', description: '', releaseAt: '', explicit: false, price: '', genre: '', moods: [] };

const localDateTime = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export const detailsOf = (release: Release): ReleaseDetails => ({
  title: release.title,
  artist: release.artist,
  dj: release.dj ?? '',
  description: release.description,
  releaseAt: release.release_at ? localDateTime(release.release_at) : '',
  explicit: release.explicit,
  price: release.price_cents === null ? '' : (release.price_cents / 100).toFixed(2),
  genre: release.genre ?? '',
  moods: release.moods,
});

/** The details as the API takes them. */
export function detailsBody(details: ReleaseDetails) {
  return {
    title: details.title.trim(),
    artist: details.artist.trim(),
    dj: details.dj.trim() || null,
    description: details.description.trim(),
    release_at: details.releaseAt ? new Date(details.releaseAt).toISOString() : null,
    explicit: details.explicit,
    price_cents: details.price.trim() ? Math.round(Number(details.price) * 100) : null,
    genre: details.genre || null,
    moods: details.moods,
  };
}

export const NAME_HINT = 'One of yours, or a new name: it becomes yours when you publish.';

/** The creator's profiles of `kind`, offered as the browser's own suggestions under a name field (no menu to load for it). */
function ProfileSuggestions({ id, kind }: { id: string; kind: ProfileKind }) {
  const { data } = useStudioProfiles(true);
  return (
    <datalist id={id}>
      {data?.profiles
        .filter((p) => p.kind === kind)
        .map((p) => (
          <option key={p.id} value={p.name} />
        ))}
    </datalist>
  );
}

export function ReleaseDetailsFields({ value, onChange }: { value: ReleaseDetails; onChange: (value: ReleaseDetails) => void }) {
  const set = <K extends keyof ReleaseDetails>(key: K, v: ReleaseDetails[K]) => onChange({ ...value, [key]: v });
  return (
    <Stack spacing={2}>
      <TextField label="Title" required value={value.title} onChange={(e) => set('title', e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      {/* Only under the creator's own profiles, or a new name (see docs/product.md, The studio). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Artist"
          required
          fullWidth
          value={value.artist}
          onChange={(e) => set('artist', e.target.value)}
          helperText={NAME_HINT}
          slotProps={{ htmlInput: { maxLength: 200, list: 'your-artists', autoComplete: 'off' } }}
        />
        <TextField
          label="Hosted by (DJ)"
          fullWidth
          value={value.dj}
          onChange={(e) => set('dj', e.target.value)}
          helperText="Optional, the same way."
          slotProps={{ htmlInput: { maxLength: 200, list: 'your-djs', autoComplete: 'off' } }}
        />
        <ProfileSuggestions id="your-artists" kind="artist" />
        <ProfileSuggestions id="your-djs" kind="dj" />
      </Stack>
      <TextField label="Description" multiline minRows={3} value={value.description} onChange={(e) => set('description', e.target.value)} slotProps={{ htmlInput: { maxLength: 5000 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Release time"
          type="datetime-local"
          fullWidth
          value={value.releaseAt}
          onChange={(e) => set('releaseAt', e.target.value)}
          helperText="Empty: out when you publish. Ahead: Coming Soon until then."
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Price"
          fullWidth
          value={value.price}
          onChange={(e) => set('price', e.target.value.replace(/[^\d.]/g, ''))}
          helperText="Empty: free to download."
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <FormControlLabel control={<Switch checked={value.explicit} onChange={(e) => set('explicit', e.target.checked)} />} label="Explicit: listeners confirm they are 18 or older" />
      <TextField
        select
        id="release-genre"
        label="Genre"
        value={value.genre}
        onChange={(e) => set('genre', e.target.value as ReleaseDetails['genre'])}
        helperText="Listeners find it on the genre's page."
        // The browser's own list: no menu to load into the studio's pages for it. It always shows a choice ('None'
        // too), so its label always sits above it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 320 } }}
      >
        <option value="">None</option>
        {GENRES.map((g) => (
          <option key={g.slug} value={g.slug}>
            {g.name}
          </option>
        ))}
      </TextField>
      <MoodPicker value={value.moods} onChange={(moods) => set('moods', moods)} />
    </Stack>
  );
}

/** Up to MAX_MOODS moods, each a chip that is pressed while picked; the others wait while the limit is reached. */
function MoodPicker({ value, onChange }: { value: MoodSlug[]; onChange: (moods: MoodSlug[]) => void }) {
  const full = value.length >= MAX_MOODS;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Moods</FormLabel>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {MOODS.map((mood) => {
          const picked = value.includes(mood.slug);
          return (
            <Chip
              key={mood.slug}
              label={mood.name}
              clickable
              aria-pressed={picked}
              disabled={!picked && full}
              color={picked ? 'primary' : 'default'}
              variant={picked ? 'filled' : 'outlined'}
              icon={picked ? <CheckRounded /> : undefined}
              onClick={() => onChange(picked ? value.filter((m) => m !== mood.slug) : [...value, mood.slug])}
            />
          );
        })}
      </Stack>
      <FormHelperText>Up to {MAX_MOODS}: its mood pages list it too.</FormHelperText>
    </FormControl>
  );
}

/** A time typed as h:mm:ss, mm:ss or seconds, in seconds; NaN when it is none of these. */
export function parseTime(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (!text.trim() || parts.length > 3 || parts.some((p) => !Number.isFinite(p) || p < 0)) return Number.NaN;
  return parts.reduce((sum, p) => sum * 60 + p, 0);
}

const timeText = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(s).padStart(2, '0')}`;
};

export interface ChapterRow {
  title: string;
  artist: string;
  start: string;
}

export const chapterRows = (chapters: Chapter[] | null) => (chapters ?? []).map((c) => ({ title: c.title, artist: c.artist ?? '', start: timeText(c.start) }));

/** The rows as the API takes them; rows left blank are dropped. */
export const chaptersBody = (rows: ChapterRow[]): Chapter[] =>
  rows.filter((r) => r.title.trim()).map((r) => ({ title: r.title.trim(), ...(r.artist.trim() && { artist: r.artist.trim() }), start: parseTime(r.start) }));

/** The tracklist inside a one-file mix: typed row by row, or read from a CUE sheet. */
export function ChaptersEditor({ rows, onChange }: { rows: ChapterRow[]; onChange: (rows: ChapterRow[]) => void }) {
  const cue = useRef<HTMLInputElement>(null);
  const setRow = (i: number, patch: Partial<ChapterRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        Chapters
      </Typography>
      <Typography variant="body2" color="textSecondary">
        The tracklist inside the mix, with the time each starts (like 1:02:30). Listeners see it under the player and skip between chapters.
      </Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField size="small" label={`Chapter ${i + 1} starts at`} value={row.start} onChange={(e) => setRow(i, { start: e.target.value })} error={!!row.start && Number.isNaN(parseTime(row.start))} sx={{ width: { sm: 170 } }} />
          <TextField size="small" label="Title" value={row.title} onChange={(e) => setRow(i, { title: e.target.value })} sx={{ flex: 2 }} />
          <TextField size="small" label="Artist" value={row.artist} onChange={(e) => setRow(i, { artist: e.target.value })} sx={{ flex: 1 }} />
          <IconButton aria-label={`Remove chapter ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddRounded />} onClick={() => onChange([...rows, { title: '', artist: '', start: rows.length ? '' : '0:00' }])}>
          Add a chapter
        </Button>
        <Button onClick={() => cue.current?.click()}>Read a CUE sheet</Button>
        <input
          ref={cue}
          type="file"
          accept=".cue,text/plain"
          hidden
          aria-label="CUE sheet"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) onChange(chapterRows(parseCueSheet(await file.text())));
            e.target.value = '';
          }}
        />
      </Stack>
    </Stack>
  );
}
