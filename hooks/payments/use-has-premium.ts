import { queryOptions, useQuery } from '@tanstack/react-query';
import { premiumIn, premiumKey, savedPremium } from '@/services/common/member-ids';
import { premiumService } from '@/services/payments';
import { useAppStore } from '@/store';

/**
 * The member's premium, GET /premium (the plans and their subscription; a guest's, userId 0, the plans alone): read
 * by the member sync after each log-in (hooks/account/use-member-sync.ts) and by the premium page, and replaced by the
 * answer of each premium call (hooks/payments/use-premium.ts). Apart from the premium page (see docs/product.md,
 * Premium), its readers only read.
 */
export const premiumOptions = (userId: number) => queryOptions({ queryKey: premiumKey(userId), queryFn: async () => (await premiumService()).getPremium() });

/**
 * Whether the logged-in member has premium (no ads, the badge, every paid mixtape, saving offline): the server's
 * answer for this member; before it, what this browser saved of its last answer (services/common/member-ids.ts, so it
 * is right at once after a reload, and never another member's); before anything was said, the log-in's flag.
 * Re-renders when it changes, not with the rest of the answer.
 */
export function useHasPremium(): boolean {
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const flag = useAppStore((s) => !!s.userInfor?.isPremium);
  const { data } = useQuery({ ...premiumOptions(userId ?? 0), enabled: false, select: premiumIn });
  if (userId === null) return false;
  return data ?? savedPremium(userId) ?? flag;
}
