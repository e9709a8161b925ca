// Where keys type text, for the keyboard shortcuts (hooks/player/use-player-keyboard.ts, hooks/layout/use-shortcuts-key.ts). Its own
// file: the `?` key's hook is part of every page's first load, and importing this from the player's shortcuts put
// all of them (and the player's commands with them) there too.

/** Somewhere keys type text: shortcuts stay out of the way there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return !!target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]');
}
