import { useRef, type ReactNode } from 'react';
import { PageLink } from '@/components/common/page-link';
import { CssIconButton } from '@/components/common/css-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/common/icons';
import { useScrollRoom } from '@/hooks/common/use-scroll-room';
import type { Mixtape } from '@/lib/contracts/catalog';
import { MixtapeCard } from '@/components/common/mixtape-card';
import styles from './mixtape-shelf.module.css';

export const SEE_ALL_LABEL = 'See all';

interface ShelfProps {
  title: string;
  subtitle?: string;
  /** The list page of the whole set, linked as 'See all'. */
  seeAllHref?: string;
  /** The row's items, each an `<li>`. */
  children: ReactNode;
}

/**
 * A titled single row of cards that scrolls sideways: by swipe, trackpad, or the arrow buttons, shown only when the
 * row holds more than fits, each off at its end.
 */
export function Shelf({ title, subtitle, seeAllHref, children }: ShelfProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const room = useScrollRoom(rowRef);
  const id = `shelf-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    // A scroll asked for in script ignores the CSS that turns motion off (theme/theme.ts): ask the same question here.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row?.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: still ? 'instant' : 'smooth' });
  };

  return (
    <section aria-labelledby={id} className={styles.shelf}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {seeAllHref && (
          <PageLink href={seeAllHref} className={styles.seeAll} aria-label={`See all ${title}`}>
            {SEE_ALL_LABEL}
          </PageLink>
        )}
        {(room.back || room.forward) && (
          <div className={styles.arrows}>
            <CssIconButton size="small" aria-label={`Scroll ${title} back`} disabled={!room.back} onClick={() => scroll(-1)}>
              <ChevronLeftIcon />
            </CssIconButton>
            <CssIconButton size="small" aria-label={`Scroll ${title} forward`} disabled={!room.forward} onClick={() => scroll(1)}>
              <ChevronRightIcon />
            </CssIconButton>
          </div>
        )}
      </div>
      <ul ref={rowRef} className={styles.row}>
        {children}
      </ul>
    </section>
  );
}

interface MixtapeShelfProps extends Omit<ShelfProps, 'children'> {
  mixtapes: Mixtape[];
  /** How many covers from the start load at once rather than lazily: the shelf is on screen as the page opens. */
  eagerCovers?: number;
}

/** A shelf of mixtape covers; none at all when the list is empty. */
export function MixtapeShelf({ mixtapes, eagerCovers = 0, ...shelf }: MixtapeShelfProps) {
  if (mixtapes.length === 0) return null;
  return (
    <Shelf {...shelf}>
      {mixtapes.map((mixtape, index) => (
        <li key={mixtape.id}>
          <MixtapeCard mixtape={mixtape} eager={index < eagerCovers} />
        </li>
      ))}
    </Shelf>
  );
}
