import { PageLink } from '@/components/common/page-link';
import type { Person } from '@/lib/contracts/people';
import { formatCompact } from '@/lib/format';
import styles from './person-card.module.css';

const IMAGE_SIZE = 160;

/** An artist or a DJ in a grid: round image, name, counts; the whole card one link to their page. */
export function PersonCard({ person, href }: { person: Person; href: string }) {
  return (
    <PageLink href={href} className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- images are the API's (SVG when generated), sized here */}
      <img src={person.image ?? undefined} alt="" loading="lazy" width={IMAGE_SIZE} height={IMAGE_SIZE} className={styles.image} />
      <span className={styles.name}>{person.name}</span>
      <span className={styles.counts}>
        {person.counts.mixtapes} {person.counts.mixtapes === 1 ? 'mixtape' : 'mixtapes'} · {formatCompact(person.counts.plays)} plays
      </span>
    </PageLink>
  );
}
