import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMemberSync } from '@/hooks/use-member-sync';
import { useAppStore } from '@/store';
import { logIn, resetAuthState, V3 } from '../helpers/auth';
import { makeMixtape } from '../helpers/fixtures';
import { mockServer } from '../helpers/msw';

const server = mockServer();
const meta = (page: number, pageCount: number) => ({ page, take: 100, total: pageCount * 100, pageCount });
const purchaseOf = (mixtapeId: number) => ({
  id: mixtapeId * 10,
  mixtape: makeMixtape(mixtapeId, { price: { amount: 499, currency: 'usd' } }),
  amount: 499,
  currency: 'usd',
  created_at: '2026-11-21T10:00:00.000Z',
  receipt_url: `/api/v3/users/purchases/${mixtapeId * 10}/receipt`,
});

beforeEach(() => {
  resetAuthState();
  server.use(
    http.get(`${V3}/users/favorites/:kind`, ({ params }) =>
      HttpResponse.json({ data: params.kind === 'mixtapes' ? [makeMixtape(5)] : [], meta: meta(1, 1) }),
    ),
  );
});

it("fills the member's favorites and bought mixtapes (every page of GET /users/purchases) after log-in, and empties them on log-out", async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${V3}/users/purchases`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(`${page}/${new URL(request.url).searchParams.get('take')}`);
      return HttpResponse.json({ data: page === 1 ? [purchaseOf(9), purchaseOf(4)] : [purchaseOf(2)], meta: meta(page, 2) });
    }),
  );
  act(() => useAppStore.getState().setPurchasedMixtapes([77]));
  renderHook(() => useMemberSync());
  // A guest has none: what a previous member left is gone.
  expect(useAppStore.getState().purchasedMixtapeIds).toEqual([]);
  logIn();
  await waitFor(() => expect(useAppStore.getState().purchasedMixtapeIds).toEqual([9, 4, 2]));
  expect(pages).toEqual(['1/100', '2/100']);
  await waitFor(() => expect(useAppStore.getState().favorites).toEqual({ tracks: [], mixtapes: [5], playlists: [] }));
  act(() => useAppStore.getState().clearSession());
  expect(useAppStore.getState().purchasedMixtapeIds).toEqual([]);
  expect(useAppStore.getState().favorites.mixtapes).toEqual([]);
});
