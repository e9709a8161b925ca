import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMemberSync } from '@/hooks/account/use-member-sync';
import { useAppStore } from '@/store';
import { hasPremium } from '@/store/premium-slice';
import { logIn, makeMe, V3 } from '../../helpers/auth';
import { makeMixtape, makeTrack } from '../../helpers/fixtures';
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
  renderHook(() => useMemberSync());
  expect(auth).toEqual([]);

  logIn(makeMe({ id: 7, isPremium: false }));
  await waitFor(() => expect(state().premium).toMatchObject({ userId: 7, status: 'active' }));
  await waitFor(() => expect(state().favorites.tracks).toHaveLength(2));
  expect(auth).toEqual(Array(4).fill('Bearer access-1'));
  expect(hasPremium(state())).toBe(true);

  act(() => state().clearSession());
  expect(state().premium).toBeNull();
  expect(state().favorites.tracks).toEqual([]);
  expect(hasPremium(state())).toBe(false);
});

it('replaces what this browser kept when the server says premium ended', async () => {
  memberApi('canceled');
  useAppStore.setState({ premium: { userId: 7, status: 'active', cancelAtPeriodEnd: true, periodEnd: '2026-01-01T00:00:00.000Z' } });
  logIn(makeMe({ id: 7, isPremium: true }));
  renderHook(() => useMemberSync());
  await waitFor(() => expect(state().premium?.status).toBe('canceled'));
  expect(hasPremium(state())).toBe(false);
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
  renderHook(() => useMemberSync());
  await new Promise((resolve) => setTimeout(resolve, 50));
  act(() => state().clearSession());
  answer();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(state().premium).toBeNull();
  expect(state().favorites.tracks).toEqual([]);
  expect(state().purchasedMixtapeIds).toEqual([]);
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
  act(() => useAppStore.getState().setPurchasedMixtapes([77]));
  renderHook(() => useMemberSync());
  // A guest has none: what a previous member left is gone.
  expect(useAppStore.getState().purchasedMixtapeIds).toEqual([]);
  logIn();
  await waitFor(() => expect(useAppStore.getState().purchasedMixtapeIds).toEqual([9, 4, 2]));
  expect(pages).toEqual(['1/100', '2/100']);
  act(() => useAppStore.getState().clearSession());
  expect(useAppStore.getState().purchasedMixtapeIds).toEqual([]);
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
  // What a previous member left is gone for a guest.
  act(() => useAppStore.setState({ likedMixtapeIds: [77], dislikedMixtapeIds: [78] }));
  renderHook(() => useMemberSync());
  expect(state().likedMixtapeIds).toEqual([]);
  expect(state().dislikedMixtapeIds).toEqual([]);
  logIn();
  await waitFor(() => expect(state().likedMixtapeIds).toEqual([8, 5, 2]));
  await waitFor(() => expect(state().dislikedMixtapeIds).toEqual([6]));
  expect(asked).toEqual(['likes 1/100 Bearer access-1', 'likes 2/100 Bearer access-1']);
  act(() => state().clearSession());
  expect(state().likedMixtapeIds).toEqual([]);
  expect(state().dislikedMixtapeIds).toEqual([]);
});
