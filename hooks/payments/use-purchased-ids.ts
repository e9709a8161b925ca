import { useQuery } from '@tanstack/react-query';
import type { Mixtape } from '@/lib/contracts/catalog';
import { memberIdsOptions } from '@/services/common/member-ids';
import { paymentsService } from '@/services/payments';
import { useAppStore } from '@/store';
import { useHasPremium } from './use-has-premium';

/**
 * The mixtapes the member bought, for Buy and the Purchased marks (see docs/product.md, Buying): read by the member
 * sync (hooks/account/use-member-sync.ts) alone, the marks only read it.
 */
export const purchasedIdsOptions = (userId: number) =>
  memberIdsOptions(userId, 'purchased', async () => (await paymentsService()).getPurchasedMixtapeIds());

/**
 * How the member holds a paid mixtape, as the server last said: `bought`, else `premium` (premium includes every
 * paid mixtape), else null, when Buy is offered. The site's side of server/payments/purchases.ts's paidMixtapeAccess
 * (see docs/product.md, Paid mixtapes); a free mixtape is held by nobody.
 */
export function usePaidMixtapeHold(mixtape: Pick<Mixtape, 'id' | 'price'>): 'bought' | 'premium' | null {
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const premium = useHasPremium();
  const { data } = useQuery({ ...purchasedIdsOptions(userId ?? 0), enabled: false });
  if (!mixtape.price) return null;
  if (userId !== null && data?.includes(mixtape.id)) return 'bought';
  return premium ? 'premium' : null;
}
