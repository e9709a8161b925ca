import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { Tag } from '@/components/common/tag';
import type { Mixtape } from '@/lib/contracts/catalog';
import styles from './home-hero.module.css';

/** Intrinsic size of the cover images: squares, drawn at most 240 px wide here. */
const COVER_SIZE = 240;

/**
 * The lead featured mixtape, large, over a blurred copy of its own cover. The cover is fetched first, at high
 * priority: it is the page's largest paint, and the blurred copy uses the same response.
 */
export function HomeHero({ mixtape }: { mixtape: Mixtape }) {
  const cover = mixtape.cover ?? undefined;
  return (
    <section aria-label="Featured mixtape" className={styles.hero}>
      {/* A background, not an <img>: drawn blurred, it would hold the first frame back on phones without a GPU. */}
      <div aria-hidden="true" className={styles.backdrop} style={cover ? { backgroundImage: `url(${cover})` } : undefined} />
      <div className={styles.shade} />
      <div className={styles.content}>
        {/* eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated): sized and prioritised here, not through the image optimizer */}
        <img src={cover} alt={`${mixtape.title} cover`} className={styles.cover} fetchPriority="high" width={COVER_SIZE} height={COVER_SIZE} />
        <div className={styles.text}>
          <div className={styles.tag}>
            <Tag label="Featured" bold />
          </div>
          <h2 className={styles.title}>{mixtape.title}</h2>
          <p className={styles.byline}>
            {mixtape.artist.name}
            {mixtape.dj && ` · hosted by ${mixtape.dj.name}`}
          </p>
          <p className={styles.description}>{mixtape.description}</p>
          <div className={styles.listen}>
            <CssButton href={`/mixtape/${mixtape.slug}`} variant="contained" size="large" startIcon={<PlayIcon />}>
              Listen now
            </CssButton>
          </div>
        </div>
      </div>
    </section>
  );
}
