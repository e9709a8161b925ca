import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mixtape } from '@/lib/contracts/catalog';
import { PREMIUM_INCLUDES_MESSAGE, type Purchase } from '@/lib/contracts/payments';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { paymentsService } from '@/services/payments';
import { saveFile } from '@/services/common/save-file';
import { knownIds, memberIdsKey, readAgain, withIds } from '@/services/common/member-ids';
import { useAppStore } from '@/store';
import { premiumOptions } from './use-has-premium';
import { cardFailureOf, type CardFailure } from './use-sandbox-payments';

// Buying a paid mixtape (see docs/product.md, Buying), step by step: the server's PaymentIntent at its price, the
// card (components/payments/card-payment.tsx), then the server asked whether the provider says it was paid.

export type PurchaseStep =
  | { name: 'preparing' }
  | { name: 'card'; clientSecret: string; paymentIntentId: string; amount: number; currency: string }
  | { name: 'confirming' }
  | { name: 'failed'; failure: CardFailure }
  | { name: 'bought'; purchase: Purchase | null }
  | { name: 'included' };

/**
 * The steps of one purchase dialog: it starts at once (the same intent comes back while unpaid, so starting again is
 * safe), goes straight to confirming an intent already paid, and to bought for a mixtape already bought (409), or to
 * included when the member's premium includes it (409: this browser's premium was stale, so it is read again).
 */
export function usePurchaseFlow(mixtape: Pick<Mixtape, 'id'>) {
  const [step, setStep] = useState<PurchaseStep>({ name: 'preparing' });
  const queryClient = useQueryClient();
  // Each start counts: an answer to an earlier one (the dialog closed, Try again) is dropped.
  const run = useRef(0);
  const id = mixtape.id;

  const bought = useCallback(
    (purchase: Purchase | null) => {
      const userId = useAppStore.getState().userInfor?.id ?? null;
      if (userId !== null) queryClient.setQueryData(memberIdsKey(userId, 'purchased'), withIds(knownIds(queryClient, userId, 'purchased'), [id]));
      void queryClient.invalidateQueries({ queryKey: ['users', userId, 'purchases'] });
      setStep({ name: 'bought', purchase });
    },
    [id, queryClient],
  );

  const included = useCallback(() => {
    const userId = useAppStore.getState().userInfor?.id;
    if (userId !== undefined) readAgain(queryClient, 'premium', premiumOptions(userId));
    setStep({ name: 'included' });
  }, [queryClient]);

  const confirm = useCallback(
    async (paymentIntentId: string, token = run.current) => {
      setStep({ name: 'confirming' });
      try {
        const purchase = await (await paymentsService()).confirmPurchase(id, paymentIntentId);
        if (token === run.current) bought(purchase);
      } catch (error) {
        if (token === run.current) setStep({ name: 'failed', failure: cardFailureOf(error) });
      }
    },
    [id, bought],
  );

  const load = useCallback(async () => {
    const token = ++run.current;
    try {
      const intent = await (await paymentsService()).startPurchase(id);
      if (token !== run.current) return;
      if (intent.status === 'succeeded') return void confirm(intent.payment_intent_id, token);
      setStep({ name: 'card', clientSecret: intent.client_secret, paymentIntentId: intent.payment_intent_id, amount: intent.amount, currency: intent.currency });
    } catch (error) {
      if (token !== run.current) return;
      if (apiErrorStatus(error) === 409 && apiErrorMessage(error) === PREMIUM_INCLUDES_MESSAGE) return included();
      if (apiErrorStatus(error) === 409) return bought(null);
      setStep({ name: 'failed', failure: { message: apiErrorMessage(error) } });
    }
  }, [id, confirm, bought, included]);

  // Closing the dialog drops whatever answer is still on its way.
  const drop = useCallback(() => void run.current++, []);
  useEffect(() => {
    void load();
    return drop;
  }, [load, drop]);

  const retry = () => {
    setStep({ name: 'preparing' });
    void load();
  };
  return { step, retry, confirm: (paymentIntentId: string) => void confirm(paymentIntentId) };
}

/** A purchase's receipt: the PDF fetched with the member's token and saved; a failure says why in an alert. */
export const useReceiptDownload = () =>
  useMutation({
    mutationFn: async (purchase: Pick<Purchase, 'receipt_url'>) => {
      const { blob, fileName } = await (await paymentsService()).getReceipt(purchase.receipt_url);
      saveFile(blob, fileName);
    },
    onError: (error) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' }),
  });
