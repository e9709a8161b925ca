import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { PageLink } from '@/components/common/page-link';
import { PauseIcon } from '@/components/common/playback-icons';
import { EXPLICIT_LABEL, Tag } from '@/components/common/tag';
import { ReleaseCountdown } from '@/components/catalog';
import { player } from '@/commands/player';
import { usePlayMixtape } from '@/hooks/player';
import { useReleased } from '@/hooks/catalog';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatDate } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import styles from './home-hero.module.css';

/** Intrinsic size of the cover images: squares, drawn at most 240 px wide here. */
const COVER_SIZE = 240;

/** The hero's cover shrunk to a few pixels (a data URL made when the page was rendered), for the cover it was made from. */
export interface HeroBackdrop {
  cover: string;
  src: string;
}

/** Intrinsic size of the tiny cover the backdrop is drawn from. */
const BACKDROP_SIZE = 16;

/**
 * The lead featured mixtape, large, over a blurred copy of its own cover. The copy is the cover shrunk to 16 pixels,
 * inside the page's HTML, scaled up and blurred by CSS: the browser counts an image for the largest paint at no
 * more than its own pixels, so the largest paint is the sharp cover (fetched first, at high priority) or the text,
 * never the backdrop. Without a tiny cover (the page's data came later, in the browser) the hero has its dark ground.
 *
 * Play plays the mixtape from the top as Play All does on its page; the title and the cover lead to that page.
 * A mixtape not out yet never plays before its release: it shows its countdown instead (see docs/product.md, Catalog).
 */
export function HomeHero({ mixtape, backdrop }: { mixtape: Mixtape; backdrop?: HeroBackdrop | null }) {
  const cover = mixtape.cover ?? undefined;
  const backdropSrc = backdrop && backdrop.cover === mixtape.cover ? backdrop.src : undefined;
  const href = `/mixtape/${mixtape.slug}`;
  const released = useReleased(mixtape);
  const playingThis = useAppStore((s) => musicPlaying(s) && s.activeTrack?.mixtapeId === mixtape.id);
  const play = usePlayMixtape();
  return (
    <section aria-label="Featured mixtape" className={styles.hero}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL of a few hundred bytes: nothing to optimise */}
      {backdropSrc && <img src={backdropSrc} alt="" className={styles.backdrop} width={BACKDROP_SIZE} height={BACKDROP_SIZE} />}
      <div className={styles.shade} />
      <div className={styles.content}>
        {/* An img must have a src: a mixtape without a cover gets an empty square in its place. The title is the
            link for the keyboard; the cover is the same link for a pointer. */}
        {cover ? (
          <PageLink href={href} className={styles.coverLink} tabIndex={-1}>
            {/* eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated): sized and prioritised here, not through the image optimizer */}
            <img src={cover} alt={`${mixtape.title} cover`} className={styles.cover} fetchPriority="high" width={COVER_SIZE} height={COVER_SIZE} />
          </PageLink>
        ) : (
          <div className={styles.cover} />
        )}
        <div className={styles.text}>
          <div className={styles.tags}>
            <Tag label="Featured" bold />
            {mixtape.explicit && <Tag look="warning" label={EXPLICIT_LABEL} />}
            {!released && <Tag look="warning" label={`Drops ${formatDate(mixtape.releaseDate)}`} />}
          </div>
          <h2 className={styles.title}>
            <PageLink href={href} className={styles.titleLink}>
              {mixtape.title}
            </PageLink>
          </h2>
          <p className={styles.byline}>
            {mixtape.artist.name}
            {mixtape.dj && ` · hosted by ${mixtape.dj.name}`}
          </p>
          <p className={styles.description}>{mixtape.description}</p>
          <div className={styles.listen}>
            {released ? (
              // Named as every Play on the site is, its visible word first (the name holds what it shows).
              <CssButton
                variant="contained"
                size="large"
                startIcon={playingThis ? <PauseIcon /> : <PlayIcon />}
                aria-label={`${playingThis ? 'Pause' : 'Play'} ${mixtape.title}`}
                onClick={() => (playingThis ? player.toggle() : void play(mixtape.id))}
              >
                {playingThis ? 'Pause' : 'Play'}
              </CssButton>
            ) : (
              <div className={styles.upcoming}>
                <ReleaseCountdown releaseDate={mixtape.releaseDate} />
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
