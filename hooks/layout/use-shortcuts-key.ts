import { useEffect } from 'react';
import { isTypingTarget } from '@/lib/typing-target';
import { useAppStore } from '@/store';

/** The key that opens the 'Keyboard shortcuts' dialog (see docs/product.md, Accessibility). */
export const SHORTCUTS_KEY = '?';

/** `?` anywhere but in a text field opens the 'Keyboard shortcuts' dialog; mounted once with the page frame. */
export function useShortcutsKey(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SHORTCUTS_KEY || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      useAppStore.getState().setShortcutsOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
