import { PageLink } from '@/components/common/page-link';
import { ThumbDownIcon, ThumbUpIcon } from '@/components/common/icons';
import { EXPLICIT_LABEL, INCLUDED_LABEL, PURCHASED_LABEL, Tag } from '@/components/common/tag';
import hidden from '@/components/common/visually-hidden.module.css';
import type { ReactNode } from 'react';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatDate, formatMoney } from '@/lib/format';
import { useVoteMark } from '@/hooks/library';
import { usePaidMixtapeHold } from '@/hooks/payments';
import styles from './mixtape-card.module.css';

/** Intrinsic size of a cover: a square the card scales to its column. */
const COVER_SIZE = 300;

export const LIKED_MARK = 'You liked this';
export const DISLIKED_MARK = 'You disliked this';

/**
 * A mixtape as a card: the whole card links to the mixtape (its title link is stretched over it), the artist's
 * name to the artist. Sixty of them on the home page: kept to a few elements each.
 */
export function MixtapeCard({ mixtape, eager = false, children }: { mixtape: Mixtape; eager?: boolean; children?: ReactNode }) {
  // A paid mixtape carries its price, or how the member holds it (see docs/product.md, Buying); a free one nothing.
  const held = usePaidMixtapeHold(mixtape);
  const priceMark = mixtape.price && (held === 'bought' ? PURCHASED_LABEL : held === 'premium' ? INCLUDED_LABEL : formatMoney(mixtape.price.amount, mixtape.price.currency));
  // The member's own vote, as last read (see docs/product.md, Your library).
  const vote = useVoteMark(mixtape.id);
  return (
    <div className={styles.card} data-testid="mixtape-card">
      {/* Lazy but for the few a page shows on arrival (`eager`): on a phone one of those is the largest paint, which a
          lazy image would hold back until layout. Covers are the API's (SVG when generated): sized here. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src={mixtape.cover ?? undefined}
        alt={`${mixtape.title} cover`}
        loading={eager ? undefined : 'lazy'}
        width={COVER_SIZE}
        height={COVER_SIZE}
        className={styles.cover}
      />
      {(mixtape.explicit || priceMark) && (
        <span className={styles.badge}>
          {mixtape.explicit && <Tag look="warning" label={EXPLICIT_LABEL} />}
          {priceMark && <Tag look="primary" label={priceMark} />}
        </span>
      )}
      <PageLink href={`/mixtape/${mixtape.slug}`} className={styles.title} title={mixtape.title}>
        {mixtape.title}
      </PageLink>
      <PageLink href={`/artist/${mixtape.artist.slug}`} className={styles.artist}>
        {mixtape.artist.name}
      </PageLink>
      {/* The dot between them and the headphones are drawn by CSS (mixtape-card.module.css). */}
      <span className={styles.meta}>
        <span>{formatDate(mixtape.releaseDate)}</span>
        <span className={styles.plays}>{formatCompact(mixtape.stats.plays)}</span>
        {/* Named in hidden text rather than an aria-label, which a plain span may not carry. */}
        {vote && (
          <span className={styles.vote}>
            {vote === 'like' ? <ThumbUpIcon size={14} /> : <ThumbDownIcon size={14} />}
            <span className={hidden.visuallyHidden}>{vote === 'like' ? LIKED_MARK : DISLIKED_MARK}</span>
          </span>
        )}
      </span>
      {/* A list page's extra line (the countdown of a coming-soon mixtape). */}
      {children}
    </div>
  );
}
