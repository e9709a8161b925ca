import { useAppStore } from '@/store';
import { refusedAfterLogOut } from '@/services/common/auth-session';
import { premiumService } from '@/services/payments';

/** The member's premium, read again into the store: after a log-in, or when the server showed the store's was stale. */
export function syncPremium(userId: number, current: () => boolean = () => true): void {
  premiumService()
    .then(({ getPremiumStatus }) => getPremiumStatus(userId))
    .then(
      (premium) => current() && useAppStore.getState().setPremium(premium),
      (error: unknown) => current() && !refusedAfterLogOut(error) && console.error('Could not load your premium', error),
    );
}
