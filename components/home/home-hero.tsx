import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { Tag } from '@/components/common/tag';
import type { Mixtape } from '@/lib/contracts/catalog';
import styles from './home-hero.module.css';

/** Intrinsic size of the cover images: squares, drawn at most 240 px wide here. */
const COVER_SIZE = 240;

/**
 * The lead featured mixtape, large, over a blurred copy of its own cover. The blurred copy is the page's largest
 * paint on a phone: an <img> of the same URL as the cover (one request), so the browser finds it in the HTML and
 * fetches it first, at high priority, rather than after the style sheets as a CSS background.
 */
export function HomeHero({ mixtape }: { mixtape: Mixtape }) {
  const cover = mixtape.cover ?? undefined;
  return (
    <section aria-label="Featured mixtape" className={styles.hero}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the cover again, blurred: see below */}
      {cover && <img src={cover} alt="" aria-hidden="true" className={styles.backdrop} fetchPriority="high" width={COVER_SIZE} height={COVER_SIZE} />}
      <div className={styles.shade} />
      <div className={styles.content}>
        {/* An img must have a src: a mixtape without a cover gets an empty square in its place. */}
        {cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated): sized and prioritised here, not through the image optimizer
          <img src={cover} alt={`${mixtape.title} cover`} className={styles.cover} fetchPriority="high" width={COVER_SIZE} height={COVER_SIZE} />
        ) : (
          <div className={styles.cover} />
        )}
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
