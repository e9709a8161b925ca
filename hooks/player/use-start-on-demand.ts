import { useEffect, useRef, useState } from 'react';

/**
 * Runs something whose code loads on demand (see docs/architecture.md, Loading on demand), from the first time it is
 * `wanted` until unmount: `start` imports the module and starts it, resolving to what stops it. A module that fails
 * to load (offline) starts nothing; the next mount tries again.
 */
export function useStartOnDemand(wanted: boolean, start: () => Promise<() => void>): void {
  const [started, setStarted] = useState(false);
  if (wanted && !started) setStarted(true);
  // The first `start` given is the one used: callers pass a fresh function each render.
  const starter = useRef(start);
  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | null = null;
    let live = true;
    starter.current().then(
      (stopper) => {
        if (live) stop = stopper;
        else stopper();
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [started]);
}
