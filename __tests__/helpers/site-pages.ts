import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { Playlist } from '@/lib/contracts/playlists';
import { OUTBOX_PAGE } from './e2e-outbox';

// The site's pages for the journeys that walk them all (axe, the HTML checker): one list, so a new page is checked
// by every walk once it has its row.

/** What the paths below name: `{mixtape}` is replaced by a seeded mixtape's slug, and so on. */
export interface Fixture {
  mixtape: string;
  mixtapeId: string;
  artist: string;
  dj: string;
  podcast: string;
  playlist: string;
  /** A paid mixtape the seeding member has not bought: its Buy opens the purchase dialog. */
  paidMixtape: string;
  /** A PaymentIntent of the seeding member's waiting at its 3-D Secure step, for the sandbox's bank page. */
  intentId: string;
  clientSecret: string;
}

/** Who looks: the walk's member, or a member with premium (whose pages and dialogs differ). */
export type Viewer = 'member' | 'subscriber';

/** Every page of the site, one row each: add a row for a new page. */
export const PAGES: { name: string; path: string; as?: Viewer }[] = [
  { name: 'home', path: '/' },
  { name: 'mixtape', path: '/mixtape/{mixtape}' },
  { name: 'mixtapes', path: '/mixtapes?sort=plays&order=desc' },
  { name: 'featured', path: '/featured' },
  { name: 'premieres', path: '/premieres' },
  { name: 'today', path: '/today' },
  { name: 'this week', path: '/this-week' },
  { name: 'coming soon', path: '/unreleased' },
  { name: 'past releases', path: '/past-releases' },
  { name: 'genres', path: '/genres' },
  { name: 'genre', path: '/genre/hip-hop?mood=chill' },
  { name: 'mood', path: '/genre/late-night' },
  { name: 'artist', path: '/artist/{artist}' },
  { name: 'dj', path: '/dj/{dj}' },
  { name: 'djs', path: '/djs' },
  { name: 'charts', path: '/charts' },
  { name: 'charts (tracks)', path: '/charts?chart=tracks' },
  { name: 'artists', path: '/artists?sort=name&letter=A' },
  { name: 'podcasts', path: '/podcasts' },
  { name: 'podcast', path: '/podcast/{podcast}' },
  { name: 'search', path: '/search?query=mix' },
  { name: 'playlist', path: '/playlist/{playlist}' },
  { name: 'playlists', path: '/playlists' },
  { name: 'favorites', path: '/favorites' },
  { name: 'liked', path: '/liked' },
  { name: 'history', path: '/history' },
  { name: 'purchases', path: '/purchases' },
  { name: 'following', path: '/following' },
  { name: 'downloads', path: '/downloads' },
  { name: 'offline', path: '/offline' },
  { name: 'account', path: '/account' },
  { name: 'premium', path: '/premium' },
  { name: 'premium (subscriber)', path: '/premium', as: 'subscriber' },
  { name: 'account (subscriber)', path: '/account', as: 'subscriber' },
  { name: 'contact', path: '/contact' },
  { name: 'dmca', path: '/dmca' },
  { name: 'terms of use', path: '/term-of-use' },
  { name: 'privacy', path: '/privacy' },
  { name: 'reset password', path: '/reset-password?token=expired' },
  { name: 'undo a change', path: '/account/undo-change?token=expired' },
  { name: 'unsubscribe', path: '/unsubscribe?token=1.artists.not-signed' },
  { name: 'dev outbox', path: OUTBOX_PAGE },
  { name: 'not found', path: '/no-such-page' },
  { name: 'embedded player', path: '/embed/{mixtape}' },
  { name: 'pop-out player', path: '/player/{mixtapeId}' },
  { name: "sandbox's 3-D Secure page", path: '/payments/sandbox/3ds/{intentId}?client_secret={clientSecret}' },
];

export function fill(path: string, fixture: Fixture): string {
  return path.replace(/\{(\w+)\}/g, (_, key: keyof Fixture) => encodeURIComponent(fixture[key]));
}

/** The most played mixtape that plays without the age question, which would stand in front of everything else. */
export async function playableMixtape(request: APIRequestContext): Promise<Mixtape> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=50&sort=plays&order=desc')).json()) as { data: Mixtape[] };
  return data.find((m) => !m.explicit)!;
}

/** Seeds what the paths name, as the member whose token this is: a playlist of theirs, and a payment waiting at 3-D Secure. */
export async function seededFixture(request: APIRequestContext, token: string): Promise<Fixture> {
  const get = async <T>(path: string) => (await (await request.get(`/api/v3${path}`)).json()) as T;
  const mixtape = await playableMixtape(request);
  const { data: artists } = await get<{ data: { slug: string }[] }>('/artists?take=1');
  const { data: djs } = await get<{ data: { slug: string }[] }>('/djs?take=1');
  const { data: podcasts } = await get<{ data: { slug: string }[] }>('/podcasts?take=1');
  const tracks = await get<Track[]>(`/mixtapes/${mixtape.id}/queue`);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v3/playlists', { headers: auth, multipart: { name: 'Night drive', description: 'Late and slow.' } });
  expect(created.status()).toBe(200);
  const playlist = (await created.json()) as Playlist;
  const added = await request.post(`/api/v3/playlists/${playlist.id}/tracks`, { headers: auth, data: { track_ids: tracks.slice(0, 3).map((t) => t.id) } });
  expect(added.status()).toBe(200);
  // Two paid mixtapes: one to open Buy on, one whose payment waits at the sandbox's 3-D Secure page.
  const [paid, authenticating] = (await get<{ data: Mixtape[] }>('/mixtapes?take=100&sort=plays&order=desc')).data.filter((m) => m.price && !m.explicit);
  const intent = (await (await request.post(`/api/v3/mixtapes/${authenticating.id}/purchase`, { headers: auth })).json()) as { client_secret: string };
  const card = { number: '4000002500003155', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
  const action = (await (await request.post('/api/payments/sandbox/confirm', { data: { client_secret: intent.client_secret, card } })).json()) as { id: string; status: string };
  expect(action.status).toBe('requires_action');
  return {
    mixtape: mixtape.slug,
    mixtapeId: String(mixtape.id),
    artist: artists[0].slug,
    dj: djs[0].slug,
    podcast: podcasts[0].slug,
    playlist: playlist.slug,
    paidMixtape: paid.slug,
    intentId: action.id,
    clientSecret: intent.client_secret,
  };
}

/**
 * Waits for what the page loads after its HTML: the player bar (on demand) where there is one, and data (a
 * progress indicator while it loads). The network is given a moment to go quiet, but not waited for: the player
 * may keep buffering.
 */
export async function pageReady(page: Page, withPlayer: boolean) {
  if (withPlayer) await expect(page.getByRole('region', { name: 'Player' })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  // Checked every 100 ms: polling by animation frame (the default) makes the browser draw every frame meanwhile.
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-hidden="true"])'), undefined, { polling: 100 });
}
