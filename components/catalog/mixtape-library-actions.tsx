import { CssButton } from '@/components/common/css-button';
import { DownloadIcon, ThumbDownIcon, ThumbUpIcon } from '@/components/common/icons';
import hidden from '@/components/common/visually-hidden.module.css';
import { FavoriteButton } from '@/components/library';
import { library } from '@/commands/library';
import { useMixtapeDownloadSize } from '@/hooks/catalog/use-mixtape-download-size';
import { useMixtapeVote } from '@/hooks/catalog/use-mixtape-vote';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatBytes, formatCompact, formatCount } from '@/lib/format';
import styles from './mixtape-library-actions.module.css';

// A vote not cast reads as secondary text; the member's own in the accent colour.
const PRESSED = { color: 'var(--mui-palette-text-accent)' };
const NOT_PRESSED = { color: 'var(--mui-palette-text-secondary)' };

/** 'Download Mixtape (48.2 MB)': the size once the API has told it. */
export const downloadMixtapeLabel = (size: number | undefined) => (size === undefined ? 'Download Mixtape' : `Download Mixtape (${formatBytes(size)})`);

/** The mixtape's download button: the zip of every track and the cover, for members (a paid one: buyers and premium). */
export function DownloadMixtapeButton({ mixtape }: { mixtape: Mixtape }) {
  const { data: size } = useMixtapeDownloadSize(mixtape.id);
  return (
    <CssButton variant="outlined" size="large" disabled={mixtape.trackCount === 0} startIcon={<DownloadIcon />} onClick={() => void library.downloadMixtape(mixtape)}>
      {downloadMixtapeLabel(size)}
    </CssButton>
  );
}

/**
 * The mixtape's heart, like and dislike (see docs/product.md, Your library): toggle buttons (aria-pressed) with the
 * counts, which move at once when pressed. Guests are asked to log in.
 */
export function MixtapeLibraryActions({ mixtape }: { mixtape: Pick<Mixtape, 'id' | 'title' | 'stats'> }) {
  const { likes, dislikes, vote, cast } = useMixtapeVote(mixtape);
  return (
    <div className={styles.row} role="group" aria-label="Your take on this mixtape">
      <FavoriteButton kind="mixtapes" id={mixtape.id} name={mixtape.title} />
      {(['like', 'dislike'] as const).map((choice) => {
        const count = choice === 'like' ? likes : dislikes;
        const Icon = choice === 'like' ? ThumbUpIcon : ThumbDownIcon;
        const pressed = vote === choice;
        return (
          <CssButton key={choice} aria-pressed={pressed} title={`${formatCount(count)} ${choice}s`} style={pressed ? PRESSED : NOT_PRESSED} startIcon={<Icon size="small" />} onClick={() => cast(choice)}>
            <span className={hidden.visuallyHidden}>{choice === 'like' ? 'Like' : 'Dislike'} </span>
            {formatCompact(count)}
          </CssButton>
        );
      })}
    </div>
  );
}
