import { useAppStore } from '@/store';
import { makeMixtape } from '../helpers/fixtures';

const initial = useAppStore.getState();
const state = () => useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

it('keeps the bought mixtapes newest first, each once, and takes the server\'s list whole', () => {
  state().setPurchasedMixtapes([4, 2]);
  state().addPurchasedMixtape(9);
  state().addPurchasedMixtape(4);
  expect(state().purchasedMixtapeIds).toEqual([9, 4, 2]);
  state().setPurchasedMixtapes([]);
  expect(state().purchasedMixtapeIds).toEqual([]);
});

it('opens and closes the purchase dialog of one mixtape', () => {
  const mixtape = makeMixtape(7, { price: { amount: 499, currency: 'usd' } });
  state().openPurchase(mixtape);
  expect(state().buying).toBe(mixtape);
  state().closePurchase();
  expect(state().buying).toBeNull();
});
