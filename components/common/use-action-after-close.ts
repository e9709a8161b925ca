import { useCallback, useRef } from 'react';

/**
 * Holds the action a menu item chose and runs it once the menu's exit transition ends. MUI re-hides the page
 * from screen readers when a nested modal closes, which would hide an alert the action raised meanwhile.
 */
export function useActionAfterClose() {
  const chosen = useRef<(() => void) | null>(null);
  const choose = useCallback((action: (() => void) | undefined) => {
    chosen.current = action ?? null;
  }, []);
  const runChosen = useCallback(() => {
    const action = chosen.current;
    chosen.current = null;
    action?.();
  }, []);
  return { choose, runChosen };
}
