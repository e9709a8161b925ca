import type { Track } from './contracts/catalog';
import type { Episode } from './contracts/people';

/**
 * A podcast episode as the player takes it: a queue item with its own stream (the player plays it like a track,
 * analytics leave it out, and its place is kept per episode: store/player-slice.ts).
 */
export function episodeAsTrack(episode: Episode, rank: number): Track {
  return {
    id: episode.id,
    title: episode.title,
    artist: episode.podcast.name,
    album: episode.podcast.name,
    slug: episode.podcast.slug,
    mixtapeId: 0,
    rank,
    duration: episode.duration,
    cover: episode.image,
    guestDownload: false,
    stream: episode.stream,
  };
}
