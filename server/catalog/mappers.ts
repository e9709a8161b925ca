import type { Mixtape, Track } from '@/lib/contracts/catalog';
import { genreOf, moodOf } from '@/lib/genres';
import { mediaUrl } from '../adapters/media-storage';
import { mixtapeTracks, tracks } from '../db/schema';

export interface MixtapeRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  cover: string | null;
  releaseDate: Date;
  site: string;
  featured: boolean;
  premiere: boolean;
  explicit: boolean;
  plays: number;
  views: number;
  downloads: number;
  likes: number;
  dislikes: number;
  votes: number;
  artistId: number;
  artistSlug: string;
  artistName: string;
  djId: number | null;
  djSlug: string | null;
  djName: string | null;
  trackCount: number;
  priceAmount: number | null;
  priceCurrency: string | null;
  genre: string | null;
  moods: string[];
}

export function toMixtape(row: MixtapeRow): Mixtape {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: mediaUrl(row.cover),
    releaseDate: new Date(row.releaseDate).toISOString(),
    site: row.site,
    featured: row.featured,
    premiere: row.premiere,
    explicit: row.explicit,
    artist: { id: row.artistId, slug: row.artistSlug, name: row.artistName },
    dj: row.djId !== null ? { id: row.djId, slug: row.djSlug ?? '', name: row.djName ?? '' } : null,
    stats: {
      plays: row.plays,
      views: row.views,
      downloads: row.downloads,
      likes: row.likes,
      dislikes: row.dislikes,
      votes: row.votes,
    },
    trackCount: Number(row.trackCount),
    price: row.priceAmount !== null && row.priceCurrency ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    // Stored slugs as the lists name them; one not on the lists (never written so) is left out.
    genre: (row.genre !== null && genreOf(row.genre)) || null,
    moods: row.moods.flatMap((slug) => moodOf(slug) ?? []),
  };
}

export interface TrackRow {
  id: number;
  title: string;
  artist: string;
  album: string;
  durationSeconds: number;
  cover: string | null;
  guestDownload: boolean;
  gainDb?: number | null;
  position: number;
  mixtapeId: number;
  mixtapeSlug: string;
  /** Public URL of the mixtape cover, the track's cover when it has none of its own. */
  mixtapeCoverUrl: string | null;
  /** The mixtape is marked explicit: so is the track, wherever it is played from. */
  mixtapeExplicit: boolean;
}

export function toTrack(row: TrackRow): Track {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    album: row.album,
    slug: row.mixtapeSlug,
    mixtapeId: row.mixtapeId,
    rank: row.position,
    duration: row.durationSeconds,
    cover: row.cover ? mediaUrl(row.cover) : row.mixtapeCoverUrl,
    guestDownload: row.guestDownload,
    explicit: row.mixtapeExplicit,
    ...(typeof row.gainDb === 'number' && { gain_db: row.gainDb }),
  };
}

/** The columns toTrack needs from the tracks table itself. */
export const trackFields = {
  id: tracks.id,
  title: tracks.title,
  artist: tracks.artist,
  album: tracks.album,
  durationSeconds: tracks.durationSeconds,
  cover: tracks.cover,
  guestDownload: tracks.guestDownload,
  gainDb: tracks.gainDb,
};

/** The columns toTrack needs from tracks joined to mixtape_tracks; callers add the mixtape's. */
export const trackColumns = { ...trackFields, position: mixtapeTracks.position };
