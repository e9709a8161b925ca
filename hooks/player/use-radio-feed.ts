import { useAppStore } from '@/store';
import { useStartOnDemand } from './use-start-on-demand';

/** Keeps the radio queue topped up while radio plays in this window (services/player/radio-feed.ts, loaded when radio first plays). */
export function useRadioFeed(): void {
  const radio = useAppStore((s) => s.isRadioPlay);
  useStartOnDemand(radio, async () => (await import('@/services/player/radio-feed')).feedRadio());
}
