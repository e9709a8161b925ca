import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBar } from '@/components/layout/alert-bar';
import { DownloadsScreen } from '@/components/library/downloads-screen';
import { OFFLINE_CACHE, type SavedCollection } from '@/lib/offline';
import { recordPath } from '@/lib/offline-rules';
import { useAppStore } from '@/store';
import { logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { installCacheStorage, installStorageEstimate, removeOfflineApis, type MemoryCache } from '../../helpers/cache-storage';
import { makeTrack } from '../../helpers/fixtures';
import { renderWithProviders } from '../../helpers/render';

const shared = makeTrack(1, { mixtapeId: 7 });
const mixtape: SavedCollection = {
  kind: 'mixtape',
  id: 7,
  slug: 'mixtape-7',
  title: 'Mixtape 7',
  byline: 'Nova Reign',
  cover: null,
  tracks: [shared, makeTrack(2, { mixtapeId: 7 })],
  urls: ['/api/v3/tracks/1/stream', '/api/v3/tracks/2/stream', '/api/v3/mixtapes/7'],
  bytes: 48_213_000,
  savedAt: '2026-11-27T10:00:00.000Z',
};
const playlist: SavedCollection = {
  kind: 'playlist',
  id: 3,
  slug: 'road-trip',
  title: 'Road Trip',
  byline: 'djnova',
  cover: null,
  tracks: [shared],
  urls: ['/api/v3/tracks/1/stream', '/api/v3/playlists/3'],
  bytes: 9_400_000,
  savedAt: '2026-11-28T10:00:00.000Z',
};
let offline: MemoryCache;

beforeEach(async () => {
  resetAuthState();
  const stores = installCacheStorage();
  installStorageEstimate(57_613_000, 2_000_000_000);
  offline = await caches.open(OFFLINE_CACHE).then(() => stores.get(OFFLINE_CACHE)!);
  for (const save of [mixtape, playlist]) {
    await offline.put(recordPath(save.kind, save.id), Response.json(save));
    for (const url of save.urls) await offline.put(url, new Response('bytes'));
  }
});
afterEach(() => {
  removeOfflineApis();
  jest.restoreAllMocks();
});

function renderScreen() {
  return renderWithProviders(
    <>
      <DownloadsScreen />
      <AlertBar />
    </>,
  );
}

it('lists what is saved on this device, newest first, each with its size, and the storage used of the quota', async () => {
  logIn(makeMe({ isPremium: true }));
  renderScreen();
  const rows = await screen.findAllByTestId('download');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Road Trip', 'Mixtape 7']);
  expect(rows[0]).toHaveTextContent('Playlist by djnova');
  expect(rows[0]).toHaveTextContent('1 track · 9.4 MB');
  expect(rows[1]).toHaveTextContent('2 tracks · 48.2 MB');
  expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/mixtape/mixtape-7');
  expect(await screen.findByText('Storage on this device: 57.6 MB used of 2.0 GB')).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: /Storage on this device/ })).toHaveAttribute('aria-valuenow', '3');
  expect(screen.queryByText(/Premium has ended/)).not.toBeInTheDocument();
});

it('Remove deletes a save, keeping a stream another save holds', async () => {
  logIn(makeMe({ isPremium: true }));
  const user = userEvent.setup();
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Remove Mixtape 7' }));
  await waitFor(() => expect(screen.getAllByTestId('download')).toHaveLength(1));
  expect(screen.getByText('Removed from your downloads')).toBeInTheDocument();
  expect(offline.paths().sort()).toEqual(['/api/v3/playlists/3', '/api/v3/tracks/1/stream', '/offline-saves/playlist/3']);
});

it('Play plays the saved tracks', async () => {
  logIn(makeMe({ isPremium: true }));
  const user = userEvent.setup();
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Play Mixtape 7' }));
  expect(useAppStore.getState()).toMatchObject({ queue: mixtape.tracks, activeTrack: shared, isPlaying: true });
});

it('tells a member whose premium ended that the saves stay, unplayable offline, and the player refuses them there', async () => {
  logIn(makeMe({ isPremium: false }));
  const user = userEvent.setup();
  renderScreen();
  expect(await screen.findByText('Premium has ended: subscribe again to play your saved mixtapes')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');

  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Play Mixtape 7' }));
  expect(useAppStore.getState()).toMatchObject({ activeTrack: null, isPlaying: false });
  expect(await screen.findByRole('alert')).toHaveTextContent('Premium has ended: subscribe again to play your saved mixtapes');
});

it('says what it is for when nothing is saved', async () => {
  await offline.delete(recordPath('mixtape', 7));
  await offline.delete(recordPath('playlist', 3));
  logIn(makeMe({ isPremium: true }));
  renderScreen();
  expect(await screen.findByText('Nothing saved offline yet')).toBeInTheDocument();
});
