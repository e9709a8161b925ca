import type { ReactNode } from 'react';
import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { usePlayMixtape } from '@/hooks/player';
import type { Mixtape } from '@/lib/contracts/catalog';
import { MixtapeCard } from './mixtape-card';
import styles from './mixtape-grid.module.css';

interface MixtapeGridProps {
  mixtapes: Mixtape[];
  label: string;
  /** A line of a card's own under it (the countdown of a coming-soon mixtape). */
  cardExtra?: (mixtape: Mixtape) => ReactNode;
  /** Each card gets a Play button (an artist's or DJ's mixtapes). */
  playable?: boolean;
}

/** Mixtapes as a grid of cards, as many columns as the home shelves show, wrapping into rows. */
export function MixtapeGrid({ mixtapes, label, cardExtra, playable = false }: MixtapeGridProps) {
  const play = usePlayMixtape();
  return (
    <ul aria-label={label} className={styles.grid}>
      {mixtapes.map((mixtape) => (
        <li key={mixtape.id} className={styles.item}>
          <MixtapeCard mixtape={mixtape}>{cardExtra?.(mixtape)}</MixtapeCard>
          {playable && (
            <div className={styles.play}>
              <CssButton size="small" startIcon={<PlayIcon size="small" />} aria-label={`Play ${mixtape.title}`} onClick={() => void play(mixtape.id)}>
                Play
              </CssButton>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
