import { CollectionHeader } from '@/components/common/collection-header';
import { PageLink } from '@/components/common/page-link';
import { CssButton } from '@/components/common/css-button';
import { PlayActions } from '@/components/common/play-actions';
import { CodeIcon, PlaylistAddIcon } from '@/components/common/playback-icons';
import { ShareButton } from '@/components/common/share-button';
import { EXPLICIT_LABEL, INCLUDED_LABEL, PURCHASED_LABEL, Tag } from '@/components/common/tag';
import { loadInBrowser } from '@/components/common/with-mui';
import tag from '@/components/common/tag.module.css';
import { SaveOffline } from '@/components/library';
import { library } from '@/commands/library';
import { usePaidMixtapeHold } from '@/hooks/payments';
import { useMixtapeQueue } from '@/hooks/catalog/use-mixtape-queue';
import { useReleased } from '@/hooks/catalog/use-released';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { formatCounted, formatDate, formatMoney } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import styles from './mixtape-header.module.css';
import { DownloadMixtapeButton, MixtapeLibraryActions } from './mixtape-library-actions';
import { MixtapeStats } from './mixtape-stats';
import { ReleaseCountdown } from './release-countdown';

// Only a mixtape not out yet shows it, and its state is a member's own: it loads after the page.
const NotifyMe = loadInBrowser(() => import('./notify-me-button').then((m) => m.NotifyMeButton));

/** Intrinsic size of the cover: a square drawn at most 360 px wide. */
const COVER_SIZE = 360;

export function MixtapeHeader({ mixtape }: { mixtape: MixtapeDetail }) {
  const playingThis = useAppStore((s) => musicPlaying(s) && s.activeTrack?.mixtapeId === mixtape.id);
  const openAddToPlaylist = useAppStore((s) => s.openAddToPlaylist);
  const openEmbed = useAppStore((s) => s.openEmbed);
  // The queue endpoint says what to queue; the tracklist already on the page stands in until it answers.
  // Not out yet: only its countdown, and nothing asked of the queue, which refuses (see docs/product.md, Catalog).
  const released = useReleased(mixtape);
  const { data: queue } = useMixtapeQueue(released ? mixtape.id : undefined);
  const tracks = queue?.length ? queue : mixtape.tracks;
  const held = usePaidMixtapeHold(mixtape);
  const none = tracks.length === 0;
  const genres = [...(mixtape.genre ? [mixtape.genre] : []), ...mixtape.moods];

  return (
    <CollectionHeader
      cover={
        // The page's largest paint: fetched first, at high priority. Covers are the API's (SVG when generated):
        // sized and prioritised here, not through the image optimizer.
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img src={mixtape.cover ?? undefined} alt={`${mixtape.title} cover`} fetchPriority="high" width={COVER_SIZE} height={COVER_SIZE} />
      }
      tags={
        <>
          {mixtape.premiere && <Tag label="Premiere" />}
          {mixtape.featured && <Tag look="outlined" label="Featured" />}
          {mixtape.explicit && <Tag look="warning" label={EXPLICIT_LABEL} />}
          {!released && <Tag look="warning" label={`Drops ${formatDate(mixtape.releaseDate)}`} />}
          {held === 'bought' && <Tag look="outlined" label={PURCHASED_LABEL} />}
          {held === 'premium' && <Tag look="outlined" label={INCLUDED_LABEL} />}
        </>
      }
      title={mixtape.title}
      byline={
        <PageLink href={`/artist/${mixtape.artist.slug}`} className={styles.personLink}>
          {mixtape.artist.name}
        </PageLink>
      }
      meta={
        <>
          {mixtape.dj && (
            <>
              Hosted by{' '}
              <PageLink href={`/dj/${mixtape.dj.slug}`} className={styles.personLink}>
                {mixtape.dj.name}
              </PageLink>{' '}
              ·{' '}
            </>
          )}
          <time dateTime={mixtape.releaseDate}>{formatDate(mixtape.releaseDate)}</time> · {formatCounted(mixtape.trackCount, 'track')}
        </>
      }
    >
      {/* Each leads to its page; plain links in a tag's shape, so the page's first load carries no more than these lines. */}
      {genres.length > 0 && (
        <p className={styles.genres}>
          {genres.map((g) => (
            <PageLink key={g.slug} href={`/genre/${g.slug}`} className={`${tag.tag} ${tag.outlined}`}>
              {g.name}
            </PageLink>
          ))}
        </p>
      )}
      <div className={styles.stats}>
        <MixtapeStats stats={mixtape.stats} comments={mixtape.commentCount} />
      </div>
      <MixtapeLibraryActions mixtape={mixtape} />
      {/* Pointing at or focusing the play controls loads the player, so it is ready when the music starts.
          Not out yet: the countdown in their place, and nothing to buy until the release either. */}
      <PlayActions
        tracks={tracks}
        playingThis={playingThis}
        playable={released}
        afterPlay={
          released ? (
            // A paid mixtape's Buy with its price, unless the member bought it or has premium (see docs/product.md, Buying).
            mixtape.price &&
            !held && (
              <CssButton variant="contained" size="large" onClick={() => library.buyMixtape(mixtape)}>
                Buy {formatMoney(mixtape.price.amount, mixtape.price.currency)}
              </CssButton>
            )
          ) : (
            <>
              <ReleaseCountdown releaseDate={mixtape.releaseDate} />
              <NotifyMe mixtapeId={mixtape.id} />
            </>
          )
        }
      >
        {released && (
          <>
            <CssButton variant="outlined" size="large" disabled={none} startIcon={<PlaylistAddIcon />} onClick={() => openAddToPlaylist(tracks.map((t) => t.id))}>
              Add to Playlist
            </CssButton>
            <DownloadMixtapeButton mixtape={mixtape} />
          </>
        )}
        <CssButton variant="outlined" size="large" startIcon={<CodeIcon />} onClick={() => openEmbed(mixtape.slug)}>
          Embed
        </CssButton>
        <ShareButton title={`${mixtape.title} by ${mixtape.artist.name}`} path={`/mixtape/${mixtape.slug}`} />
        {released && <SaveOffline target={{ kind: 'mixtape', id: mixtape.id, slug: mixtape.slug, title: mixtape.title, byline: mixtape.artist.name, cover: mixtape.cover, tracks }} />}
      </PlayActions>
    </CollectionHeader>
  );
}
