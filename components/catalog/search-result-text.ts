import type { SearchResult } from '@/lib/contracts/search';
import { formatDuration } from '@/lib/format';

/** Where a result leads: its own page (a track's is its mixtape's). */
export function resultHref(result: SearchResult): string {
  switch (result.type) {
    case 'mixtape':
    case 'track':
      return `/mixtape/${result.slug}`;
    case 'artist':
      return `/artist/${result.slug}`;
    case 'dj':
      return `/dj/${result.slug}`;
    case 'playlist':
      return `/playlist/${result.slug}`;
    case 'podcast':
      return `/podcast/${result.slug}`;
  }
}

export const resultTitle = (result: SearchResult) => ('title' in result ? result.title : result.name);

export const resultImage = (result: SearchResult) => ('cover' in result ? result.cover : result.image);

const KIND: Record<SearchResult['type'], string> = {
  mixtape: 'Mixtape',
  track: 'Track',
  artist: 'Artist',
  dj: 'DJ',
  playlist: 'Playlist',
  podcast: 'Podcast',
};

/** The line under a result's title: what it is, and by whom. */
export function resultDetail(result: SearchResult): string {
  switch (result.type) {
    case 'mixtape':
      return `Mixtape · ${result.artist.name}`;
    case 'track':
      return `Track · ${result.artist} · ${formatDuration(result.duration)}`;
    case 'playlist':
      return `Playlist · by ${result.owner}`;
    case 'podcast':
      return result.host ? `Podcast · with ${result.host}` : 'Podcast';
    default:
      return KIND[result.type];
  }
}
