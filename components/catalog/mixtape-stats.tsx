import { Hint } from '@/components/common/hint';
import { DownloadIcon } from '@/components/common/icons';
import { CommentIcon, HeadphonesIcon, VisibilityIcon } from './stat-icons';
import hidden from '@/components/common/visually-hidden.module.css';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatCount } from '@/lib/format';
import styles from './mixtape-stats.module.css';

/**
 * Plays, views and downloads, and the comments (a link down to them) when they are the site's own. Likes and
 * dislikes are on the vote buttons beside them, which move when the member votes.
 */
export function MixtapeStats({ stats, comments = null }: { stats: Mixtape['stats']; comments?: number | null }) {
  const items = [
    { label: 'Plays', value: stats.plays, Icon: HeadphonesIcon },
    { label: 'Views', value: stats.views, Icon: VisibilityIcon },
    { label: 'Downloads', value: stats.downloads, Icon: DownloadIcon },
  ];
  return (
    <div className={styles.stats}>
      {items.map(({ label, value, Icon }) => (
        <Hint key={label} title={`${formatCount(value)} ${label.toLowerCase()}`}>
          {/* Read as "Plays: 1.2K": the name in hidden text rather than an aria-label, which a plain span may not carry.
              Spans, not a div and a p: the hint's anchor is a span, which holds phrasing content only. */}
          <span className={styles.stat}>
            <Icon size={18} />
            <span className={styles.value}>
              <span className={hidden.visuallyHidden}>{label}: </span>
              {formatCompact(value)}
            </span>
          </span>
        </Hint>
      ))}
      {comments !== null && (
        <a className={`${styles.stat} ${styles.link}`} href="#comments">
          <CommentIcon size={18} />
          <p className={styles.value}>
            {formatCompact(comments)}
            <span className={hidden.visuallyHidden}> {comments === 1 ? 'comment' : 'comments'}</span>
          </p>
        </a>
      )}
    </div>
  );
}
