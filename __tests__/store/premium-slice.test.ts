import type { Me } from '@/lib/contracts/auth';
import type { Premium } from '@/lib/contracts/payments';
import { useAppStore } from '@/store';
import { premiumStatusOf } from '@/services/payments/premium';
import { hasPremium } from '@/store/premium-slice';
import { resetStore, state } from '../helpers/player';

beforeEach(resetStore);

const member = (id: number, isPremium = false) => ({ isLoggedIn: true, userInfor: { id, isPremium } as Me });
const plan = { id: 'monthly', name: 'Monthly', amount: 499, currency: 'usd', interval: 'month' } as const;
const withSubscription = (status: string, cancel = false): Premium => ({
  plans: [plan],
  selected_plan: 'monthly',
  payment_method: null,
  subscription: { status, plan, current_period_end: '2027-03-01T00:00:00.000Z', cancel_at_period_end: cancel, payment_method: null },
});

it("keeps what the server answered, as the member's", () => {
  expect(premiumStatusOf(7, withSubscription('active', true))).toEqual({ userId: 7, status: 'active', cancelAtPeriodEnd: true, periodEnd: '2027-03-01T00:00:00.000Z' });
  expect(premiumStatusOf(7, { ...withSubscription('active'), subscription: null })).toEqual({ userId: 7, status: null, cancelAtPeriodEnd: false, periodEnd: null });
});

it('gives premium while active, trialing or past due (a renewal being retried), not once canceled', () => {
  useAppStore.setState(member(7));
  for (const [status, premium] of [['active', true], ['trialing', true], ['past_due', true], ['canceled', false], ['incomplete', false]] as const) {
    state().setPremium(premiumStatusOf(7, withSubscription(status)));
    expect([status, hasPremium(state())]).toEqual([status, premium]);
  }
  // Canceled at the period's end: premium lasts until then.
  state().setPremium(premiumStatusOf(7, withSubscription('active', true)));
  expect(hasPremium(state())).toBe(true);
});

it("trusts the server's word over the log-in's flag, and never another member's premium", () => {
  useAppStore.setState(member(7, true));
  expect(hasPremium(state())).toBe(true);
  state().setPremium(premiumStatusOf(7, { ...withSubscription('active'), subscription: null }));
  expect(hasPremium(state())).toBe(false);

  // Someone else logs in on this browser: the premium kept was the last member's.
  state().setPremium(premiumStatusOf(7, withSubscription('active')));
  useAppStore.setState(member(8));
  expect(hasPremium(state())).toBe(false);
  useAppStore.setState({ isLoggedIn: false, userInfor: null });
  expect(hasPremium(state())).toBe(false);
});

it('survives a reload: premium is one of the kept keys', () => {
  useAppStore.setState(member(7));
  state().setPremium(premiumStatusOf(7, withSubscription('active')));
  const saved = JSON.parse(localStorage.getItem('app-storage') ?? '{}') as { state: Record<string, unknown> };
  expect(saved.state.premium).toEqual({ userId: 7, status: 'active', cancelAtPeriodEnd: false, periodEnd: '2027-03-01T00:00:00.000Z' });
});
