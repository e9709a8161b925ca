import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Premium } from '@/lib/contracts/payments';
import { usePremiumSync } from '@/hooks/use-premium-sync';
import { useAppStore } from '@/store';
import { hasPremium } from '@/store/premium-slice';
import { logIn, makeMe, V3 } from '../helpers/auth';
import { mockServer } from '../helpers/msw';
import { resetPlayerEachTest, state } from '../helpers/player';

const server = mockServer();
resetPlayerEachTest();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ authReady: true });
});

const plan = { id: 'monthly', name: 'Monthly', amount: 499, currency: 'usd', interval: 'month' } as const;
const premium = (status: string | null): Premium => ({
  plans: [plan],
  selected_plan: status ? 'monthly' : null,
  payment_method: null,
  subscription: status ? { status, plan, current_period_end: '2027-03-01T00:00:00.000Z', cancel_at_period_end: false, payment_method: null } : null,
});

/** GET /premium answering `status` for the member, recording the Authorization header of each call. */
function premiumApi(status: string | null) {
  const auth: (string | null)[] = [];
  server.use(
    http.get(`${V3}/premium`, ({ request }) => {
      auth.push(request.headers.get('Authorization'));
      return HttpResponse.json(premium(status));
    }),
  );
  return auth;
}

describe('premium in the store', () => {
  it("is the server's after a log-in (with the member's token), and forgotten at log-out", async () => {
    const auth = premiumApi('active');
    renderHook(() => usePremiumSync());
    expect(auth).toEqual([]);

    logIn(makeMe({ id: 7, isPremium: false }));
    await waitFor(() => expect(state().premium).toMatchObject({ userId: 7, status: 'active' }));
    expect(auth).toEqual(['Bearer access-1']);
    expect(hasPremium(state())).toBe(true);

    act(() => state().clearSession());
    expect(state().premium).toBeNull();
    expect(hasPremium(state())).toBe(false);
  });

  it("replaces what this browser kept when the server says premium ended", async () => {
    premiumApi('canceled');
    useAppStore.setState({ premium: { userId: 7, status: 'active', cancelAtPeriodEnd: true, periodEnd: '2026-01-01T00:00:00.000Z' } });
    logIn(makeMe({ id: 7, isPremium: true }));
    renderHook(() => usePremiumSync());
    await waitFor(() => expect(state().premium?.status).toBe('canceled'));
    expect(hasPremium(state())).toBe(false);
  });
});
