import { PageLink } from '@/components/common/page-link';
import { CssIconButton } from '@/components/common/css-button';
import { PlayIcon } from '@/components/common/icons';
import { player } from '@/commands/player';
import { usePlayMixtape } from '@/hooks/player';
import type { Track } from '@/lib/contracts/catalog';
import type { SearchResult } from '@/lib/contracts/search';
import { resultDetail, resultHref, resultImage, resultTitle } from './search-result-text';
import styles from './search-results.module.css';

const THUMB_SIZE = 48;

/** Results as rows: each links to its page; tracks and mixtapes also play from the row. */
export function SearchResults({ results }: { results: SearchResult[] }) {
  const playMixtape = usePlayMixtape();
  // The track results of the page, in order: playing one queues them all, as a tracklist does.
  const tracks = results.filter((r): r is Track & { type: 'track' } => r.type === 'track');
  const play = (result: SearchResult) => {
    if (result.type === 'track') player.playFromList(tracks, tracks.indexOf(result));
    else if (result.type === 'mixtape') void playMixtape(result.id);
  };
  return (
    <ul aria-label="Search results" className={styles.list}>
      {results.map((result) => {
        const title = resultTitle(result);
        const round = result.type === 'artist' || result.type === 'dj';
        return (
          <li key={`${result.type}-${result.id}`} className={styles.row} data-testid="search-result">
            {/* eslint-disable-next-line @next/next/no-img-element -- images are the API's (SVG when generated), sized here */}
            <img src={resultImage(result) ?? undefined} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" className={round ? `${styles.thumb} ${styles.round}` : styles.thumb} />
            <span className={styles.text}>
              <PageLink href={resultHref(result)} className={styles.title}>
                {title}
              </PageLink>
              {result.type === 'mixtape' ? (
                // The artist of a mixtape result leads to their page.
                <span className={styles.detail}>
                  Mixtape ·{' '}
                  <PageLink href={`/artist/${result.artist.slug}`} className={styles.detailLink}>
                    {result.artist.name}
                  </PageLink>
                </span>
              ) : (
                <span className={styles.detail}>{resultDetail(result)}</span>
              )}
            </span>
            {(result.type === 'track' || result.type === 'mixtape') && (
              <CssIconButton aria-label={`Play ${title}`} onClick={() => play(result)}>
                <PlayIcon />
              </CssIconButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
