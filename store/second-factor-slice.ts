import type { SecondFactorReason } from '@/lib/second-factor';
import type { SliceCreator } from './types';

/**
 * Calls waiting for a two-factor code (the console's, a team account's changes of email, phone or codes): why, and each
 * call's way to go on (true once a code was confirmed).
 */
export interface SecondFactorPrompt {
  /** Tells one asking from the next: each new one sends a new code. */
  id: number;
  reason: SecondFactorReason;
  waiting: ((passed: boolean) => void)[];
}

export interface SecondFactorSlice {
  /** Set while the code dialog is open (see docs/product.md, The console, and docs/product.md, Account settings). */
  secondFactorPrompt: SecondFactorPrompt | null;
  /**
   * Asks for a code, or joins the asking already open (one code serves every call waiting): resolves true once a code
   * was confirmed, false when the dialog was closed without one.
   */
  askSecondFactor: (reason: SecondFactorReason) => Promise<boolean>;
  /** Ends the asking: every call waiting goes on (`passed`) or gives up. */
  settleSecondFactor: (passed: boolean) => void;
}

let nextId = 1;

export const createSecondFactorSlice: SliceCreator<SecondFactorSlice> = (set, get) => ({
  secondFactorPrompt: null,
  askSecondFactor: (reason) =>
    new Promise<boolean>((resolve) => {
      const open = get().secondFactorPrompt;
      set({ secondFactorPrompt: open ? { ...open, waiting: [...open.waiting, resolve] } : { id: nextId++, reason, waiting: [resolve] } });
    }),
  settleSecondFactor: (passed) => {
    const waiting = get().secondFactorPrompt?.waiting ?? [];
    set({ secondFactorPrompt: null });
    for (const goOn of waiting) goOn(passed);
  },
});
