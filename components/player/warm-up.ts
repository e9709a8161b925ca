/**
 * Starts loading the player bar (and MUI with it) before the music starts: called when a mouse points at, or the
 * keyboard focuses, a play control. The audio itself never waits for it (hooks/use-audio-sync.ts plays from the
 * store at once); this only has the bar on screen sooner. A touch goes straight to the click: loading then would
 * only compete with it.
 */
export function warmUpPlayer(event: object): void {
  if ('pointerType' in event && event.pointerType !== 'mouse') return;
  void import('./player');
  void import('@/components/layout/mui-provider');
}
