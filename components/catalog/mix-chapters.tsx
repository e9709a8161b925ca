import { CssButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import screen from '@/components/common/screen.module.css';
import { ChapterList, CHAPTERS_LABEL } from '@/components/catalog/chapter-list';
import { TRACK_LIST_MAX_WIDTH } from '@/components/catalog/track-list';
import { playAt } from '@/commands/player';
import { useLinkedStart } from '@/hooks/catalog/use-linked-start';
import { chapterIndexAt } from '@/lib/chapters';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import type { Chapter } from '@/lib/contracts/studio';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import styles from './mix-chapters.module.css';

export const playFromLabel = (seconds: number) => `Play from ${formatDuration(seconds)}`;

const NONE: Chapter[] = [];

/**
 * Under the tracklist of a one-file mix: its chapters, each playing the mix from its start, the one playing marked;
 * and, opened from a chapter's link (`?t=`), 'Play from 20:34' (the browser lets sound start only after a click).
 * See docs/product.md, Player and queue.
 */
export function MixChapters({ mixtape, playable }: { mixtape: MixtapeDetail; playable: boolean }) {
  const mix = mixtape.tracks.length === 1 ? mixtape.tracks[0] : null;
  const chapters = (mix && mixtape.chapters) || NONE;
  const from = useLinkedStart(mix?.duration ?? 0);
  const current = useAppStore((s) => (mix && s.activeTrack?.id === mix.id && !s.isPlayingAd ? chapterIndexAt(chapters, s.progress.currentTime) : -1));
  const playing = useAppStore(musicPlaying);
  if (!mix || (chapters.length === 0 && (from === null || !playable))) return null;
  const playFrom = (seconds: number) => playAt([mix], 0, seconds);

  return (
    <div style={{ maxWidth: TRACK_LIST_MAX_WIDTH }}>
      {chapters.length > 0 && <h2 className={screen.heading}>{CHAPTERS_LABEL}</h2>}
      {from !== null && playable && (
        <div className={styles.offer}>
          <CssButton variant="contained" size="large" startIcon={<PlayIcon />} onClick={() => playFrom(from)}>
            {playFromLabel(from)}
          </CssButton>
        </div>
      )}
      {chapters.length > 0 && (
        <ChapterList
          chapters={chapters}
          current={current}
          playing={playing}
          onPlay={playable ? (chapter) => playFrom(chapter.start) : undefined}
          share={playable ? { slug: mixtape.slug, title: mixtape.title } : undefined}
        />
      )}
    </div>
  );
}
