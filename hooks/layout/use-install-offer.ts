import { answerInstallOffer } from '@/services/layout/install-prompt';
import { useAppStore } from '@/store';

/** Whether to offer installing the site: the browser offered it, and something has played since the page opened. */
export const installOfferDue = (state: { installable: boolean; hasPlayed: boolean }) => state.installable && state.hasPlayed;

/** The install offer's answers: Install opens the browser's own dialog; either answer ends the offer for good. */
export function useInstallOffer(): { install: () => void; dismiss: () => void } {
  const answer = (install: boolean) => {
    useAppStore.getState().setInstallable(false);
    void answerInstallOffer(install);
  };
  return { install: () => answer(true), dismiss: () => answer(false) };
}
