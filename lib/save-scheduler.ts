// When a device saves its playback for the member's other devices (see docs/product.md, Player and queue): at once
// on what another device must know now (play, pause, another track), otherwise at most once every `intervalMs`,
// which while music plays is also how often the device hears that another one took playback over.

export interface SaveScheduler {
  /** Something changed that can wait: saved `settleMs` from now, or `intervalMs` after the last save if that is later. */
  soon: () => void;
  /** Saved at once (right after the save under way, if any): the waiting one is no longer needed. */
  now: () => void;
  /** Nothing more is saved until asked again. */
  cancel: () => void;
}

export interface SaveSchedulerOptions {
  save: () => Promise<unknown>;
  /** The least time between two saves made by `soon`. */
  intervalMs: number;
  /** How long `soon` waits at the least, so a burst of changes (seeking by keys, a removal of many) is one save. */
  settleMs: number;
}

/** Saves one at a time: a save asked for while one is under way waits for it. */
export function createSaveScheduler({ save, intervalMs, settleMs }: SaveSchedulerOptions): SaveScheduler {
  let lastSave = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving = false;
  let again = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = () => {
    clearTimer();
    if (saving) {
      again = true;
      return;
    }
    saving = true;
    lastSave = Date.now();
    save()
      .catch(() => undefined)
      .finally(() => {
        saving = false;
        if (!again) return;
        again = false;
        run();
      });
  };

  return {
    soon: () => {
      if (timer !== null || again) return;
      timer = setTimeout(run, Math.max(settleMs, lastSave + intervalMs - Date.now()));
    },
    now: run,
    cancel: () => {
      clearTimer();
      again = false;
    },
  };
}
