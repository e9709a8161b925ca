import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult } from '@/lib/contracts/search';
import { mediaUrl } from '../adapters/media-storage';

/**
 * One kind of search result. Every expression names its table `x`; `text` is the searched column, written as the
 * indexes of migration 0007_search are (`search_text(x.title)`, `search_key(x.title)`) so they serve the match.
 */
export interface SearchSource {
  table: SQL;
  text: SQL;
  /** Rows the kind may ever show (released mixtapes, public playlists). */
  visible?: SQL;
  /** How popular a row is, for the ranking. */
  popularity: SQL;
  /** Joins for the result's columns, after the ranking has picked a page of rows. */
  joins?: SQL;
  columns: SQL;
  toResult: (row: Record<string, unknown>) => SearchResult;
}

const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);
const media = (v: unknown) => mediaUrl((v as string | null) ?? null);

const mixtape: SearchSource = {
  table: sql`mixtapes`,
  text: sql`x.title`,
  visible: sql`x.release_date <= now() and x.taken_down_by is null`,
  popularity: sql`x.plays`,
  joins: sql`join artists a on a.id = x.artist_id`,
  columns: sql`x.id, x.slug, x.title, x.cover, a.id as artist_id, a.slug as artist_slug, a.name as artist`,
  toResult: (r) => ({
    type: 'mixtape',
    id: num(r.id),
    slug: str(r.slug),
    title: str(r.title), cover: media(r.cover),
    artist: { id: num(r.artist_id), slug: str(r.artist_slug), name: str(r.artist) },
  }),
};

// A track is shown in the first released mixtape that holds it: its page is where the result leads.
const track: SearchSource = {
  table: sql`tracks`,
  text: sql`x.title`,
  visible: sql`x.taken_down_by is null and exists (select 1 from mixtape_tracks mt join mixtapes m on m.id = mt.mixtape_id where mt.track_id = x.id and m.release_date <= now() and m.taken_down_by is null)`,
  popularity: sql`x.plays`,
  joins: sql`cross join lateral (
    select mt.mixtape_id, mt.position, m.slug, m.cover from mixtape_tracks mt join mixtapes m on m.id = mt.mixtape_id
    where mt.track_id = x.id and m.release_date <= now() and m.taken_down_by is null order by m.release_date, m.id limit 1) home`,
  columns: sql`x.id, x.title, x.artist, x.album, x.duration_seconds, x.cover, x.guest_download,
    home.mixtape_id, home.position, home.slug as mixtape_slug, home.cover as mixtape_cover`,
  toResult: (r) => ({
    type: 'track',
    id: num(r.id),
    title: str(r.title),
    artist: str(r.artist),
    album: str(r.album),
    slug: str(r.mixtape_slug),
    mixtapeId: num(r.mixtape_id),
    rank: num(r.position),
    duration: num(r.duration_seconds),
    cover: r.cover ? media(r.cover) : media(r.mixtape_cover),
    guestDownload: Boolean(r.guest_download),
  }),
};

function person(type: 'artist' | 'dj', table: 'artists' | 'djs', column: 'artist_id' | 'dj_id'): SearchSource {
  return {
    table: sql.raw(table),
    text: sql`x.name`,
    popularity: sql.raw(`(select coalesce(sum(m.plays), 0) from mixtapes m where m.${column} = x.id and m.release_date <= now())`),
      columns: sql`x.id, x.slug, x.name, x.image`,
    toResult: (r) => ({ type, id: num(r.id), slug: str(r.slug), name: str(r.name), image: media(r.image) }),
  };
}

// Only public playlists, whoever asks: search answers are the same for everyone (and kept as such).
const playlist: SearchSource = {
  table: sql`playlists`,
  text: sql`x.name`,
  visible: sql`x.public`,
  popularity: sql`(select count(*) from playlist_tracks pt where pt.playlist_id = x.id)`,
  joins: sql`join users u on u.id = x.user_id`,
  columns: sql`x.id, x.slug, x.name, x.cover, u.username`,
  toResult: (r) => ({ type: 'playlist', id: num(r.id), slug: str(r.slug), name: str(r.name), image: media(r.cover), owner: str(r.username) }),
};

const podcast: SearchSource = {
  table: sql`podcasts`,
  text: sql`x.title`,
  popularity: sql`(select count(*) from episodes e where e.podcast_id = x.id)`,
  columns: sql`x.id, x.slug, x.title, x.host, x.cover`,
  toResult: (r) => ({ type: 'podcast', id: num(r.id), slug: str(r.slug), name: str(r.title), image: media(r.cover), host: str(r.host) }),
};

/** By filter name, in the order 'all' breaks ties of equal score. */
export const SEARCH_SOURCES = {
  artists: person('artist', 'artists', 'artist_id'),
  mixtapes: mixtape,
  tracks: track,
  djs: person('dj', 'djs', 'dj_id'),
  podcasts: podcast,
  playlists: playlist,
} as const;
