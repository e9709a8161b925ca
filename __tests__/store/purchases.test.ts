import { useAppStore } from '@/store';
import { makeMixtape } from '../helpers/fixtures';

const initial = useAppStore.getState();
const state = () => useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

it('opens and closes the purchase dialog of one mixtape', () => {
  const mixtape = makeMixtape(7, { price: { amount: 499, currency: 'usd' } });
  state().setBuying(mixtape);
  expect(state().buying).toBe(mixtape);
  state().setBuying(null);
  expect(state().buying).toBeNull();
});
