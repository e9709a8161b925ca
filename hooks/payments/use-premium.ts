import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanId, Premium } from '@/lib/contracts/payments';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { premiumKey } from '@/services/common/member-ids';
import { saveFile } from '@/services/common/save-file';
import { premiumService } from '@/services/payments';
import { useAppStore } from '@/store';
import { premiumOptions } from './use-has-premium';

// The premium page's data and calls (see docs/product.md, Premium). Every call that changes premium answers the
// whole state: it replaces the member's premium query, which the badge and the ads read too, so they follow at once.

export const INVOICES_PER_PAGE = 10;

// Keyed by member (0: a guest), so one member's premium never shows, even briefly, to the next on this browser.
const useMemberId = () => useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? 0) : 0));

/** The plans, and the member's subscription and card (a guest gets the plans alone). */
export function usePremium() {
  const userId = useMemberId();
  const authReady = useAppStore((s) => s.authReady);
  return useQuery({ ...premiumOptions(userId), enabled: authReady });
}

export function useInvoices(page: number) {
  const userId = useMemberId();
  return useQuery({
    queryKey: [...premiumKey(userId), 'invoices', page],
    queryFn: async () => (await premiumService()).getInvoices(page, INVOICES_PER_PAGE),
    enabled: userId !== 0,
  });
}

/**
 * Takes a premium call's answer as the member's premium (its query: the page, the badge, the ads and what this browser
 * saves of it follow); invoices are read again.
 */
function useKeepPremium() {
  const queryClient = useQueryClient();
  return (premium: Premium) => {
    const userId = useAppStore.getState().userInfor?.id;
    if (userId === undefined) return;
    queryClient.setQueryData(premiumKey(userId), premium);
    void queryClient.invalidateQueries({ queryKey: [...premiumKey(userId), 'invoices'] });
  };
}

/** What a failed premium call says, and its status (0: no answer came), for the dialogs to show and decide on. */
export const premiumErrorMessage = (error: unknown): string => apiErrorMessage(error);
export const premiumErrorStatus = (error: unknown): number => apiErrorStatus(error) ?? 0;

const showError = (error: unknown) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });

/** Cancel (premium lasts to the period's end) or resume before it. */
export function useSetCanceled(successMessage: (premium: Premium, cancel: boolean) => string) {
  const keep = useKeepPremium();
  return useMutation({
    mutationFn: async (cancel: boolean) => {
      const service = await premiumService();
      return cancel ? service.cancelPremium() : service.resumePremium();
    },
    onSuccess: (premium, cancel) => {
      keep(premium);
      useAppStore.getState().showAlert({ message: successMessage(premium, cancel) });
    },
    onError: showError,
  });
}

/** Prepays months on the card on file; `key` is made once per confirmation, so a retried call pays once. */
export function usePrepay() {
  const keep = useKeepPremium();
  return useMutation({
    mutationFn: async ({ quantity, key }: { quantity: number; key: string }) => (await premiumService()).prepayMonths(quantity, key),
    onSuccess: keep,
  });
}

/**
 * A card to collect: for subscribing, the plan is chosen first (the customer is prepared with it); for replacing
 * the card on file, a SetupIntent alone.
 */
export function useCardSetup() {
  return useMutation({
    mutationFn: async (purpose: { plan: PlanId } | 'update') => {
      const service = await premiumService();
      if (purpose === 'update') return service.newCardSetup(true);
      await service.choosePlan(purpose.plan);
      return service.newCardSetup(false);
    },
  });
}

/**
 * Once the card form confirmed the SetupIntent: its card becomes the one on file and, when subscribing, the plan
 * starts on it. A refused first payment (402) leaves the card saved and no subscription.
 */
export function useSaveCard(subscribing: boolean) {
  const keep = useKeepPremium();
  return useMutation({
    mutationFn: async (setupIntentId: string) => {
      const service = await premiumService();
      const saved = await service.confirmCard(setupIntentId);
      keep(saved);
      return subscribing ? service.subscribe(setupIntentId) : saved;
    },
    onSuccess: keep,
    // Premium already running (started from another window): read it, so the page and the badge show it.
    onError: (error) => {
      if (apiErrorStatus(error) !== 409) return;
      premiumService()
        .then(({ getPremium }) => getPremium())
        .then(keep, () => undefined);
    },
  });
}

export function useInvoicePdf() {
  return useMutation({
    mutationFn: async ({ pdfUrl, fileName }: { pdfUrl: string; fileName: string }) => {
      const { getInvoicePdf } = await premiumService();
      saveFile(await getInvoicePdf(pdfUrl), fileName);
    },
    onError: showError,
  });
}

/** A new Idempotency-Key for one confirmed prepayment. */
export async function newPrepayKey(): Promise<string> {
  return (await premiumService()).newIdempotencyKey();
}
