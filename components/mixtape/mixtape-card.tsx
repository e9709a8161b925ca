import NextLink from 'next/link';
import { HeadphonesIcon } from '@/components/common/icons';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatDate } from '@/lib/format';
import styles from './mixtape-card.module.css';

/** Intrinsic size of a cover: a square the card scales to its column. */
const COVER_SIZE = 300;

export function MixtapeCard({ mixtape, eager = false }: { mixtape: Mixtape; eager?: boolean }) {
  return (
    <div className={styles.card}>
      <NextLink href={`/mixtape/${mixtape.slug}`} className={styles.action} data-testid="mixtape-card">
        {/* eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated): sized here, lazy below the fold */}
        <img
          src={mixtape.cover ?? undefined}
          alt={`${mixtape.title} cover`}
          loading={eager ? 'eager' : 'lazy'}
          width={COVER_SIZE}
          height={COVER_SIZE}
          className={styles.cover}
        />
        <p className={styles.title} title={mixtape.title}>
          {mixtape.title}
        </p>
        <p className={styles.artist}>{mixtape.artist.name}</p>
        <span className={styles.meta}>
          <span>{formatDate(mixtape.releaseDate)}</span>
          <span className={styles.dot}>·</span>
          <HeadphonesIcon size={14} />
          <span>{formatCompact(mixtape.stats.plays)}</span>
        </span>
      </NextLink>
    </div>
  );
}
