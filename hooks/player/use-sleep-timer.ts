import { useEffect, useState } from 'react';
import { sleepClock, sleepRemaining } from '@/lib/sleep-timer';
import { useAppStore } from '@/store';
import { tickSleepTimer } from '@/store/sleep-timer-tick';

/** How often the timer looks at the clock: a step of its fade, a quarter of a second. */
const SLEEP_TICK_MS = 250;

/** Runs the sleep timer while one is set: its tick fades the volume and pauses (store/sleep-timer-tick.ts). */
export function useSleepTimer(): void {
  const on = useAppStore((s) => s.sleepTimer !== null);
  useEffect(() => {
    if (!on) return;
    const tick = () => tickSleepTimer(useAppStore, Date.now());
    tick();
    const timer = setInterval(tick, SLEEP_TICK_MS);
    return () => clearInterval(timer);
  }, [on]);
}

/** Whole seconds until the sleep timer fires, counting down each second; null while none is set. */
export function useSleepTimeLeft(): number | null {
  const timer = useAppStore((s) => s.sleepTimer);
  const [now, setNow] = useState(Date.now);
  const endsAt = timer?.endsAt ?? null;
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    // At once, then every second: the clock was last read before this timer was set.
    const first = setTimeout(tick, 0);
    const clock = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(clock);
    };
  }, [endsAt]);
  // The end of the track counts down with the track's own clock.
  return useAppStore((s) => (s.sleepTimer ? Math.ceil(sleepRemaining(s.sleepTimer, sleepClock(s, now))) : null));
}
