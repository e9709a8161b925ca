import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudioScreen } from '@/components/studio/studio-screen';
import { ReleaseScreen } from '@/components/studio/release-screen';
import { STUDIO_MEMBER_MESSAGE } from '@/components/studio/studio-frame';
import { parseTime } from '@/components/studio/release-fields';
import { PICTURE_TOO_LARGE_NOTE, type Release } from '@/lib/contracts/studio';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

function makeRelease(overrides: Partial<Release> = {}): Release {
  return {
    id: 5,
    title: 'Night Drive',
    description: '',
    artist: 'Nova Reign',
    dj: null,
    release_at: null,
    explicit: false,
    price_cents: null,
    cover: null,
    cover_note: null,
    chapters: null,
    genre: null,
    moods: [],
    status: 'ready',
    error: null,
    slug: null,
    stats: { plays: 1200, downloads: 30, likes: 7 },
    plays_by_day: [...Array.from({ length: 28 }, () => 0), 40, 2],
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    tracks: [
      {
        id: 31, title: 'Intro', artist: 'Nova Reign', position: 1, status: 'ready', progress: 1, error: null, duration: 60,
        loudness: { integrated_lufs: -18.2, true_peak_db: -3.1, gain_db: 3.1 },
        renditions: [
          { quality: 'original', mime: 'audio/flac', bitrate: 900000, bytes: 6_000_000 },
          { quality: 'standard', mime: 'audio/mpeg', bitrate: 256000, bytes: 1_920_000 },
          { quality: 'data_saver', mime: 'audio/mp4', bitrate: 96000, bytes: 720_000 },
        ],
        preview: '/api/v3/studio/tracks/31/preview?expires=1&signature=a', waveform: null,
      },
      {
        id: 32, title: 'Highway', artist: 'Nova Reign', position: 2, status: 'processing', progress: 0.4, error: null, duration: 200,
        loudness: null, renditions: [], preview: '/api/v3/studio/tracks/32/preview?expires=1&signature=b', waveform: null,
      },
    ],
    ...overrides,
  };
}

const creator = () => logIn(makeMe({ roles: ['member', 'creator'] }));

beforeEach(() => {
  resetAuthState();
  // The studio's pages ask which profiles the creator publishes under (profiles.test.tsx shows them).
  server.use(http.get(`${V3}/studio/profiles`, () => HttpResponse.json({ profiles: [], claims: [] })));
});

it('tells a member the studio is for creators, and lists a creator’s releases with their status and figures', async () => {
  logIn(makeMe());
  const { unmount } = renderWithProviders(<StudioScreen />);
  expect(await screen.findByText(STUDIO_MEMBER_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /New release/ })).not.toBeInTheDocument();
  unmount();

  server.use(http.get(`${V3}/studio/mixtapes`, () => HttpResponse.json({ items: [makeRelease({ status: 'scheduled', release_at: '2026-12-24T18:00:00.000Z' })] })));
  creator();
  renderWithProviders(<StudioScreen />);
  const row = await screen.findByRole('link', { name: /Night Drive/ });
  expect(within(row).getByText('Scheduled')).toBeInTheDocument();
  expect(within(row).getByText('1,200 plays · 30 downloads · 7 likes')).toBeInTheDocument();
  expect(within(row).getByRole('img', { name: '42 plays in the last 30 days' })).toBeInTheDocument();
  expect(row).toHaveAttribute('href', '/studio/5');
  expect(screen.getByRole('link', { name: /New release/ })).toHaveAttribute('href', '/studio/new');
});

it('shows each track’s processing, and publishes a ready release', async () => {
  const user = userEvent.setup();
  let published = false;
  let release = makeRelease({ status: 'processing' });
  server.use(
    http.get(`${V3}/studio/mixtapes/5`, () => HttpResponse.json(release)),
    http.post(`${V3}/studio/mixtapes/5/publish`, () => {
      published = true;
      return HttpResponse.json({ ...release, status: 'published', slug: 'nova-reign-night-drive' });
    }),
  );
  creator();
  renderWithProviders(<ReleaseScreen id={5} />);
  expect(await screen.findByText('Processing… 40%')).toBeInTheDocument();
  expect(screen.getByText(/-18.2 LUFS, played at \+3.1 dB · Standard 256 kbps/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

  release = makeRelease();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument(), { timeout: 4000 });
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(published).toBe(true));
  expect(await screen.findByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/mixtape/nova-reign-night-drive');
});

it('says why a release has no cover from its track', async () => {
  server.use(http.get(`${V3}/studio/mixtapes/5`, () => HttpResponse.json(makeRelease({ cover_note: PICTURE_TOO_LARGE_NOTE }))));
  creator();
  renderWithProviders(<ReleaseScreen id={5} />);
  expect(await screen.findByText(PICTURE_TOO_LARGE_NOTE)).toBeInTheDocument();
});

it('saves a new track order and title', async () => {
  const user = userEvent.setup();
  let patch: unknown;
  server.use(
    http.get(`${V3}/studio/mixtapes/5`, () => HttpResponse.json(makeRelease())),
    http.patch(`${V3}/studio/mixtapes/5`, async ({ request }) => {
      patch = await request.json();
      return HttpResponse.json(makeRelease({ updated_at: '2026-11-21T12:00:00.000Z' }));
    }),
  );
  creator();
  renderWithProviders(<ReleaseScreen id={5} />);
  await user.click(await screen.findByRole('button', { name: 'Move Intro down' }));
  const title = screen.getByRole('textbox', { name: 'Track 2 title' });
  await user.clear(title);
  await user.type(title, 'The Intro');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patch).toMatchObject({ title: 'Night Drive', artist: 'Nova Reign', tracks: [{ id: 32, title: 'Highway' }, { id: 31, title: 'The Intro' }] }));
});

it('sets a genre and up to three moods on a release', async () => {
  const user = userEvent.setup();
  let patch: unknown;
  server.use(
    http.get(`${V3}/studio/mixtapes/5`, () => HttpResponse.json(makeRelease({ genre: 'trap', moods: ['hype'] }))),
    http.patch(`${V3}/studio/mixtapes/5`, async ({ request }) => {
      patch = await request.json();
      return HttpResponse.json(makeRelease({ updated_at: '2026-11-21T12:00:00.000Z' }));
    }),
  );
  creator();
  renderWithProviders(<ReleaseScreen id={5} />);
  const genre = await screen.findByRole('combobox', { name: 'Genre' });
  expect(genre).toHaveValue('trap');
  await user.selectOptions(genre, screen.getByRole('option', { name: 'R&B' }));
  expect(screen.getByRole('button', { name: 'Hype', pressed: true })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Late Night' }));
  await user.click(screen.getByRole('button', { name: 'Romantic' }));
  // Three picked: the others wait until one is let go.
  expect(screen.getByRole('button', { name: 'Chill' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Hype', pressed: true }));
  expect(screen.getByRole('button', { name: 'Chill' })).not.toHaveAttribute('aria-disabled');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patch).toMatchObject({ genre: 'rnb', moods: ['late-night', 'romantic'] }));
});

it('reads chapter times as h:mm:ss, mm:ss or seconds', () => {
  expect(parseTime('1:02:30')).toBe(3750);
  expect(parseTime('4:05')).toBe(245);
  expect(parseTime('90')).toBe(90);
  expect(parseTime('a:10')).toBeNaN();
  expect(parseTime('')).toBeNaN();
});
