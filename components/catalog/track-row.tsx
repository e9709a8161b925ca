import { CssIconButton } from '@/components/common/css-button';
import { DownloadIcon } from '@/components/common/icons';
import { EqualizerIcon, PauseIcon } from '@/components/common/playback-icons';
import { Tag } from '@/components/common/tag';
import { FavoriteButton } from '@/components/library';
import { library } from '@/commands/library';
import type { Track } from '@/lib/contracts/catalog';
import { isEpisode } from '@/lib/queue-item';
import { formatCompact, formatCount, formatDuration, formatRank } from '@/lib/format';
import styles from './track-list.module.css';
import text from '@/components/common/track-text.module.css';

interface TrackRowProps {
  track: Track;
  active: boolean;
  playing: boolean;
  /** Without it the row shows the track only: no play, favorite or download control. */
  onClick?: () => void;
  /** Its plays, shown before the duration (a podcast's episodes); absent, nothing is shown. */
  plays?: number;
  /** Its mixtape is not out yet: the row says Coming Soon (see docs/product.md, Catalog). */
  comingSoon?: boolean;
}

/**
 * One track of a list: a list item whose play control is the title, stretched over the row (track-list.module.css),
 * so the whole row plays and the control is named "Play <title>" after the text it shows.
 */
export function TrackRow({ track, active, playing, onClick, plays, comingSoon = false }: TrackRowProps) {
  return (
    <li className={active ? `${styles.row} ${styles.active}` : styles.row} data-testid="track-row">
      <span className={styles.rank}>
        {active ? (
          playing ? <EqualizerIcon size="small" /> : <PauseIcon size="small" />
        ) : (
          <span className={styles.number}>{formatRank(track.rank)}</span>
        )}
      </span>
      <span className={text.text}>
        <span className={active ? `${text.title} ${text.active}` : text.title}>
          {onClick ? (
            <button type="button" onClick={onClick} aria-label={`${active && playing ? 'Pause' : 'Play'} ${track.title}`} className={styles.play} data-testid="track-title">
              {track.title}
            </button>
          ) : (
            <span data-testid="track-title">{track.title}</span>
          )}
        </span>
        <span className={text.artist}>{track.artist}</span>
      </span>
      {plays !== undefined && (
        <span className={styles.plays} title={`${formatCount(plays)} ${plays === 1 ? 'play' : 'plays'}`} data-testid="track-plays">
          {formatCompact(plays)} {plays === 1 ? 'play' : 'plays'}
        </span>
      )}
      {comingSoon && <Tag look="warning" label="Coming Soon" />}
      <span className={styles.duration}>{formatDuration(track.duration)}</span>
      {onClick && !isEpisode(track) && (
        <span className={styles.actions}>
          <FavoriteButton kind="tracks" id={track.id} name={track.title} size="small" />
          <CssIconButton aria-label={`Download ${track.title}`} size="small" onClick={() => void library.downloadTracks([track])}>
            <DownloadIcon size="small" />
          </CssIconButton>
        </span>
      )}
    </li>
  );
}
