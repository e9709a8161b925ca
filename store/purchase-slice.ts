import type { Mixtape } from '@/lib/contracts/catalog';
import type { SliceCreator } from './types';

/**
 * The mixtapes the member bought, by id, newest first: a cache of GET /users/purchases (the truth, loaded after each
 * log-in by hooks/use-member-sync.ts), kept in 'app-storage' so Buy and the Purchased marks are right at once after a
 * reload, and emptied on log-out (see docs/product.md, Buying). `buying` is the mixtape whose purchase dialog is open.
 */
export interface PurchaseSlice {
  purchasedMixtapeIds: number[];
  setPurchasedMixtapes: (ids: number[]) => void;
  addPurchasedMixtape: (id: number) => void;
  buying: Mixtape | null;
  openPurchase: (mixtape: Mixtape) => void;
  closePurchase: () => void;
}

export const createPurchaseSlice: SliceCreator<PurchaseSlice> = (set) => ({
  purchasedMixtapeIds: [],
  setPurchasedMixtapes: (purchasedMixtapeIds) => set({ purchasedMixtapeIds }),
  addPurchasedMixtape: (id) => set((s) => (s.purchasedMixtapeIds.includes(id) ? s : { purchasedMixtapeIds: [id, ...s.purchasedMixtapeIds] })),
  buying: null,
  openPurchase: (buying) => set({ buying }),
  closePurchase: () => set({ buying: null }),
});
