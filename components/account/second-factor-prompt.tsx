import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAppStore } from '@/store';
import type { SecondFactorIntros } from './second-factor-dialog';

const SecondFactorDialog = dynamic(() => import('./second-factor-dialog').then((m) => m.SecondFactorDialog), { ssr: false });

/**
 * The code dialog of a screen whose calls may be refused for want of a two-factor code, loaded the first time one is
 * (its form and code field stay out of the screen's first load), and kept mounted after so that it can fade out.
 */
export function SecondFactorPrompt({ intros }: { intros: SecondFactorIntros }) {
  const asked = useAppStore((s) => s.secondFactorPrompt !== null);
  const [needed, setNeeded] = useState(asked);
  if (asked && !needed) setNeeded(true);
  return needed ? <SecondFactorDialog intros={intros} /> : null;
}
