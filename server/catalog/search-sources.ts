import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult } from '@/lib/contracts/search';
import { mediaUrl } from '../adapters/media-storage';

/**
 * What each kind of result is searched by, how popular each row is, and how its row becomes a result. `doc` is
 * written exactly as the indexes of migration 0007_search are, so the planner serves the match from them.
 */
export interface SearchSource {
  from: SQL;
  doc: SQL;
  /** Rows the kind may ever show (released mixtapes, public playlists). */
  visible?: SQL;
  popularity: SQL;
  columns: SQL;
  order: SQL;
  toResult: (row: Record<string, unknown>) => SearchResult;
}

const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);
const media = (v: unknown) => mediaUrl((v as string | null) ?? null);

const released = sql`m.release_date <= now()`;

const mixtape: SearchSource = {
  from: sql`mixtapes m join artists a on a.id = m.artist_id`,
  doc: sql`search_text(m.title)`,
  visible: released,
  popularity: sql`m.plays`,
  columns: sql`m.id, m.slug, m.title, m.cover, a.name as artist`,
  order: sql`m.id`,
  toResult: (r) => ({ type: 'mixtape', id: num(r.id), slug: str(r.slug), title: str(r.title), cover: media(r.cover), artist: str(r.artist) }),
};

// A track is shown in the first released mixtape that holds it: its page is where the result leads.
const track: SearchSource = {
  from: sql`tracks t cross join lateral (
    select mt.mixtape_id, mt.position, m.slug, m.cover from mixtape_tracks mt join mixtapes m on m.id = mt.mixtape_id
    where mt.track_id = t.id and ${released} order by m.release_date, m.id limit 1) home`,
  doc: sql`search_text(t.title)`,
  popularity: sql`t.plays`,
  columns: sql`t.id, t.title, t.artist, t.album, t.duration_seconds, t.cover, t.guest_download,
    home.mixtape_id, home.position, home.slug as mixtape_slug, home.cover as mixtape_cover`,
  order: sql`t.id`,
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

function person(type: 'artist' | 'dj', table: string, column: string): SearchSource {
  return {
    from: sql.raw(`${table} p`),
    doc: sql`search_text(p.name)`,
    popularity: sql.raw(`(select coalesce(sum(m.plays), 0) from mixtapes m where m.${column} = p.id and m.release_date <= now())`),
    columns: sql`p.id, p.slug, p.name, p.image`,
    order: sql`p.id`,
    toResult: (r) => ({ type, id: num(r.id), slug: str(r.slug), name: str(r.name), image: media(r.image) }),
  };
}

// Only public playlists, whoever asks: search answers are the same for everyone (and kept as such).
const playlist: SearchSource = {
  from: sql`playlists p join users u on u.id = p.user_id`,
  doc: sql`search_text(p.name)`,
  visible: sql`p.public`,
  popularity: sql`(select count(*) from playlist_tracks pt where pt.playlist_id = p.id)`,
  columns: sql`p.id, p.slug, p.name, p.cover, u.username`,
  order: sql`p.id`,
  toResult: (r) => ({ type: 'playlist', id: num(r.id), slug: str(r.slug), name: str(r.name), image: media(r.cover), owner: str(r.username) }),
};

const podcast: SearchSource = {
  from: sql`podcasts p`,
  doc: sql`search_text(p.title)`,
  popularity: sql`(select count(*) from episodes e where e.podcast_id = p.id)`,
  columns: sql`p.id, p.slug, p.title, p.host, p.cover`,
  order: sql`p.id`,
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
