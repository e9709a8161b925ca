import { useEffect } from 'react';
import { player } from '@/commands/player/player';
import { isTypingTarget } from '@/lib/typing-target';

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 5;
/** With Shift, as video sites have them: the letter that Shift types. */
export const NEXT_KEY = 'N';
export const PREVIOUS_KEY = 'P';

// Controls that already act on these keys themselves: a focused button is pressed by Space, a slider
// or a menu moves with the arrows, a sortable handle drags with both.
const SPACE_OWNERS = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"], [role="radio"]';
const ARROW_OWNERS = '[role="slider"], [role="menu"], [role="menuitem"], [role="listbox"], [role="radiogroup"], [role="tablist"], [aria-roledescription="sortable"]';

const owns = (target: EventTarget | null, selector: string) => target instanceof Element && !!target.closest(selector);

/** The player's shortcuts: Space plays/pauses, ←/→ seek 5 s, ↑/↓ change the volume, Shift+N/Shift+P next/previous. */
export function handlePlayerKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
  const { target } = event;
  let act: (() => void) | null = null;
  if (event.key === ' ' || event.key === 'Spacebar') {
    if (!owns(target, SPACE_OWNERS)) act = player.toggle;
  } else if (event.shiftKey && (event.key === NEXT_KEY || event.key === PREVIOUS_KEY)) {
    // As the player's buttons: inside a mix with chapters they move between its chapters.
    act = event.key === NEXT_KEY ? player.next : player.previous;
  } else if (!owns(target, ARROW_OWNERS)) {
    if (event.key === 'ArrowLeft') act = () => player.seekBy(-SEEK_STEP_SECONDS);
    else if (event.key === 'ArrowRight') act = () => player.seekBy(SEEK_STEP_SECONDS);
    else if (event.key === 'ArrowUp') act = () => player.changeVolume(VOLUME_STEP);
    else if (event.key === 'ArrowDown') act = () => player.changeVolume(-VOLUME_STEP);
  }
  if (!act) return;
  // Only a key the player used: the page does not also scroll.
  event.preventDefault();
  act();
}

/** Listens while the player is on screen. */
export function usePlayerKeyboard(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', handlePlayerKey);
    return () => window.removeEventListener('keydown', handlePlayerKey);
  }, [enabled]);
}
