import { useEffect } from 'react';
import { reportMixtapeView } from '@/services/common/analytics';

let last: { id: number; at: number } | null = null;
// React's development double-mount would count one visit twice; a real revisit comes later than this.
const SAME_VISIT_MS = 1_000;

/** Reports a mixtape_view once per visit of a mixtape page. */
export function useMixtapeView(id: number | undefined): void {
  useEffect(() => {
    if (!id) return;
    const now = Date.now();
    if (last?.id === id && now - last.at < SAME_VISIT_MS) return;
    last = { id, at: now };
    reportMixtapeView(id);
  }, [id]);
}
