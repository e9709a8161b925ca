import type { SliceCreator } from './types';

/** Said when a listener who answered No starts an explicit mixtape (see docs/product.md, Age question). */
export const UNDER_AGE_MESSAGE = 'This mixtape is for listeners 18 or older.';

export interface SiteSlice {
  /** The answer to 'Are you 18 or older?': null until asked. Kept in 'app-storage'. */
  isOverAge: boolean | null;
  /** The play waiting for the answer: the question shows while it is set. */
  pendingExplicitPlay: (() => void) | null;
  askAge: (start: () => void) => void;
  /** Keeps the answer; Yes starts the waiting play, No drops it. */
  answerAge: (overAge: boolean) => void;
  /** Closed without an answer: nothing plays, and the question comes again next time. */
  dismissAgeQuestion: () => void;
  /** The mixtape whose embed code the embed dialog shows; null when the dialog is closed. */
  embedSlug: string | null;
  openEmbed: (slug: string) => void;
  closeEmbed: () => void;
  /** The 'Keyboard shortcuts' dialog is open (`?`, the footer or the account menu). */
  shortcutsOpen: boolean;
  setShortcutsOpen: (open: boolean) => void;
}

export const createSiteSlice: SliceCreator<SiteSlice> = (set, get) => ({
  isOverAge: null,
  pendingExplicitPlay: null,
  askAge: (start) => set({ pendingExplicitPlay: start }),
  answerAge: (overAge) => {
    const start = get().pendingExplicitPlay;
    set({ isOverAge: overAge, pendingExplicitPlay: null });
    if (overAge) start?.();
    else get().showAlert({ message: UNDER_AGE_MESSAGE, severity: 'info' });
  },
  dismissAgeQuestion: () => set({ pendingExplicitPlay: null }),
  embedSlug: null,
  openEmbed: (slug) => set({ embedSlug: slug }),
  closeEmbed: () => set({ embedSlug: null }),
  shortcutsOpen: false,
  setShortcutsOpen: (open) => set({ shortcutsOpen: open }),
});
