import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { PauseIcon } from '@/components/common/playback-icons';
import { EXPLICIT_LABEL, Tag } from '@/components/common/tag';
import { TrackList } from '@/components/track/track-list';
import { player } from '@/hooks/player';
import { useMixtapeBySlug } from '@/hooks/use-mixtape';
import { useReleased } from '@/hooks/use-released';
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
      <div className={styles.head}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the API's covers, sized here (as on the mixtape page) */}
        <img src={mixtape.cover ?? undefined} alt={`${mixtape.title} cover`} width={COVER_SIZE} height={COVER_SIZE} className={styles.cover} />
        <div className={styles.details}>
          <h1 className={styles.heading}>
            <a className={styles.title} href={`/mixtape/${mixtape.slug}`} target="_blank" rel="noopener">
              {mixtape.title}
            </a>
          </h1>
          <p className={styles.artist}>
            {mixtape.artist.name}
            {mixtape.explicit && (
              <span className={styles.tag}>
                <Tag look="warning" label={EXPLICIT_LABEL} />
              </span>
            )}
          </p>
          <div className={styles.actions}>
            {!released && <ReleaseCountdown releaseDate={mixtape.releaseDate} />}
            {released && (
              <CssButton
                variant="contained"
                disabled={mixtape.tracks.length === 0}
                startIcon={playingThis ? <PauseIcon /> : <PlayIcon />}
                onClick={() => (playingThis ? player.toggle() : player.playTracks(mixtape.tracks, 0, { shuffle: false }))}
              >
                {playingThis ? 'Pause' : 'Play'}
              </CssButton>
            )}
            {/* Screen readers hear the track change from the page's announcer (components/layout/announcer.tsx). */}
            <p className={styles.now}>
              {nowPlaying ? `Now playing: ${nowPlaying}` : `${mixtape.trackCount} tracks`}
            </p>
          </div>
        </div>
      </div>
      <div className={styles.tracks}>
        <TrackList tracks={mixtape.tracks} playable={released} />
      </div>
      <a className={styles.brand} href="/" target="_blank" rel="noopener">
        LMT Mixtapes · Free Mixtapes Updated Daily
      </a>
    </div>
  );
}
