import { useAppStore } from '@/store';
import { makeMixtape } from '../helpers/fixtures';

const initial = useAppStore.getState();
const state = () => useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

it("takes the server's list of bought mixtapes whole, and empties it", () => {
  state().setPurchasedMixtapes([4, 2]);
  expect(state().purchasedMixtapeIds).toEqual([4, 2]);
  state().setPurchasedMixtapes([]);
  expect(state().purchasedMixtapeIds).toEqual([]);
});

it('opens and closes the purchase dialog of one mixtape', () => {
  const mixtape = makeMixtape(7, { price: { amount: 499, currency: 'usd' } });
  state().setBuying(mixtape);
  expect(state().buying).toBe(mixtape);
  state().setBuying(null);
  expect(state().buying).toBeNull();
});
