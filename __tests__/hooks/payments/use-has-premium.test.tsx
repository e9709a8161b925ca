import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useHasPremium } from '@/hooks/payments';
import type { Premium } from '@/lib/contracts/payments';
import { keepSavedIds, knownPremium, premiumKey } from '@/services/common/member-ids';
import { useAppStore } from '@/store';
import { logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { saveMemberIds } from '../../helpers/member-ids';
import { noPremium, subscribed } from '../../helpers/premium';

// Whether the member has premium: the member's premium query (['premium', userId], GET /premium's answer), for React
// (useHasPremium) and, through what this browser saves of it, for code outside React (knownPremium).

let client: QueryClient;
let stopSaving: () => void;
beforeEach(() => {
  resetAuthState();
  newPage();
});
afterEach(() => stopSaving());

/** A fresh query cache, saving as the site does (the member sync mounts keepSavedIds): a page load. */
function newPage() {
  stopSaving?.();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopSaving = keepSavedIds(client);
}

const renderPremium = () =>
  renderHook(() => useHasPremium(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });

/** The server's answer for a member, as the member sync or a premium call puts it in the query (react-query tells its observers on the next task). */
const answer = (premium: Premium, userId = 7) =>
  act(async () => {
    client.setQueryData(premiumKey(userId), premium);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const known = () => knownPremium(useAppStore.getState());

it('gives premium while active, trialing or past due (a renewal being retried), not once canceled', async () => {
  logIn(makeMe({ id: 7 }));
  const { result } = renderPremium();
  for (const [status, premium] of [['active', true], ['trialing', true], ['past_due', true], ['canceled', false], ['incomplete', false]] as const) {
    await answer(subscribed({ status }));
    expect([status, result.current, known()]).toEqual([status, premium, premium]);
  }
  // Canceled at the period's end: premium lasts until then.
  await answer(subscribed({ cancel_at_period_end: true }));
  expect([result.current, known()]).toEqual([true, true]);
});

it("trusts the server's word over the log-in's flag, and never another member's premium", async () => {
  logIn(makeMe({ id: 7, isPremium: true }));
  const { result } = renderPremium();
  expect([result.current, known()]).toEqual([true, true]);
  await answer(noPremium());
  expect([result.current, known()]).toEqual([false, false]);

  // Someone else logs in on this browser: the premium known was the last member's.
  await answer(subscribed());
  logIn(makeMe({ id: 8 }));
  expect([result.current, known()]).toEqual([false, false]);
  act(() => useAppStore.getState().clearSession());
  expect([result.current, known()]).toEqual([false, false]);
});

it("is right at once after a reload, from what this browser saved of the member's last answer", async () => {
  logIn(makeMe({ id: 7, isPremium: false }));
  await answer(subscribed());
  expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')).toMatchObject({ userId: 7, premium: 'active' });

  // A reload: nothing in the cache yet, and the log-in's flag (read when the session began) says no premium.
  newPage();
  const { result } = renderPremium();
  expect([result.current, known()]).toEqual([true, true]);

  // The server's answer, when it comes, wins over what was saved; and is saved in turn.
  await answer(subscribed({ status: 'canceled' }));
  expect([result.current, known()]).toEqual([false, false]);
  newPage();
  expect(known()).toBe(false);
  expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')).toMatchObject({ userId: 7, premium: 'canceled' });
});

it("never takes another member's saved premium, and keeps the record one member's", async () => {
  saveMemberIds({ purchased: [3] }, 8);
  localStorage.setItem('member_ids', JSON.stringify({ ...JSON.parse(localStorage.getItem('member_ids')!), premium: 'active' }));
  logIn(makeMe({ id: 7, isPremium: false }));
  const { result } = renderPremium();
  expect([result.current, known()]).toEqual([false, false]);

  // Member 7's answer replaces member 8's record whole: their purchases go with it.
  await answer(noPremium());
  expect(JSON.parse(localStorage.getItem('member_ids') ?? 'null')).toEqual({ userId: 7, sets: {}, premium: null });
});

it("saves a member's answer only: a guest's plans are not a member's premium", async () => {
  await answer(noPremium(), 0);
  expect(localStorage.getItem('member_ids')).toBeNull();
});
