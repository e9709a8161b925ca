import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AlertBar } from '@/components/layout/alert-bar';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import { SaveOfflineButton } from '@/components/library/save-offline-button';
import { OFFLINE_CACHE, type SaveTarget } from '@/lib/offline';
import { ENTITLEMENT_PATH } from '@/lib/offline-rules';
import { useAppStore } from '@/store';
import { logIn, makeMe, resetAuthState, V3 } from '../../helpers/auth';
import { installCacheStorage, installServiceWorker, removeOfflineApis, type MemoryCache } from '../../helpers/cache-storage';
import { makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const push = jest.fn();
jest.mock('next/compat/router', () => ({ useRouter: () => ({ push }) }));

const server = mockServer();
const tracks = [1, 2, 3, 4].map((id) => makeTrack(id, { mixtapeId: 7 }));
const target: SaveTarget = { kind: 'mixtape', id: 7, slug: 'mixtape-7', title: 'Mixtape 7', byline: 'Nova Reign', cover: '/api/v3/media/covers/mixtape-7.svg', tracks };
let stores: Map<string, MemoryCache>;

beforeEach(() => {
  resetAuthState();
  push.mockReset();
  stores = installCacheStorage();
});
afterEach(removeOfflineApis);

/**
 * The network a save meets: the offline links the API gives a premium member, each track's audio behind its link
 * (4 + id bytes: its size shows in the record), the API answers, the cover and the page. `asked` holds each call for
 * links, `fetched` the quality of each link fetched.
 */
function serveSave(held?: Promise<void>) {
  const asked: unknown[] = [];
  const fetched: string[] = [];
  server.use(
    http.post(`${V3}/offline/links`, async ({ request }) => {
      const body = (await request.json()) as { track_ids: number[]; quality: string };
      asked.push(body);
      const links = body.track_ids.map((id) => ({ track_id: id, url: `/api/v3/offline/tracks/${id}?quality=${body.quality}&expires=1900000000&signature=signed-${id}` }));
      return HttpResponse.json({ links, expires_in: 600 });
    }),
    http.get(`${V3}/offline/tracks/:id`, async ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('signature') !== `signed-${params.id}`) return HttpResponse.json({ statusCode: 403, message: 'This offline link is not valid. Save the mixtape again.', error: 'Forbidden' }, { status: 403 });
      fetched.push(query.get('quality')!);
      if (params.id === '4' && held) await held;
      return new HttpResponse(new Uint8Array(4 + Number(params.id)), { headers: { 'Content-Type': 'audio/mpeg' } });
    }),
    http.get(`${V3}/mixtapes/7`, () => HttpResponse.json(makeMixtapeDetail(7, 4))),
    http.get(`${V3}/mixtapes/find`, () => HttpResponse.json(makeMixtapeDetail(7, 4))),
    http.get(`${V3}/mixtapes/7/queue`, () => HttpResponse.json(tracks)),
    http.get(`${V3}/media/covers/mixtape-7.svg`, () => new HttpResponse('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } })),
    http.get('http://localhost/mixtape/mixtape-7', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })),
    http.get('http://localhost/downloads', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })),
  );
  return { asked, fetched };
}

function renderButton() {
  return renderWithProviders(
    <>
      <SaveOfflineButton target={target} />
      <AlertBar />
    </>,
  );
}

it("saves a premium member's mixtape through the service worker, showing its progress, then 'Saved offline' with Remove", async () => {
  const register = installServiceWorker();
  let release = () => undefined as void;
  const { asked, fetched } = serveSave(new Promise<void>((resolve) => (release = resolve)));
  logIn(makeMe({ isPremium: true }));
  useAppStore.getState().setStreamQuality('data_saver');
  const user = userEvent.setup();
  renderButton();

  await user.click(await screen.findByRole('button', { name: 'Save offline' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saving… 3 of 4'), { timeout: 5000 });
  release();
  expect(await screen.findByText('Saved offline')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(await screen.findByText('"Mixtape 7" is saved offline')).toBeInTheDocument();

  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  // The data saver, as chosen, through the links the API gave for the save; kept under the player's own stream URL.
  expect(asked).toEqual([{ track_ids: [1, 2, 3, 4], quality: 'data_saver' }]);
  expect(fetched).toEqual(Array(4).fill('data_saver'));
  const offline = stores.get(OFFLINE_CACHE)!;
  expect(offline.paths()).toEqual(
    expect.arrayContaining([
      '/api/v3/tracks/1/stream',
      '/api/v3/tracks/4/stream',
      '/api/v3/mixtapes/7',
      '/api/v3/mixtapes/find?slug=mixtape-7',
      '/api/v3/mixtapes/7/queue',
      '/api/v3/media/covers/mixtape-7.svg',
      '/mixtape/mixtape-7',
      '/offline-saves/mixtape/7',
    ]),
  );
  const record = await (await offline.match('/offline-saves/mixtape/7'))!.json();
  expect(record).toMatchObject({ kind: 'mixtape', id: 7, title: 'Mixtape 7', tracks });
  expect(await (await offline.match(ENTITLEMENT_PATH))!.json()).toEqual({ premium: true });
  expect(useAppStore.getState().offlineSaves).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('button', { name: 'Save offline' })).toBeInTheDocument();
  expect(offline.paths()).toEqual([ENTITLEMENT_PATH]);
});

it('offers premium to a member without it, and saves nothing', async () => {
  installServiceWorker();
  logIn(makeMe({ isPremium: false }));
  const user = userEvent.setup();
  renderButton();
  await user.click(screen.getByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText('Saving mixtapes to play offline is part of Premium.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go Premium' }));
  expect(push).toHaveBeenCalledWith('/premium');
  expect(stores.has(OFFLINE_CACHE)).toBe(false);
});

it('offers premium when the API refuses the links (premium ended since the page learnt of it), and keeps nothing', async () => {
  installServiceWorker();
  serveSave();
  server.use(
    http.post(`${V3}/offline/links`, () =>
      HttpResponse.json({ statusCode: 403, message: 'Saving mixtapes to play offline is part of Premium.', error: 'Forbidden' }, { status: 403 }),
    ),
  );
  logIn(makeMe({ isPremium: true }));
  const user = userEvent.setup();
  renderButton();
  await user.click(await screen.findByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText('Saving mixtapes to play offline is part of Premium.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go Premium' }));
  expect(push).toHaveBeenCalledWith('/premium');
  expect(stores.get(OFFLINE_CACHE)?.paths() ?? []).toEqual([]);
  expect(screen.getByRole('button', { name: 'Save offline' })).toBeInTheDocument();
});

it('asks for links again as the save goes when those it holds are about to expire', async () => {
  installServiceWorker();
  const { asked, fetched } = serveSave();
  server.use(
    http.post(`${V3}/offline/links`, async ({ request }) => {
      const body = (await request.json()) as { track_ids: number[]; quality: string };
      asked.push(body);
      const links = body.track_ids.map((id) => ({ track_id: id, url: `/api/v3/offline/tracks/${id}?quality=${body.quality}&expires=1900000000&signature=signed-${id}` }));
      // Less than the minute a link must have left: each track's link is asked for anew.
      return HttpResponse.json({ links, expires_in: 30 });
    }),
  );
  logIn(makeMe({ isPremium: true }));
  const user = userEvent.setup();
  renderButton();
  await user.click(await screen.findByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText('Saved offline', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(asked).toEqual([1, 2, 3, 4].map((first) => ({ track_ids: [1, 2, 3, 4].slice(first - 1), quality: 'standard' })));
  expect(fetched).toHaveLength(4);
});

it("says why when what is saved was taken down, in the API's words", async () => {
  installServiceWorker();
  serveSave();
  const message = 'This is unavailable for legal reasons: it was taken down following a copyright notice (DMCA-2027-000001).';
  server.use(http.post(`${V3}/offline/links`, () => HttpResponse.json({ statusCode: 451, message, error: 'Unavailable For Legal Reasons', reference: 'DMCA-2027-000001' }, { status: 451 })));
  logIn(makeMe({ isPremium: true }));
  const user = userEvent.setup();
  renderButton();
  await user.click(await screen.findByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(stores.get(OFFLINE_CACHE)?.paths() ?? []).toEqual([]);
});

it('says a save needs the network while offline', async () => {
  installServiceWorker();
  logIn(makeMe({ isPremium: true }));
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const user = userEvent.setup();
  renderButton();
  await user.click(screen.getByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText("You're offline: this needs the network.")).toBeInTheDocument();
  expect(stores.has(OFFLINE_CACHE)).toBe(false);
  jest.restoreAllMocks();
});

it("is on a mixtape's page: a guest is offered premium", async () => {
  server.use(
    http.get(`${V3}/mixtapes/7/queue`, () => HttpResponse.json(tracks)),
    http.get(`${V3}/mixtapes/7/download`, () => HttpResponse.json({ size: 48_213_000 })),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <MixtapeHeader mixtape={makeMixtapeDetail(7, 4)} />
      <AlertBar />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: 'Save offline' }));
  expect(await screen.findByText('Saving mixtapes to play offline is part of Premium.')).toBeInTheDocument();
  await waitFor(() => expect(stores.size).toBe(0));
});
