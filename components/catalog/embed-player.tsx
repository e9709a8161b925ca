import { CollectionHeader } from '@/components/common/collection-header';
import { PlayActions } from '@/components/common/play-actions';
import { EXPLICIT_LABEL, Tag } from '@/components/common/tag';
import { TrackList } from '@/components/catalog/track-list';
import { useMixtapeBySlug } from '@/hooks/catalog/use-mixtape';
import { useReleased } from '@/hooks/catalog/use-released';
import { formatCounted } from '@/lib/format';
import { useAppStore } from '@/store';
import styles from './embed-player.module.css';
import { ReleaseCountdown } from './release-countdown';

const COVER_SIZE = 96;

/**
 * The compact player other sites frame (/embed/{slug}): the mixtape's cover, title and artist, Play, and the
 * tracklist scrolling beneath, all in a small frame. It plays here, through the same player as the site.
 */
export function EmbedPlayer({ slug }: { slug: string }) {
  const { data: mixtape } = useMixtapeBySlug(slug);
  const released = useReleased(mixtape);
  const playingThis = useAppStore((s) => s.isPlaying && !!mixtape && s.activeTrack?.mixtapeId === mixtape.id);
  const nowPlaying = useAppStore((s) => (mixtape && s.activeTrack?.mixtapeId === mixtape.id ? s.activeTrack.title : null));
  if (!mixtape) return null;
  return (
    <div className={styles.embed}>
      <CollectionHeader
        compact
        cover={
          // eslint-disable-next-line @next/next/no-img-element -- the API's covers, sized here (as on the mixtape page)
          <img src={mixtape.cover ?? undefined} alt={`${mixtape.title} cover`} width={COVER_SIZE} height={COVER_SIZE} />
        }
        title={
          <a className={styles.title} href={`/mixtape/${mixtape.slug}`} target="_blank" rel="noopener">
            {mixtape.title}
          </a>
        }
        byline={
          <>
            {mixtape.artist.name}
            {mixtape.explicit && (
              <span className={styles.tag}>
                <Tag look="warning" label={EXPLICIT_LABEL} />
              </span>
            )}
          </>
        }
      >
        <PlayActions compact tracks={mixtape.tracks} playingThis={playingThis} playable={released} afterPlay={!released && <ReleaseCountdown releaseDate={mixtape.releaseDate} />}>
          {/* Screen readers hear the track change from the page's announcer (components/layout/announcer.tsx). */}
          <p className={styles.now}>{nowPlaying ? `Now playing: ${nowPlaying}` : formatCounted(mixtape.trackCount, 'track')}</p>
        </PlayActions>
      </CollectionHeader>
      <div className={styles.tracks}>
        <TrackList tracks={mixtape.tracks} playable={released} />
      </div>
      <a className={styles.brand} href="/" target="_blank" rel="noopener">
        LMT Mixtapes · Free Mixtapes Updated Daily
      </a>
    </div>
  );
}
