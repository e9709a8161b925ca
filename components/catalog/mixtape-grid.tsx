import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { MixtapeCard } from '@/components/mixtape/mixtape-card';
import { warmUpPlayer } from '@/components/player/warm-up';
import { usePlayMixtape } from '@/hooks/use-play-mixtape';
import type { Mixtape } from '@/lib/contracts/catalog';
import styles from './mixtape-grid.module.css';

/** Mixtapes in a grid, each card with its Play button. */
export function MixtapeGrid({ mixtapes, label }: { mixtapes: Mixtape[]; label: string }) {
  const play = usePlayMixtape();
  return (
    <ul aria-label={label} className={styles.grid} onPointerEnter={warmUpPlayer} onFocus={warmUpPlayer}>
      {mixtapes.map((mixtape) => (
        <li key={mixtape.id} className={styles.item}>
          <MixtapeCard mixtape={mixtape} />
          <div className={styles.play}>
            <CssButton size="small" startIcon={<PlayIcon size="small" />} aria-label={`Play ${mixtape.title}`} onClick={() => void play(mixtape.id)}>
              Play
            </CssButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
