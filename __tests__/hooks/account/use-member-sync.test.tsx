import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useAuthSession } from '@/hooks/account/use-auth-session';
import { useMemberSync } from '@/hooks/account/use-member-sync';
import { useIsFavorite, useVoteMark } from '@/hooks/library';
import { useHasPremium } from '@/hooks/payments';
import type { Premium } from '@/lib/contracts/payments';
import { knownPremium } from '@/services/common/member-ids';
import { useAppStore } from '@/store';
import { logIn, makeMe, V3 } from '../../helpers/auth';
import { makeMixtape, makeTrack } from '../../helpers/fixtures';
import { memberIds, saveMemberIds } from '../../helpers/member-ids';
import { mockServer } from '../../helpers/msw';
import { noPremium, subscribed } from '../../helpers/premium';
import { resetPlayerEachTest, state } from '../../helpers/player';

const server = mockServer();
resetPlayerEachTest();
const meta = (page: number, pageCount: number) => ({ page, take: 100, total: pageCount * 100, pageCount });
const purchaseOf = (mixtapeId: number, refunded = 0) => ({
  id: mixtapeId * 10,
  mixtape: makeMixtape(mixtapeId, { price: { amount: 499, currency: 'usd' } }),
  amount: 499,
  refunded,
  currency: 'usd',
  created_at: '2026-11-21T10:00:00.000Z',
  receipt_url: `/api/v3/users/purchases/${mixtapeId * 10}/receipt`,
});

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ authReady: true });
  // What a member without anything has; tests override the part they look at.
  server.use(
    http.get(`${V3}/users/favorites/:kind`, () => HttpResponse.json({ data: [], meta: meta(1, 0) })),
    http.get(`${V3}/users/purchases`, () => HttpResponse.json({ data: [], meta: meta(1, 0) })),
    http.get(`${V3}/users/likes`, () => HttpResponse.json({ data: [], meta: meta(1, 0) })),
    http.get(`${V3}/users/dislikes`, () => HttpResponse.json({ data: [], meta: meta(1, 0) })),
    http.get(`${V3}/premium`, () => HttpResponse.json(noPremium())),
  );
});

let client: QueryClient;

/** The member sync as the site mounts it, with the session's (whose log-out forgets the member's queries). */
function renderSync() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      useAuthSession();
      useMemberSync();
    },
    { wrapper },
  );
}
const ids = (set: Parameters<typeof memberIds>[1], userId = 7) => memberIds(client, set, userId);
/** The member's premium query: GET /premium's answer as last read. */
const premium = (userId = 7) => client.getQueryData<Premium>(['premium', userId]);

/**
 * The member's data on the server: favorites (tracks 3 and 1, nothing else) and premium of `status` (null: none).
 * Records the Authorization header of each call.
 */
function memberApi(status: string | null) {
  const auth: (string | null)[] = [];
  server.use(
    http.get(`${V3}/premium`, ({ request }) => {
      auth.push(request.headers.get('Authorization'));
      return HttpResponse.json(status ? subscribed({ status }) : noPremium());
    }),
    http.get(`${V3}/users/favorites/:kind`, ({ request, params }) => {
      auth.push(request.headers.get('Authorization'));
      const data = params.kind === 'tracks' ? [makeTrack(3), makeTrack(1)] : [];
      return HttpResponse.json({ data, meta: { page: 1, take: 100, total: data.length, pageCount: 1 } });
    }),
  );
  return auth;
}

it("reads the member's favorites and premium after a log-in (with the member's token), and forgets them at log-out", async () => {
  const auth = memberApi('active');
  renderSync();
  expect(auth).toEqual([]);

  logIn(makeMe({ id: 7, isPremium: false }));
  await waitFor(() => expect(premium()?.subscription?.status).toBe('active'));
  await waitFor(() => expect(ids('favorite-tracks')).toEqual([3, 1]));
  expect(auth).toEqual(Array(4).fill('Bearer access-1'));
  expect(knownPremium(state())).toBe(true);

  act(() => state().clearSession());
  expect(premium()).toBeUndefined();
  expect(ids('favorite-tracks')).toBeUndefined();
  expect(knownPremium(state())).toBe(false);
});

it('replaces what this browser kept when the server says premium ended', async () => {
  memberApi('canceled');
  localStorage.setItem('member_ids', JSON.stringify({ userId: 7, sets: {}, premium: 'active' }));
  logIn(makeMe({ id: 7, isPremium: true }));
  const { result } = renderHook(
    () => {
      useAuthSession();
      useMemberSync();
      return useHasPremium();
    },
    { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={(client = new QueryClient())}>{children}</QueryClientProvider> },
  );
  // Until the server answers, what this browser saved of the member's premium.
  expect(result.current).toBe(true);
  await waitFor(() => expect(result.current).toBe(false));
  expect(premium()?.subscription?.status).toBe('canceled');
  expect(knownPremium(state())).toBe(false);
  expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')).toMatchObject({ userId: 7, premium: 'canceled' });
});

it("keeps nothing of a member who logged out before the answers came", async () => {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${V3}/premium`, async () => (await held, HttpResponse.json(subscribed()))),
    http.get(`${V3}/users/purchases`, async () => (await held, HttpResponse.json({ data: [purchaseOf(3)], meta: meta(1, 1) }))),
    http.get(`${V3}/users/favorites/tracks`, async () => (await held, HttpResponse.json({ data: [makeTrack(1)], meta: { page: 1, take: 100, total: 1, pageCount: 1 } }))),
    http.get(`${V3}/users/favorites/:kind`, () => HttpResponse.json({ data: [], meta: { page: 1, take: 100, total: 0, pageCount: 0 } })),
  );
  logIn(makeMe({ id: 7 }));
  renderSync();
  await new Promise((resolve) => setTimeout(resolve, 50));
  act(() => state().clearSession());
  answer();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(premium()).toBeUndefined();
  expect(ids('favorite-tracks')).toBeUndefined();
  expect(ids('purchased')).toBeUndefined();
  expect(localStorage.getItem('member_ids')).toBeNull();
});

it("fills the member's bought mixtapes from every page of GET /users/purchases after log-in (not one refunded in full), and empties them on log-out", async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${V3}/users/purchases`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(`${page}/${new URL(request.url).searchParams.get('take')}`);
      return HttpResponse.json({ data: page === 1 ? [purchaseOf(9), purchaseOf(4, 100)] : [purchaseOf(2), purchaseOf(6, 499)], meta: meta(page, 2) });
    }),
  );
  saveMemberIds({ purchased: [77] });
  renderSync();
  // A guest has none: what a previous member left is gone.
  expect(localStorage.getItem('member_ids')).toBeNull();
  logIn();
  await waitFor(() => expect(ids('purchased')).toEqual([9, 4, 2]));
  expect(pages).toEqual(['1/100', '2/100']);
  act(() => useAppStore.getState().clearSession());
  expect(ids('purchased')).toBeUndefined();
});

it("fills the member's liked and disliked mixtapes from every page after log-in, and empties them on log-out", async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${V3}/users/likes`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      asked.push(`likes ${page}/${url.searchParams.get('take')} ${request.headers.get('Authorization')}`);
      return HttpResponse.json({ data: page === 1 ? [makeMixtape(8), makeMixtape(5)] : [makeMixtape(2)], meta: meta(page, 2) });
    }),
    http.get(`${V3}/users/dislikes`, () => HttpResponse.json({ data: [makeMixtape(6)], meta: meta(1, 1) })),
  );
  renderSync();
  logIn();
  await waitFor(() => expect(ids('liked')).toEqual([8, 5, 2]));
  await waitFor(() => expect(ids('disliked')).toEqual([6]));
  expect(asked).toEqual(['likes 1/100 Bearer access-1', 'likes 2/100 Bearer access-1']);
  act(() => state().clearSession());
  expect(ids('liked')).toBeUndefined();
  expect(ids('disliked')).toBeUndefined();
});

it("saves the member's favorites, purchases and premium for the next reload (not the votes), and forgets them at log-out", async () => {
  memberApi(null);
  server.use(http.get(`${V3}/users/likes`, () => HttpResponse.json({ data: [makeMixtape(8)], meta: meta(1, 1) })));
  renderSync();
  logIn();
  await waitFor(() => expect(ids('liked')).toEqual([8]));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')?.sets).toEqual({ 'favorite-tracks': [3, 1], 'favorite-mixtapes': [], 'favorite-playlists': [], purchased: [] }));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')).toMatchObject({ userId: 7, premium: null }));
  act(() => state().clearSession());
  expect(localStorage.getItem('member_ids')).toBeNull();
});

it("never shows one member's favorites or votes to the next member logging in on this browser", async () => {
  memberApi(null);
  server.use(http.get(`${V3}/users/likes`, () => HttpResponse.json({ data: [makeMixtape(8)], meta: meta(1, 1) })));
  const { result } = renderHook(
    () => {
      useAuthSession();
      useMemberSync();
      return { heart: useIsFavorite('tracks', 3), vote: useVoteMark(8) };
    },
    { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={(client = new QueryClient())}>{children}</QueryClientProvider> },
  );
  logIn();
  await waitFor(() => expect(result.current).toEqual({ heart: true, vote: 'like' }));
  act(() => state().clearSession());
  expect(result.current).toEqual({ heart: false, vote: null });

  // The next member's lists are not in yet: nothing of the first shows meanwhile.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${V3}/users/favorites/:kind`, async () => (await held, HttpResponse.json({ data: [], meta: meta(1, 0) }))),
    http.get(`${V3}/users/likes`, async () => (await held, HttpResponse.json({ data: [], meta: meta(1, 0) }))),
  );
  logIn(makeMe({ id: 8, username: 'next' }));
  expect(result.current).toEqual({ heart: false, vote: null });
  answer();
  await waitFor(() => expect(ids('favorite-tracks', 8)).toEqual([]));
  expect(result.current).toEqual({ heart: false, vote: null });
});
