import { useEffect } from 'react';
import { premiumService } from '@/services/on-demand';
import { useAppStore } from '@/store';
import { premiumStatusOf } from '@/store/premium-slice';

/**
 * Mount once (in _app). The server decides who has premium (see docs/product.md, Premium): after each log-in or
 * restored session its word replaces what this browser kept, and a log-out forgets it.
 */
export function usePremiumSync(): void {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  useEffect(() => {
    if (!authReady) return;
    if (userId === null) return useAppStore.getState().setPremium(null);
    let current = true;
    premiumService()
      .then(({ getPremium }) => getPremium())
      .then(
        (premium) => current && useAppStore.getState().setPremium(premiumStatusOf(userId, premium)),
        (error: unknown) => console.error('Could not load your premium', error),
      );
    return () => {
      current = false;
    };
  }, [authReady, userId]);
}
