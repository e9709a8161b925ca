import { PageLink } from '@/components/common/page-link';
import { EqualizerIcon, PauseIcon } from '@/components/common/playback-icons';
import hidden from '@/components/common/visually-hidden.module.css';
import { player } from '@/commands/player';
import type { Movement } from '@/lib/charts';
import type { MixtapeChartEntry, TrackChartEntry } from '@/lib/contracts/charts';
import { formatCompact, formatCount } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import type { ReactNode } from 'react';
import styles from './chart-entries.module.css';

/** Intrinsic size of a cover in a row. */
const COVER_SIZE = 48;

/** What a screen reader says of an entry's movement. */
export function movementLabel({ movement, rank, previousRank }: { movement: Movement; rank: number; previousRank: number | null }): string {
  if (movement === 'new') return 'New';
  if (movement === 'same') return 'No change';
  const places = Math.abs((previousRank ?? rank) - rank);
  return `${movement === 'up' ? 'Up' : 'Down'} ${places}`;
}

/** An arrow and the places moved (or NEW, or a dash), said in words to a screen reader. */
function MovementMark({ entry }: { entry: { movement: Movement; rank: number; previousRank: number | null } }) {
  const { movement } = entry;
  const places = Math.abs((entry.previousRank ?? entry.rank) - entry.rank);
  return (
    <span className={`${styles.movement} ${styles[movement]}`}>
      <span aria-hidden="true">
        {movement === 'new' ? 'NEW' : movement === 'same' ? '–' : (
          <>
            <span className={styles.arrow}>{movement === 'up' ? '▲' : '▼'}</span>
            {places}
          </>
        )}
      </span>
      <span className={hidden.visuallyHidden}>{movementLabel(entry)}</span>
    </span>
  );
}

interface RowProps {
  entry: { rank: number; plays: number; previousRank: number | null; weeksOnChart: number; peakRank: number; movement: Movement };
  cover: string | null;
  title: ReactNode;
  artist: ReactNode;
  className?: string;
}

/** One entry: rank, movement, cover, title over artist, then its plays over its weeks on the chart and peak. */
function ChartRow({ entry, cover, title, artist, className }: RowProps) {
  return (
    // The list item's value is its rank: an item taken down since leaves its place empty, and the numbering says so.
    <li value={entry.rank} className={className ? `${styles.row} ${className}` : styles.row} data-testid="chart-entry">
      <span className={styles.rank}>{entry.rank}</span>
      <MovementMark entry={entry} />
      {/* eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated), sized here as on the cards */}
      <img src={cover ?? undefined} alt="" width={COVER_SIZE} height={COVER_SIZE} loading={entry.rank > 8 ? 'lazy' : undefined} className={styles.cover} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.artist}>{artist}</span>
      </span>
      <span className={styles.stats}>
        <span className={styles.plays} title={`${formatCount(entry.plays)} ${entry.plays === 1 ? 'play' : 'plays'} this week`}>
          {formatCompact(entry.plays)} {entry.plays === 1 ? 'play' : 'plays'}
        </span>
        <span className={styles.weeks}>
          {entry.weeksOnChart} {entry.weeksOnChart === 1 ? 'week' : 'weeks'}
          <span className={styles.onChart}> on chart</span>
          <span className={styles.peak}> · peak {entry.peakRank}</span>
        </span>
      </span>
    </li>
  );
}

/** A mixtapes chart: each title leads to the mixtape's page, each artist to theirs. */
export function MixtapeChartList({ entries, label }: { entries: MixtapeChartEntry[]; label: string }) {
  return (
    <ol aria-label={label} className={styles.list}>
      {entries.map((entry) => (
        <ChartRow
          key={entry.mixtape.id}
          entry={entry}
          cover={entry.mixtape.cover}
          title={
            <PageLink href={`/mixtape/${entry.mixtape.slug}`} className={styles.link}>
              {entry.mixtape.title}
            </PageLink>
          }
          artist={
            <PageLink href={`/artist/${entry.mixtape.artist.slug}`} className={styles.link}>
              {entry.mixtape.artist.name}
            </PageLink>
          }
        />
      ))}
    </ol>
  );
}

/**
 * A tracks chart: a row's title is its play control, stretched over the row as in a tracklist, playing the chart from
 * there (and pausing the track playing).
 */
export function TrackChartList({ entries, label }: { entries: TrackChartEntry[]; label: string }) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore(musicPlaying);
  const tracks = entries.map((entry) => entry.track);
  return (
    <ol aria-label={label} className={styles.list}>
      {entries.map((entry, index) => {
        const active = entry.track.id === activeId;
        return (
          <ChartRow
            key={entry.track.id}
            entry={entry}
            cover={entry.track.cover}
            className={active ? styles.active : undefined}
            title={
              <button type="button" className={styles.play} aria-label={`${active && isPlaying ? 'Pause' : 'Play'} ${entry.track.title}`} onClick={() => player.playFromList(tracks, index)}>
                {active && (isPlaying ? <EqualizerIcon size="small" /> : <PauseIcon size="small" />)}
                {entry.track.title}
              </button>
            }
            artist={entry.track.artist}
          />
        );
      })}
    </ol>
  );
}
