import { CssIconButton } from '@/components/common/css-button';
import { ShareIcon } from '@/components/common/icons';
import { EqualizerIcon, PauseIcon } from '@/components/common/playback-icons';
import { chapterLinkPath } from '@/lib/mix-chapters';
import type { Chapter } from '@/lib/contracts/studio';
import { formatDuration, formatRank } from '@/lib/format';
import styles from './track-list.module.css';
import text from '@/components/common/track-text.module.css';

export const CHAPTERS_LABEL = 'Chapters';

interface ChapterListProps {
  chapters: readonly Chapter[];
  /** The chapter playing (-1: none, as when the mix is not the active track). */
  current: number;
  /** Whether it is heard: the playing chapter shows the equalizer, a paused one the pause sign. */
  playing: boolean;
  /** Plays the mix from a chapter's start; absent, the list shows the chapters only (a mix not out yet). */
  onPlay?: (chapter: Chapter) => void;
  /** The mix's page and title: each chapter's Share gives a link that plays the mix from it. */
  share?: { slug: string; title: string };
}

/**
 * The tracklist inside a one-file mix, as a tracklist is drawn (track-list.module.css, no MUI: it sits on the mixtape
 * page's first screen and in the player's chapters): numbered, title and artist, the start time, the chapter playing
 * marked. A row is its chapter's play control; see docs/product.md, Player and queue.
 */
export function ChapterList({ chapters, current, playing, onPlay, share }: ChapterListProps) {
  return (
    <ol aria-label={CHAPTERS_LABEL} className={styles.list}>
      {chapters.map((chapter, index) => {
        const active = index === current;
        const start = formatDuration(chapter.start);
        return (
          <li key={`${chapter.start}-${index}`} className={active ? `${styles.row} ${styles.active}` : styles.row} aria-current={active || undefined} data-testid="chapter-row">
            <span className={styles.rank}>
              {active ? playing ? <EqualizerIcon size="small" /> : <PauseIcon size="small" /> : <span className={styles.number}>{formatRank(index + 1)}</span>}
            </span>
            <span className={text.text}>
              <span className={active ? `${text.title} ${text.active}` : text.title}>
                {onPlay ? (
                  <button type="button" onClick={() => onPlay(chapter)} aria-label={`Play ${chapter.title} from ${start}`} className={styles.play}>
                    {chapter.title}
                  </button>
                ) : (
                  chapter.title
                )}
              </span>
              {chapter.artist && <span className={text.artist}>{chapter.artist}</span>}
            </span>
            <span className={styles.duration}>{start}</span>
            {share && (
              <span className={styles.actions}>
                <CssIconButton
                  aria-label={`Share ${chapter.title}`}
                  size="small"
                  onClick={() => void import('@/components/common/share').then(({ shareLink }) => shareLink({ title: `${chapter.title} · ${share.title}`, path: chapterLinkPath(share.slug, chapter.start) }))}
                >
                  <ShareIcon size="small" />
                </CssIconButton>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
