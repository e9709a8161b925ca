import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemberPromptDialog } from '@/components/account/member-prompt-dialog';
import { AlertBar } from '@/components/layout/alert-bar';
import { TrackList } from '@/components/catalog/track-list';
import { useAppStore } from '@/store';
import { apiError, logIn, recordLogs, resetAuthState, V3 } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { recordAnalytics } from '../../helpers/player';
import { followLinksInPlace, renderWithProviders } from '../../helpers/render';

const server = mockServer();
const free = makeTrack(1, { guestDownload: true });
const membersOnly = makeTrack(2, { guestDownload: false });
let followed: string[];

beforeEach(() => {
  resetAuthState();
  followed = [];
  // The download is a hidden link followed in place: record where it led instead of navigating.
  followLinksInPlace((link) => followed.push(link.href));
});
afterEach(() => jest.restoreAllMocks());

function renderTracks() {
  return renderWithProviders(
    <>
      <TrackList tracks={[free, membersOnly]} />
      <MemberPromptDialog />
      <AlertBar />
    </>,
  );
}

it("a guest on a track without guest download gets 'Download Tracks' with Login and Sign up, and nothing is asked of the API", async () => {
  const user = userEvent.setup();
  renderTracks();
  await user.click(screen.getByRole('button', { name: 'Download Track 2' }));
  const prompt = await screen.findByRole('dialog', { name: 'Download Tracks' });
  expect(prompt).toHaveTextContent('Sign up or log in for free to download');
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  expect(followed).toEqual([]);
});

it('a guest downloads a track that allows it: the signed link is followed and a track_download reported', async () => {
  const analytics = recordAnalytics();
  const user = userEvent.setup();
  server.use(http.post(`${V3}/tracks/1/download`, () => HttpResponse.json({ download_url: '/api/v3/downloads/tracks/1?expires=1&signature=abc' })));
  renderTracks();
  await user.click(screen.getByRole('button', { name: 'Download Track 1' }));
  await waitFor(() => expect(followed).toEqual(['http://localhost/api/v3/downloads/tracks/1?expires=1&signature=abc']));
  expect(analytics.names()).toEqual(['track_download:1']);
  expect(useAppStore.getState().memberPrompt).toBeNull();
});

it('a member downloads any track, and the download goes to their history', async () => {
  logIn();
  recordAnalytics();
  const user = userEvent.setup();
  const history: unknown[] = [];
  server.use(
    http.post(`${V3}/tracks/2/download`, () => HttpResponse.json({ download_url: '/api/v3/downloads/tracks/2?expires=1&signature=abc' })),
    http.post(`${V3}/users/history`, async ({ request }) => {
      history.push(await request.json());
      return new HttpResponse(null, { status: 500 });
    }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderTracks();
  await user.click(screen.getByRole('button', { name: 'Download Track 2' }));
  await waitFor(() => expect(history).toEqual([{ action: 'download', item_id: 2, item_type: 'track' }]));
  expect(followed).toHaveLength(1);
});

it('a failed download sends its error log and shows the reason', async () => {
  logIn();
  const user = userEvent.setup();
  const { logs, handler } = recordLogs();
  server.use(handler, http.post(`${V3}/tracks/2/download`, () => apiError(404, 'Track not found', 'Not Found')));
  renderTracks();
  await user.click(screen.getByRole('button', { name: 'Download Track 2' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Track not found');
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: 'failed to download track as a member', level: 'error', subfeature: 'downloads' });
  expect(followed).toEqual([]);
});
