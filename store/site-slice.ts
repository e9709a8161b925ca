import type { Mixtape } from '@/lib/contracts/catalog';
import type { SliceCreator } from './types';

/** Said when a listener who answered No starts an explicit mixtape (see docs/product.md, Age question). */
export const UNDER_AGE_MESSAGE = 'This mixtape is for listeners 18 or older.';

export interface SiteSlice {
  /** The answer to 'Are you 18 or older?': null until asked. Kept in 'app-storage'. */
  isOverAge: boolean | null;
  /** The play waiting for the answer: the question shows while it is set. */
  pendingExplicitPlay: (() => void) | null;
  /** What a No starts instead (radio without its explicit tracks); null: a No plays nothing. */
  pendingUnderAgePlay: (() => void) | null;
  askAge: (start: () => void, underAge?: () => void) => void;
  /** Keeps the answer; Yes starts the waiting play, No drops it (or starts what was given for a No). */
  answerAge: (overAge: boolean) => void;
  /** Closed without an answer: nothing plays, and the question comes again next time. */
  dismissAgeQuestion: () => void;
  /** The mixtape whose embed code the embed dialog shows; null when the dialog is closed. */
  embedSlug: string | null;
  openEmbed: (slug: string) => void;
  closeEmbed: () => void;
  /** The paid mixtape whose purchase dialog is open (see docs/product.md, Buying); null when it is closed. */
  buying: Mixtape | null;
  setBuying: (mixtape: Mixtape | null) => void;
  /** The 'Keyboard shortcuts' dialog is open (`?`, the footer or the account menu). */
  shortcutsOpen: boolean;
  setShortcutsOpen: (open: boolean) => void;
}

export const createSiteSlice: SliceCreator<SiteSlice> = (set, get) => ({
  isOverAge: null,
  pendingExplicitPlay: null,
  pendingUnderAgePlay: null,
  askAge: (start, underAge) => set({ pendingExplicitPlay: start, pendingUnderAgePlay: underAge ?? null }),
  answerAge: (overAge) => {
    const { pendingExplicitPlay: start, pendingUnderAgePlay: underAge } = get();
    set({ isOverAge: overAge, pendingExplicitPlay: null, pendingUnderAgePlay: null });
    if (overAge) start?.();
    else if (underAge) underAge();
    else get().showAlert({ message: UNDER_AGE_MESSAGE, severity: 'info' });
  },
  dismissAgeQuestion: () => set({ pendingExplicitPlay: null, pendingUnderAgePlay: null }),
  embedSlug: null,
  openEmbed: (slug) => set({ embedSlug: slug }),
  closeEmbed: () => set({ embedSlug: null }),
  buying: null,
  setBuying: (buying) => set({ buying }),
  shortcutsOpen: false,
  setShortcutsOpen: (open) => set({ shortcutsOpen: open }),
});
