/** How long a pointer rests on a play control (or the keyboard stays on it) before the player starts loading. */
const REST_MS = 200;

let resting: ReturnType<typeof setTimeout> | undefined;

function cancel(): void {
  clearTimeout(resting);
  resting = undefined;
  document.removeEventListener('pointerdown', cancel, true);
  document.removeEventListener('keydown', cancel, true);
}

/**
 * Starts loading the player bar (and MUI with it) before the music starts: called when a mouse points at, or the
 * keyboard focuses, a play control, and acted on once it has rested there a moment. A press or a key within that
 * moment cancels it: the click then starts the music first and the bar loads after the first sound
 * (components/layout/app-layout.tsx), as loading both at once delayed the sound. A touch goes straight to the click.
 */
export function warmUpPlayer(event: object): void {
  if ('pointerType' in event && event.pointerType !== 'mouse') return;
  if (resting !== undefined) return;
  document.addEventListener('pointerdown', cancel, true);
  document.addEventListener('keydown', cancel, true);
  resting = setTimeout(() => {
    cancel();
    void import('./player');
    void import('@/components/layout/mui-provider');
  }, REST_MS);
}
