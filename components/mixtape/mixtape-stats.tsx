import { Hint } from '@/components/common/hint';
import { DownloadIcon } from '@/components/common/icons';
import { HeadphonesIcon, VisibilityIcon } from './stat-icons';
import hidden from '@/components/common/visually-hidden.module.css';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatCount } from '@/lib/format';
import styles from './mixtape-stats.module.css';

/** Plays, views and downloads. Likes and dislikes are on the vote buttons beside them, which move when the member votes. */
export function MixtapeStats({ stats }: { stats: Mixtape['stats'] }) {
  const items = [
    { label: 'Plays', value: stats.plays, Icon: HeadphonesIcon },
    { label: 'Views', value: stats.views, Icon: VisibilityIcon },
    { label: 'Downloads', value: stats.downloads, Icon: DownloadIcon },
  ];
  return (
    <div className={styles.stats}>
      {items.map(({ label, value, Icon }) => (
        <Hint key={label} title={`${formatCount(value)} ${label.toLowerCase()}`}>
          {/* Read as "Plays: 1.2K": the name in hidden text rather than an aria-label, which a plain div may not carry. */}
          <div className={styles.stat}>
            <Icon size={18} />
            <p className={styles.value}>
              <span className={hidden.visuallyHidden}>{label}: </span>
              {formatCompact(value)}
            </p>
          </div>
        </Hint>
      ))}
    </div>
  );
}
